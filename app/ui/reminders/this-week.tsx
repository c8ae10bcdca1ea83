/**
 * Home's "This week" (or "Next 30 days"): the reminders of the astrologer's clients by date, each
 * linking to the client (app/server/reminders/reminders.server.ts lists them).
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "#app/shared/format";
import { describeReminder, type Reminder, reminderWho } from "#app/shared/reminders/describe";

/** A reminder's day (dates are calendar days, kept as UTC midnight). */
const DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" };

const KIND_DOT: Record<Reminder["kind"], string> = {
  "follow-up": "bg-sky-500",
  birthday: "bg-pink-500",
  mahadasha: "bg-brand",
  antardasha: "bg-orange-300",
  "sade-sati": "bg-stone-700",
  dhaiya: "bg-stone-400",
};

export function Reminders({
  days,
  today,
  reminders,
  pending,
}: {
  days: number;
  today: string;
  reminders: Reminder[];
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const tab = (n: number) =>
    `rounded-full px-3 py-1 text-sm font-semibold ${
      n === days ? "bg-orange-100 text-brand-stronger" : "text-stone-600 hover:bg-stone-100"
    }`;
  return (
    <section aria-labelledby="reminders-title" className="mb-6 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reminders-title" className="text-lg font-semibold text-stone-900">
          {t(days === 30 ? "reminders.title30" : "reminders.title")}
        </h2>
        <nav className="flex gap-1" aria-label={t("reminders.title")}>
          <Link to="/main" className={tab(7)} aria-current={days === 7 ? "page" : undefined} preventScrollReset>
            {t("reminders.show7")}
          </Link>
          <Link
            to="/main?days=30"
            className={tab(30)}
            aria-current={days === 30 ? "page" : undefined}
            preventScrollReset
          >
            {t("reminders.show30")}
          </Link>
        </nav>
      </div>
      <p className="mt-1 text-sm text-stone-600">{t("reminders.lead")}</p>
      {reminders.length === 0 ? (
        <p className="mt-3 text-stone-600">{t(days === 30 ? "reminders.empty30" : "reminders.empty7")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {reminders.map((r) => (
            <li key={`${r.kind}:${r.client_id}:${r.kundli_name ?? ""}:${r.date}:${r.detail}`}>
              <Link
                to={`/main/clients/${r.client_id}`}
                className="flex items-start gap-3 rounded-lg px-1 py-2.5 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="w-24 shrink-0 text-sm font-medium text-stone-700 tabular-nums">
                  {r.date === today
                    ? t("reminders.today")
                    : formatDate(new Date(`${r.date}T00:00:00Z`), i18n.language, DAY)}
                </span>
                <span className={`mt-1.5 size-2 shrink-0 rounded-full ${KIND_DOT[r.kind]}`} aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-stone-900">{reminderWho(r)}</span>
                  <span className="block text-sm text-stone-600">{describeReminder(t, r)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pending && <p className="mt-2 text-sm text-stone-500">{t("reminders.more")}</p>}
    </section>
  );
}
