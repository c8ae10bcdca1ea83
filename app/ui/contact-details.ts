/**
 * How people reach Kundli Studio: the contact page, the policies and the footer read these.
 * The business confirms them before launch (they are the one place to change).
 */
export const CONTACT = {
  supportEmail: "support@kundlistudio.in",
  grievanceEmail: "grievance@kundlistudio.in",
  /** E.164; null hides the phone line until the business has a support number. */
  supportPhone: null as string | null,
} as const;

/** The date the policy texts were last revised (shown on each policy page). */
export const POLICIES_UPDATED = "2026-11-25";
