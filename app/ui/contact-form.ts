/**
 * The contact form's rules (zod) and the email it turns into. There is no contact endpoint:
 * a valid message opens the person's own email app addressed to support, so nothing is stored.
 */
import { z } from "zod";
import { normalizePhone } from "#app/shared/auth/phone";

export const CONTACT_TOPICS = ["account", "payments", "orders", "reports", "privacy", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Messages are translation keys of contact.errors. */
export const contactMessage = z.object({
  name: z.string().trim().min(2, "contact.errors.name").max(100, "contact.errors.name"),
  replyTo: z
    .string()
    .trim()
    .refine((value) => z.email().safeParse(value).success || normalizePhone(value) !== null, "contact.errors.replyTo"),
  topic: z.enum(CONTACT_TOPICS, "contact.errors.topic"),
  message: z.string().trim().min(10, "contact.errors.message").max(2000, "contact.errors.message"),
});

export type ContactMessage = z.infer<typeof contactMessage>;
export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** Field → translation key of its first problem; empty when the message is valid. */
export function contactErrors(
  input: Record<string, unknown>,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactMessage.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactMessage;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
