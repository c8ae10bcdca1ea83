/**
 * An order and the delivery price table as the API answers them and the screens show them.
 * The server builds these from its rows (app/server/orders/orders.server.ts, delivery.server.ts).
 */
import type { OrderState } from "./states";

export type Zone = "metro" | "state" | "national" | "remote";
export type PaymentSource = "" | "free_trial" | "plan" | "wallet";

/** One state the order entered, with its tracking number and note at the time. */
export interface OrderEvent {
  status: OrderState;
  tracking_number: string;
  note: string;
  created_at: string;
}

export interface Order {
  id: number;
  uid: string;
  user_id: string;
  job_id: string;
  report_name: string;
  report_type: string;
  report_language: "en" | "hi";
  paper_size: string;
  copies: number;
  recipient_name: string;
  phone: string;
  address: string;
  city: string;
  pincode: string;
  district: string;
  state: string;
  zone: Zone;
  print_price_paise: number;
  delivery_price_paise: number;
  total_paise: number;
  min_days: number;
  max_days: number;
  status: OrderState;
  tracking_number: string;
  payment_source: PaymentSource;
  created_at: string;
  updated_at: string;
  /** Every state entered, oldest first. */
  history: OrderEvent[];
}

/** A delivery zone's price and days, as the admin's table shows it. */
export interface ZoneRow {
  zone: Zone;
  price_paise: number;
  min_days: number;
  max_days: number;
  active: boolean;
  updated_at: string;
}
