import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../brand";

/** A screen of the signed-in shell: its title (also the document title) and its content. */
export function Screen({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 max-w-2xl text-stone-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** What a section will hold, until the work that fills it lands. */
export function ComingSoon({
  icon: Icon,
  title,
  text,
}: {
  icon: ComponentType<{ className?: string }>;
  title?: string;
  text: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-brand-strong">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          {title && <h2 className="font-semibold text-stone-900">{title}</h2>}
          <p className="leading-relaxed text-stone-600">{text}</p>
          <span className="mt-3 inline-block rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-600">
            {t("shell.comingSoon")}
          </span>
        </div>
      </div>
    </div>
  );
}
