/**
 * Renders the policy texts of app/i18n/<lng>/policy.json: a long document (sections with
 * paragraphs and lists, and a table of contents) or a short summary linking to it.
 */
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "#app/shared/format";
import { PageTitle } from "./brand";
import { CONTACT, POLICIES_UPDATED } from "./contact-details";
import { ArrowRightIcon } from "./icons";
import { POLICY_LINKS, textLink } from "./site";

export const POLICY_DOCUMENTS = ["terms", "privacy", "refund", "shipping"] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

export function isPolicyDocument(value: unknown): value is PolicyDocument {
  return typeof value === "string" && (POLICY_DOCUMENTS as readonly string[]).includes(value);
}

interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

function asSections(value: unknown): Section[] {
  return Array.isArray(value) ? (value as Section[]) : [];
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function useUpdated(): string {
  const { t, i18n } = useTranslation();
  const date = formatDate(new Date(POLICIES_UPDATED), i18n.language, { dateStyle: "long", timeZone: "UTC" });
  return t("policy.updated", { date });
}

const VALUES = { email: CONTACT.supportEmail, grievanceEmail: CONTACT.grievanceEmail };

export function PolicyArticle({ doc }: { doc: PolicyDocument }) {
  const { t } = useTranslation();
  const sections = asSections(t(`policy.${doc}.sections`, { returnObjects: true, ...VALUES }));
  const title = t(`policy.${doc}.title`);
  const updated = useUpdated();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <PageTitle title={title} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <article className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
          <p className="mt-2 text-sm text-stone-500">{updated}</p>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{t(`policy.${doc}.intro`)}</p>
          <nav aria-labelledby="contents-title" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="contents-title" className="text-sm font-semibold text-stone-900">
              {t("policy.contents")}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-stone-700 marker:text-stone-400">
              {sections.map((section, index) => (
                <li key={index}>
                  <a href={`#section-${index + 1}`} className="hover:text-brand-strong hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section
              key={index}
              id={`section-${index + 1}`}
              aria-labelledby={`section-${index + 1}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`section-${index + 1}-title`} className="text-xl font-semibold text-stone-900">
                <span className="mr-2 text-brand-strong">{index + 1}.</span>
                {section.heading}
              </h2>
              {asStrings(section.paragraphs).map((paragraph, p) => (
                <p key={p} className="mt-3 leading-relaxed text-stone-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 space-y-2 pl-1">
                  {asStrings(section.list).map((item, i) => (
                    <li key={i} className="flex gap-3 leading-relaxed text-stone-700">
                      <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="mt-12 rounded-2xl bg-orange-50 p-5 text-stone-700">
            <Trans
              i18nKey="policy.questions"
              values={{ email: CONTACT.supportEmail }}
              components={{ mail: <a href={`mailto:${CONTACT.supportEmail}`} className={textLink} /> }}
            />
          </p>
        </article>
        <OtherPolicies current={doc} />
      </div>
    </div>
  );
}

function OtherPolicies({ current }: { current: PolicyDocument }) {
  const { t } = useTranslation();
  return (
    <aside className="mt-12 lg:mt-0">
      <nav
        aria-labelledby="other-policies"
        className="rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24"
      >
        <h2 id="other-policies" className="text-sm font-semibold text-stone-900">
          {t("policy.otherPolicies")}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === `/policy/${current}` ? "page" : undefined}
                className="text-stone-600 hover:text-brand-strong hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-stone-900"
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/contact" className="text-stone-600 hover:text-brand-strong hover:underline">
              {t("site.footer.contact")}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** /term and /privacy: the points that matter, then the way to the whole text. */
export function PolicySummary({ doc }: { doc: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const points = asStrings(t(`policy.short.${doc}.points`, { returnObjects: true }));
  const title = t(`policy.short.${doc}.title`);
  const updated = useUpdated();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-500">{updated}</p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{t(`policy.short.${doc}.intro`)}</p>
      <ul className="mt-8 space-y-3">
        {points.map((point, index) => (
          <li
            key={index}
            className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 leading-relaxed text-stone-700"
          >
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-orange-100 text-sm font-bold text-brand-stronger"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <Link to={`/policy/${doc}`} className={`mt-8 inline-flex items-center gap-2 ${textLink}`}>
        {t(`policy.short.${doc}.readFull`)}
        <ArrowRightIcon className="size-4" />
      </Link>
    </div>
  );
}
