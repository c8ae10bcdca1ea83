/**
 * The client screens' forms as zod schemas (docs/decisions/0030): the browser checks a form with
 * them before it sends (Conform), and the screen's action parses the same form with them. They are
 * the API's own rules (./fields.ts) as a form sends them: plain objects (the form also carries
 * `intent`), a field left out counts as '', and the fee is typed in rupees.
 */
import { z } from "zod";
import { rupeesField } from "#app/shared/commerce/fields";
import { ClientFields, ConsentFields, ConsultationFields, feePaise, tagsText, WithdrawFields } from "./fields";

const client = ClientFields.shape;
export const clientForm = z.object({
  name: client.name,
  name_hi: client.name_hi.default(""),
  phone: client.phone.default(""),
  email: client.email.default(""),
  city: client.city.default(""),
  tags: tagsText.default([]),
  notes: client.notes.default(""),
});

/** Rupees as typed ("500", "₹1,250.50"), as the wallet reads them; '' is no fee. Paise out. */
const feeText = z
  .string({ error: "clients.invalidFee" })
  .transform((text) => (text.trim() === "" ? "0" : text))
  .pipe(rupeesField("clients.invalidFee"))
  .pipe(feePaise);

const consultation = ConsultationFields.shape;
export const consultationForm = z.object({
  date: consultation.date,
  question: consultation.question.default(""),
  advice: consultation.advice.default(""),
  remedies: consultation.remedies.default(""),
  follow_up_on: consultation.follow_up_on.default(""),
  fee: feeText.default(0),
});

/** Delete of a consultation: its id, sent by the timeline's button. */
export const deleteConsultationForm = z.object({
  id: z.string({ error: "clients.consultationNotFound" }).regex(/^[1-9]\d{0,15}$/, "clients.consultationNotFound"),
});

/** The purposes ticked: none, one (a text) or more (a list), as a form sends a group of checkboxes. */
const ticked = z
  .union([z.string(), z.array(z.string())])
  .default([])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const consent = ConsentFields.shape;
/** The client page's consent form: the API's `record`. */
export const consentForm = z.object({
  purposes: ticked.pipe(consent.purposes),
  given_on: consent.given_on.default(""),
  method: consent.method,
  note: consent.note.default(""),
});

/** The client page's withdrawal of the consent in force: the API's `withdraw`. */
export const withdrawForm = z.object({ withdrawn_on: WithdrawFields.shape.withdrawn_on.default("") });
