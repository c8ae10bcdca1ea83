/**
 * The Orders screens' forms as zod schemas (docs/decisions/0030): the browser checks a form with
 * them before it sends (Conform) and the screen's action parses the same form with them. A form
 * sends text, so numbers, rupees and the checkbox are read from text here and then held to the
 * API's own rules (./fields). Plain objects, not strict ones: the form also carries `intent`.
 */
import { z } from "zod";
import { uidField } from "#app/shared/accounts/fields";
import { rupeesField } from "#app/shared/commerce/fields";
import {
  copiesField,
  deliveryDays,
  OrderFields,
  OrderMoveFields,
  pricePaise,
  SettingsFields,
  ZoneFields,
} from "./fields";

/** Whole digits typed into a field, then held to `rule`; anything else gets `message`. */
const wholeNumber = (rule: z.ZodNumber, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(rule);

/** "60", "59.5", "59.50" rupees → paise. */
const rupees = rupeesField("orders.errors.invalidPrice").pipe(pricePaise);

/** An optional field left empty is not sent to the rule at all. */
const optional = <T extends z.ZodType>(rule: T) =>
  z
    .literal("")
    .transform(() => undefined)
    .or(rule.optional());

/** New order: the API's fields, with copies typed as text. */
export const orderForm = z.object({
  ...OrderFields.shape,
  copies: wholeNumber(copiesField, "orders.errors.invalidCopies"),
});

/** Pay for, or cancel, one of one's own orders (a button: only the order's id). */
export const ownOrderForm = z.object({ order_id: uidField });

/** The admin's row of the delivery price table: the price typed in rupees, a checkbox for active. */
export const zoneForm = z.object({
  zone: ZoneFields.shape.zone,
  price: rupees,
  min_days: wholeNumber(deliveryDays, "orders.errors.invalidDays"),
  max_days: wholeNumber(deliveryDays, "orders.errors.invalidDays"),
  active: z
    .literal("on", { error: "errors.validation" })
    .optional()
    .transform((value) => value === "on"),
});

export const dispatchForm = z.object(SettingsFields.shape);

/** The admin moves one order a step; tracking number and note may be left empty. */
export const moveForm = z.object({
  ...OrderMoveFields.shape,
  tracking_number: optional(OrderMoveFields.shape.tracking_number),
  note: optional(OrderMoveFields.shape.note),
});
