/**
 * The Astrologers screen's forms as zod schemas: the browser checks a form with them before it
 * sends (Conform), and the screen's action parses the same form with them (docs/decisions/0030).
 * Messages are translation keys. Plain objects, not strict ones: the form also carries `intent`.
 */
import { z } from "zod";
import { gstinField, personName, phoneField, requiredLabel } from "./fields";

export const organizationForm = z.object({ name: requiredLabel(120), gst_number: gstinField });

export const astrologerForm = z.object({
  phone: phoneField,
  name: personName,
  // Only an owner sees the choice; an admin adds astrologers.
  role: z.enum(["astrologer", "admin"], { error: "accounts.invalidChoice" }).default("astrologer"),
});
