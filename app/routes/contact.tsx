import type { TextsHandle } from "#app/i18n/areas";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { getFormProps } from "@conform-to/react";
import { PageTitle } from "#app/ui/brand";
import { CONTACT } from "#app/ui/contact-details";
import { CONTACT_TOPICS, mailtoUrl } from "#app/shared/contact/message";
import { Input, Select, Textarea, useSchemaForm } from "#app/ui/forms";
import { CheckIcon, MailIcon, PhoneIcon, ShieldIcon } from "#app/ui/icons";
import { formatPhone } from "#app/ui/phone";
import { PublicPage, textLink } from "#app/ui/site";
import { PUBLIC_PAGE_HEADERS } from "#app/server/cache.server";
import { Button } from "#app/ui/button";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["contact"] };

/** Public: cached a minute, then served stale while renewed (docs/decisions/0015). */
export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

const loadForms = () => import("#app/shared/contact/forms");

const inputClass = (invalid: boolean) =>
  `mt-2 w-full rounded-xl border bg-white px-4 py-3 text-base text-stone-900 outline-none focus:ring-2 focus:ring-brand/60 ${invalid ? "border-red-500" : "border-stone-300 focus:border-brand"}`;

export default function Contact() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // There is no server to post to: a native submit would put the message in the URL. The button
  // waits for the schema (loaded after the page is interactive) so that every send is checked.
  const [checked, setChecked] = useState(false);
  const [form, fields] = useSchemaForm(() => loadForms().then((forms) => forms.contactMessage), {
    defaultValue: { topic: "account" },
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const { name, replyTo, topic, message } = submission.value;
      const subject = t("contact.subject", { topic: t(`contact.topics.${topic}`), name });
      const body = `${message}\n\n— ${name}\n${t("contact.bodyReplyTo", { replyTo })}`;
      window.location.href = mailtoUrl(CONTACT.supportEmail, subject, body);
      setOpened(true);
    },
  });
  useEffect(() => {
    // Registered after useSchemaForm's own load of the same modules, so it resolves after it.
    void Promise.all([loadForms(), import("#app/shared/forms")]).then(() => setChecked(true));
  }, []);

  /** The field's id is its name, as the page's links and labels have always used. */
  function fieldProps(field: (typeof fields)[keyof typeof fields], hint = false) {
    const describedBy = [field.errors ? field.errorId : null, hint ? `${field.name}-hint` : null].filter(Boolean);
    return {
      field,
      id: field.name,
      "aria-describedby": describedBy.join(" ") || undefined,
      className: inputClass(!!field.errors),
    };
  }

  function fieldError(field: (typeof fields)[keyof typeof fields]) {
    const message = field.errors?.[0];
    return message ? (
      <p id={field.errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;
  }

  return (
    <PublicPage>
      <PageTitle title={t("contact.title")} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t("contact.title")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">{t("contact.lead")}</p>

        <div className="mt-10 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <section aria-labelledby="reach-title" className="h-fit rounded-3xl bg-stone-900 p-6 text-stone-100">
            <h2 id="reach-title" className="text-lg font-semibold text-white">
              {t("contact.reach")}
            </h2>
            <dl className="mt-5 space-y-5">
              <div className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-brand" />
                <div className="min-w-0">
                  <dt className="text-sm text-stone-400">{t("contact.emailLabel")}</dt>
                  <dd>
                    <a
                      href={`mailto:${CONTACT.supportEmail}`}
                      className="font-medium break-all text-white underline decoration-brand/60 underline-offset-4 hover:decoration-brand"
                    >
                      {CONTACT.supportEmail}
                    </a>
                  </dd>
                </div>
              </div>
              {CONTACT.supportPhone && (
                <div className="flex gap-3">
                  <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand" />
                  <div>
                    <dt className="text-sm text-stone-400">{t("contact.phoneLabel")}</dt>
                    <dd>
                      <a
                        href={`tel:${CONTACT.supportPhone}`}
                        className="font-medium text-white underline decoration-brand/60 underline-offset-4"
                      >
                        {formatPhone(CONTACT.supportPhone)}
                      </a>
                    </dd>
                  </div>
                </div>
              )}
              <div className="flex gap-3">
                <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand" />
                <div className="min-w-0">
                  <dt className="text-sm text-stone-400">{t("contact.grievanceLabel")}</dt>
                  <dd>
                    <a
                      href={`mailto:${CONTACT.grievanceEmail}`}
                      className="font-medium break-all text-white underline decoration-brand/60 underline-offset-4 hover:decoration-brand"
                    >
                      {CONTACT.grievanceEmail}
                    </a>
                  </dd>
                </div>
              </div>
            </dl>
            <p className="mt-6 border-t border-stone-700 pt-4 text-sm text-stone-300">{t("contact.hours")}</p>
          </section>

          <section aria-labelledby="form-title" className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
            <h2 id="form-title" className="text-xl font-semibold text-stone-900">
              {t("contact.formTitle")}
            </h2>
            <p className="mt-1 text-stone-600">{t("contact.formLead")}</p>
            <form {...getFormProps(form)} className="mt-6 grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor="name" className="block text-sm font-semibold text-stone-800">
                  {t("contact.fields.name")}
                </label>
                <Input type="text" autoComplete="name" maxLength={100} required {...fieldProps(fields.name)} />
                {fieldError(fields.name)}
              </div>
              <div>
                <label htmlFor="replyTo" className="block text-sm font-semibold text-stone-800">
                  {t("contact.fields.replyTo")}
                </label>
                <Input
                  type="text"
                  autoComplete="email"
                  maxLength={254}
                  required
                  {...fieldProps(fields.replyTo, true)}
                />
                {fieldError(fields.replyTo)}
                <p id="replyTo-hint" className="mt-2 text-sm text-stone-500">
                  {t("contact.fields.replyToHint")}
                </p>
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="topic" className="block text-sm font-semibold text-stone-800">
                  {t("contact.fields.topic")}
                </label>
                <Select required {...fieldProps(fields.topic)}>
                  {CONTACT_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {t(`contact.topics.${topic}`)}
                    </option>
                  ))}
                </Select>
                {fieldError(fields.topic)}
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="message" className="block text-sm font-semibold text-stone-800">
                  {t("contact.fields.message")}
                </label>
                <Textarea rows={6} maxLength={2000} required {...fieldProps(fields.message, true)} />
                {fieldError(fields.message)}
                <p id="message-hint" className="mt-2 text-sm text-stone-500">
                  {t("contact.fields.messageHint")}
                </p>
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" size="lg" disabled={!checked}>
                  <MailIcon className="size-5" />
                  {t("contact.send")}
                </Button>
              </div>
            </form>
            {opened && (
              <p role="status" className="mt-6 flex gap-3 rounded-2xl bg-green-50 p-4 text-green-900">
                <CheckIcon className="mt-0.5 size-5 shrink-0" />
                <span>
                  <Trans
                    i18nKey="contact.opened"
                    values={{ email: CONTACT.supportEmail }}
                    components={{ mail: <a href={`mailto:${CONTACT.supportEmail}`} className={textLink} /> }}
                  />
                </span>
              </p>
            )}
          </section>
        </div>
      </div>
    </PublicPage>
  );
}
