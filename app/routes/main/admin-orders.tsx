export default function AdminOrders() {
  return null;
}
