/** What the client screens' actions share past their forms' schemas (app/shared/clients/forms.ts). */

/** Today's date in India (YYYY-MM-DD): a consultation's default date, and when a follow-up is overdue. */
export function today(): string {
  return new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}
