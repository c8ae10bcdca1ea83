/**
 * The contact message without its schema (./forms.ts), so the page has them without loading zod:
 * the topics offered, and the mailto link a checked message becomes.
 */
export const CONTACT_TOPICS = ["account", "payments", "orders", "reports", "privacy", "other"] as const;

export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
