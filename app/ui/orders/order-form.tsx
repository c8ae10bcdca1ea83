/**
 * New order (issue 7): a finished report, copies, the recipient and the address, with the live
 * delivery price and the total as the PIN code is typed. A plain form posting to /main/orders
 * (intent "order"), so it works without script; the hidden idempotency key makes a resubmission
 * of the same form the same order.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import type { FormFailure } from "#app/shared/form-failure";
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

export const ORDER_FIELDS = ["job_id", "copies", "recipient_name", "phone", "address", "city", "pincode"] as const;

export function OrderForm({
  reports,
  printPricePaise,
  idempotencyKey,
  failure,
}: {
  reports: ReportChoice[];
  printPricePaise: number;
  idempotencyKey: string;
  failure: FormFailure | null;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "order";
  const start = failure?.values ?? {};
  const [pincode, setPincode] = useState(start.pincode ?? "");
  const [copies, setCopies] = useState(Number(start.copies) || 1);
  const quote = useDeliveryQuote(pincode.trim());
  const money = (paise: number) => formatRupees(paise, i18n.language, { exact: true });
  const errorFor = (field: string) => (failure?.field === field ? failure.message : null);
  const fieldError = (field: string) =>
    errorFor(field) && (
      <span id={`${field}-error`} className="mt-1 block text-sm text-red-700">
        {errorFor(field)}
      </span>
    );
  const text = (name: (typeof ORDER_FIELDS)[number], type = "text", autoComplete = "off") => (
    <label className={labelClass}>
      {t(`orders.new.${name === "recipient_name" ? "recipient" : name}`)}
      <input
        name={name}
        type={type}
        defaultValue={start[name] ?? ""}
        autoComplete={autoComplete}
        required
        aria-invalid={errorFor(name) ? true : undefined}
        aria-describedby={errorFor(name) ? `${name}-error` : undefined}
        className={inputClass}
      />
      {fieldError(name)}
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
    <Form method="post" className={`${cardClass} space-y-4`} aria-labelledby="new-order">
      <div>
        <h2 id="new-order" className="text-lg font-semibold text-stone-900">
          {t("orders.new.title")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("orders.new.lead")}</p>
      </div>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {failure && !failure.field && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      {failure?.field && (
        <p role="alert" className="sr-only">
          {failure.message}
        </p>
      )}
      <label className={labelClass}>
        {t("orders.new.report")}
        <select name="job_id" defaultValue={start.job_id ?? reports[0]!.id} className={inputClass}>
          {reports.map((report) => (
            <option key={report.id} value={report.id}>
              {`${report.type} — ${report.name} (${report.date}, ${report.paperSize})`}
            </option>
          ))}
        </select>
        {fieldError("job_id")}
      </label>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <label className={labelClass}>
          {t("orders.new.copies")}
          <input
            name="copies"
            type="number"
            min={1}
            max={10}
            value={copies}
            onChange={(event) => setCopies(Number(event.target.value))}
            className={inputClass}
          />
          {fieldError("copies")}
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
        <textarea
          name="address"
          rows={2}
          required
          defaultValue={start.address ?? ""}
          autoComplete="street-address"
          aria-invalid={errorFor("address") ? true : undefined}
          className={inputClass}
        />
        {fieldError("address")}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("city", "text", "address-level2")}
        <label className={labelClass}>
          {t("orders.new.pincode")}
          <input
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            value={pincode}
            onChange={(event) => setPincode(event.target.value)}
            aria-invalid={errorFor("pincode") ? true : undefined}
            className={inputClass}
          />
          {fieldError("pincode")}
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
