/**
 * A client's consent (DPDP Act 2023, s. 6): its purposes and how it was given, for the consent
 * forms (app/ui/clients/privacy.tsx), their schema (./fields.ts) and the records
 * (app/server/privacy/consents.server.ts). No zod here, so the screen can import it.
 */
export const CONSENT_PURPOSES = ["birth_data", "reports", "contact"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_METHODS = ["in_person", "written", "phone", "online"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Today in India (YYYY-MM-DD), where consent is taken and consultations are held. */
export function todayInIndia(): string {
  return new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}
