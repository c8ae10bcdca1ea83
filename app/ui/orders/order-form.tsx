/**
 * New order (issue 7): a finished report, copies, the recipient and the address, with the live
 * delivery price and the total as the PIN code is typed. A plain form posting to /main/orders
 * (intent "order"), so it works without script, checked in the browser with the schema the action
 * parses it with (Conform); the hidden idempotency key makes a resubmission the same order.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { FieldError, FormError, Input, Select, Textarea, useSchemaForm } from "#app/ui/forms";
import { formatRupees } from "#app/shared/format";
import { DeliveryPrice, useDeliveryQuote } from "./delivery-price";
import { Button } from "#app/ui/button";

export interface ReportChoice {
  id: string;
  name: string;
  type: string;
  date: string;
  paperSize: string;
}

export function OrderForm({
  reports,
  printPricePaise,
  idempotencyKey,
  lastResult,
}: {
  reports: ReportChoice[];
  printPricePaise: number;
  idempotencyKey: string;
  /** The action's answer when the last post was this form's. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "order";
  const [form, fields] = useSchemaForm(() => import("#app/shared/orders/forms").then((forms) => forms.orderForm), {
    lastResult,
    defaultValue: { job_id: reports[0]?.id ?? "", copies: "1" },
  });
  // The price and the total follow what is typed; Conform keeps the fields themselves.
  const [pincode, setPincode] = useState(fields.pincode.initialValue ?? "");
  const [copies, setCopies] = useState(Number(fields.copies.initialValue) || 1);
  const quote = useDeliveryQuote(pincode.trim());
  const money = (paise: number) => formatRupees(paise, i18n.language, { exact: true });
  const text = (name: "recipient_name" | "phone" | "city", type = "text", autoComplete = "off") => (
    <label className={labelClass}>
      {t(`orders.new.${name === "recipient_name" ? "recipient" : name}`)}
      <Input field={fields[name]} type={type} autoComplete={autoComplete} required className={inputClass} />
      <FieldError field={fields[name]} />
    </label>
  );

  if (reports.length === 0)
    return (
      <section aria-labelledby="new-order" className={cardClass}>
        <h2 id="new-order" className="text-lg font-semibold text-stone-900">
          {t("orders.new.title")}
        </h2>
        <p className="mt-2 text-stone-600">{t("orders.new.noReports")}</p>
      </section>
    );

  return (
    <Form method="post" {...getFormProps(form)} className={`${cardClass} space-y-4`} aria-labelledby="new-order">
      <div>
        <h2 id="new-order" className="text-lg font-semibold text-stone-900">
          {t("orders.new.title")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("orders.new.lead")}</p>
      </div>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <FormError form={form} />
      <label className={labelClass}>
        {t("orders.new.report")}
        <Select field={fields.job_id} className={inputClass}>
          {reports.map((report) => (
            <option key={report.id} value={report.id}>
              {`${report.type} — ${report.name} (${report.date}, ${report.paperSize})`}
            </option>
          ))}
        </Select>
        <FieldError field={fields.job_id} />
      </label>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <label className={labelClass}>
          {t("orders.new.copies")}
          <Input
            field={fields.copies}
            type="number"
            min={1}
            max={10}
            onChange={(event) => setCopies(Number(event.target.value))}
            className={inputClass}
          />
          <FieldError field={fields.copies} />
        </label>
        <p className="self-end pb-2 text-sm text-stone-600">
          {t("orders.new.printPrice", { price: money(printPricePaise) })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("recipient_name", "text", "name")}
        {text("phone", "tel", "tel")}
      </div>
      <label className={labelClass}>
        {t("orders.new.address")}
        <Textarea field={fields.address} rows={2} required autoComplete="street-address" className={inputClass} />
        <FieldError field={fields.address} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("city", "text", "address-level2")}
        <label className={labelClass}>
          {t("orders.new.pincode")}
          <Input
            field={fields.pincode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            onChange={(event) => setPincode(event.target.value)}
            className={inputClass}
          />
          <FieldError field={fields.pincode} />
        </label>
      </div>
      <DeliveryPrice state={quote} />
      {quote.kind === "quoted" && copies >= 1 && copies <= 10 && (
        <p className="text-base font-semibold text-stone-900" data-testid="order-total">
          {t("orders.new.summary", {
            count: copies,
            print: money(printPricePaise),
            delivery: money(quote.quote.price_paise),
            total: money(printPricePaise * copies + quote.quote.price_paise),
          })}
        </p>
      )}
      <Button type="submit" name="intent" value="order" disabled={busy} className="w-full sm:w-auto">
        {busy ? t("orders.new.submitting") : t("orders.new.submit")}
      </Button>
    </Form>
  );
}
