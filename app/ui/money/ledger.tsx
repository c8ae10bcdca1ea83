/**
 * The money screens' shared pieces: a ledger entry's words and amount, the list of entries, and
 * a refusal with its way forward (top up, subscribe).
 */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatRupees } from "#app/shared/format";
import { WAY_FORWARD_LINK } from "#app/shared/commerce/way-forward";

export interface EntryView {
  id: number;
  kind: "topup" | "purchase" | "refund" | "adjustment";
  amount_paise: number;
  reason: string;
  created_at: number;
}

/** What an entry was for, in the reader's language. */
export function entryReason(t: TFunction, reason: string): string {
  if (reason.startsWith("plan:")) {
    const plan = reason.slice(5);
    return t("wallet.reasons.plan", { plan: t(`wallet.plans.${plan}`, { defaultValue: plan }) });
  }
  return ["topup", "kundli", "report", "printed_order"].includes(reason)
    ? t(`wallet.reasons.${reason}`)
    : t("wallet.reasons.other");
}

export function formatWhen(epochMs: number, language: string): string {
  return formatDate(new Date(epochMs), language, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

export function formatDay(epochMs: number, language: string): string {
  return formatDate(new Date(epochMs), language, { dateStyle: "long", timeZone: "Asia/Kolkata" });
}

export function SignedAmount({ paise }: { paise: number }) {
  const { i18n } = useTranslation();
  const text = formatRupees(Math.abs(paise), i18n.language, { exact: true });
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${paise < 0 ? "text-stone-900" : "text-green-700"}`}>
      {paise < 0 ? `−${text}` : `+${text}`}
    </span>
  );
}

export function EntryList({ entries, empty }: { entries: readonly EntryView[]; empty: string }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0)
    return <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">{empty}</p>;
  return (
    <ul className="divide-y divide-stone-100" data-testid="ledger-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3 py-3">
          <span className="min-w-0">
            <span className="block truncate font-medium text-stone-900">{entryReason(t, entry.reason)}</span>
            <span className="block text-xs text-stone-500">
              {t(`wallet.kinds.${entry.kind}`)} · {formatWhen(entry.created_at, i18n.language)}
            </span>
          </span>
          <SignedAmount paise={entry.amount_paise} />
        </li>
      ))}
    </ul>
  );
}

/** Where to go when a paid action was refused: top up, or see the plans. */
export function WayForwardLinks() {
  const { t } = useTranslation();
  return (
    <span className="mt-2 flex flex-wrap gap-3 font-semibold">
      <Link to={WAY_FORWARD_LINK.top_up} className="underline underline-offset-2">
        {t("wallet.refused.topUp")}
      </Link>
      <Link to={WAY_FORWARD_LINK.subscribe} className="underline underline-offset-2">
        {t("wallet.refused.subscribe")}
      </Link>
    </span>
  );
}

/** A refused paid action: why, and a link to the way forward. */
export function Refusal({ message, wayForward }: { message: string; wayForward?: string | null }) {
  return (
    <div role="alert" className="rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-900">
      <p>{message}</p>
      {wayForward && <WayForwardLinks />}
    </div>
  );
}
