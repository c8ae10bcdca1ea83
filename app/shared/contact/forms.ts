/**
 * The contact form's rules (zod). There is no contact endpoint: a valid message opens the
 * person's own email app addressed to support (./message.ts), so nothing is stored; the browser
 * checks the form with this schema through Conform (docs/decisions/0030).
 */
import { z } from "zod";
import { normalizePhone } from "#app/shared/auth/phone";
import { CONTACT_TOPICS } from "./message";

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
