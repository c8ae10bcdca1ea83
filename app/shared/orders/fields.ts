/**
 * Input fields of the orders area (zod 4). Messages are translation keys of
 * app/i18n/<lng>/orders.json (or accounts.json for the shared ones). Pure: the Orders screen
 * checks the PIN with the same rule before it asks for a price.
 */
import { z } from "zod";
import { freeText, personName, requiredLabel, uidField } from "#app/shared/accounts/fields";
import { phoneField } from "#app/shared/auth/fields";
import { ORDER_STATES } from "./states";

/** Exactly six digits, the first not 0, sent as a string (a number would lose nothing but reads as one). */
export const PINCODE = /^[1-9]\d{5}$/;
export const pincodeInput = z
  .string({ error: "orders.errors.invalidPincode" })
  .trim()
  .regex(PINCODE, "orders.errors.invalidPincode");

/** A retry of the same request carries the same key; a new request a new one. */
export const idempotencyKey = z
  .string({ error: "orders.errors.invalidIdempotencyKey" })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "orders.errors.invalidIdempotencyKey");

export const MAX_COPIES = 10;

export const copiesField = z
  .number({ error: "orders.errors.invalidCopies" })
  .int("orders.errors.invalidCopies")
  .min(1, "orders.errors.invalidCopies")
  .max(MAX_COPIES, "orders.errors.invalidCopies");

export const OrderFields = z.strictObject({
  /** A finished report: the print job (= download) id. */
  job_id: uidField,
  copies: copiesField.default(1),
  recipient_name: personName,
  phone: phoneField,
  address: freeText(300).refine((value) => value.length >= 5, "orders.errors.invalidAddress"),
  city: requiredLabel(100),
  pincode: pincodeInput,
  idempotency_key: idempotencyKey,
});
export type OrderInput = z.infer<typeof OrderFields>;

export const orderStateField = z.enum(ORDER_STATES, { error: "orders.errors.invalidStatus" });

/** A tracking number as couriers print them: letters, digits and - / up to 40. */
export const trackingNumber = z
  .string({ error: "orders.errors.invalidTracking" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/, "orders.errors.invalidTracking");

export const orderNote = freeText(300);

/** An admin's move of one order (POST /api/admin/update-order, and the admin's queue). */
export const OrderMoveFields = z.strictObject({
  order_id: uidField,
  status: orderStateField,
  tracking_number: trackingNumber.optional(),
  note: orderNote.optional(),
});

/** Money typed by an admin, in paise: whole, from 0 to ₹1,00,000. */
export const pricePaise = z
  .number({ error: "orders.errors.invalidPrice" })
  .int("orders.errors.invalidPrice")
  .min(0, "orders.errors.invalidPrice")
  .max(10_000_000, "orders.errors.invalidPrice");

export const deliveryDays = z
  .number({ error: "orders.errors.invalidDays" })
  .int("orders.errors.invalidDays")
  .min(1, "orders.errors.invalidDays")
  .max(60, "orders.errors.invalidDays");

export const ZoneFields = z.strictObject({
  zone: z.enum(["metro", "state", "national", "remote"], { error: "orders.errors.invalidZone" }),
  price_paise: pricePaise,
  min_days: deliveryDays,
  max_days: deliveryDays,
  active: z.boolean({ error: "errors.validation" }),
});

export const SettingsFields = z.strictObject({
  origin_state: requiredLabel(60),
});
