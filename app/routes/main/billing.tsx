/**
 * /main/billing — Billing History: every wallet entry and every invoice, for one month (IST) or
 * all, and each invoice's PDF. Only the signed-in user's own rows are ever read.
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { requireUser } from "#app/server/auth/session.server";
import { billingView } from "#app/server/commerce/billing.server";
import { Month } from "#app/server/commerce/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { cardClass, inputClass, labelClass } from "#app/ui/accounts/form-state";
import { formatRupees } from "#app/shared/format";
import { DownloadIcon } from "#app/ui/icons";
import { EntryList, formatDay } from "#app/ui/money/ledger";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/billing";
import { Button, buttonVariants } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["wallet"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await requireUser(request, env);
  const raw = new URL(request.url).searchParams.get("month") ?? "";
  const month = Month.safeParse(raw).success ? raw : undefined;
  return billingView(env, user.uid, month);
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { entries, invoices, month } = loaderData;
  return (
    <Screen title={t("wallet.billing.title")} lead={t("wallet.billing.lead")}>
      <div className="space-y-6">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className={labelClass}>
            {t("wallet.billing.month")}
            <input type="month" name="month" defaultValue={month ?? ""} className={inputClass} />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            {t("wallet.billing.show")}
          </Button>
          {month && (
            <a
              href="/main/billing"
              className="px-2 py-2 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {t("wallet.billing.allMonths")}
            </a>
          )}
        </Form>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <section className={cardClass} aria-labelledby="billing-invoices">
            <h2 id="billing-invoices" className="text-lg font-semibold text-stone-900">
              {t("wallet.billing.invoices")}
            </h2>
            {invoices.length === 0 ? (
              <p className="mt-3 rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">
                {t("wallet.billing.noInvoices")}
              </p>
            ) : (
              <ul className="divide-y divide-stone-100" data-testid="invoices">
                {invoices.map((invoice) => (
                  <li key={invoice.id} className="flex items-center justify-between gap-3 py-3">
                    <span className="min-w-0">
                      <span className="block font-mono text-sm font-semibold text-stone-900">{invoice.number}</span>
                      <span className="block text-xs text-stone-500">
                        {formatDay(invoice.issued_at, i18n.language)} ·{" "}
                        {formatRupees(invoice.total_paise, i18n.language, { exact: true })}
                      </span>
                    </span>
                    <a
                      href={`/api/billing/invoices/${invoice.id}?lang=${i18n.language === "hi" ? "hi" : "en"}`}
                      download
                      aria-label={t("wallet.billing.downloadLabel", { number: invoice.number })}
                      className={buttonVariants({ variant: "secondary", size: "sm", className: "shrink-0 gap-1.5" })}
                    >
                      <DownloadIcon className="size-4" />
                      <span className="hidden sm:inline">{t("wallet.billing.download")}</span>
                      <span className="sm:hidden">PDF</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={cardClass} aria-labelledby="billing-entries">
            <h2 id="billing-entries" className="text-lg font-semibold text-stone-900">
              {t("wallet.billing.entries")}
            </h2>
            <EntryList entries={entries} empty={t("wallet.billing.noEntries")} />
          </section>
        </div>
      </div>
    </Screen>
  );
}
