/**
 * A report's draft (issue 16): each section's readings as they will print, each under its rule.
 * The astrologer rewrites a reading (and may keep it as their own text for that rule), removes
 * one, goes back to the library's text, adds a note to a section and recommendations at the end,
 * then prints. Only what differs from the library is sent (draft-edits.ts).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError, errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { toast } from "#app/ui/toast";
import { Spinner } from "../spinner";
import { useSettings } from "../settings/context";
import { editsOf, readingState, type DraftData, type DraftState } from "./draft-edits";
import { field, PrintOptionFields, usePrintRequest } from "./print-report";

function initialState(draft: DraftData): DraftState {
  const texts: Record<string, string> = {};
  for (const s of draft.sections) for (const r of s.readings) texts[r.key] = r.mine ?? r.text;
  return { texts, removed: {}, remember: {}, notes: {}, recommendations: "" };
}

const button =
  "rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand";

export function ReportDraft({
  draft,
  kundaliId,
  paperSize: paperParam,
}: {
  draft: DraftData;
  kundaliId: string;
  paperSize: string | null;
}) {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const request = usePrintRequest();
  const defaults = useSettings();
  const [state, setState] = useState(() => initialState(draft));
  const [mine, setMine] = useState(() =>
    Object.fromEntries(draft.sections.flatMap((s) => s.readings.map((r) => [r.key, r.mine]))),
  );
  const [paperSize, setPaperSize] = useState(paperParam ?? defaults.paper_size);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const library = Object.fromEntries(draft.sections.flatMap((s) => s.readings.map((r) => [r.key, r.text])));
  const edits = editsOf(draft, state, mine);
  const changed = edits.readings.length + edits.notes.length + (edits.recommendations ? 1 : 0);

  const update = (change: (s: DraftState) => DraftState) => setState((s) => change(s));
  const setText = (key: string, text: string) => update((s) => ({ ...s, texts: { ...s.texts, [key]: text } }));
  const setRemoved = (key: string, removed: boolean) =>
    update((s) => ({ ...s, removed: { ...s.removed, [key]: removed } }));

  async function forget(key: string) {
    try {
      await api.post("/print/own-readings", { language: draft.language, key }, { dedupeKey: null });
      setMine((m) => ({ ...m, [key]: null }));
      setText(key, library[key] ?? "");
      toast.success(t("downloads.draft.forgotten"));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setFieldError(null);
    const item = await request(
      { kundaliId },
      { reportType: draft.reportType, language: draft.language, paperSize, edits },
      (error) => {
        if (error instanceof ApiClientError && error.field)
          setFieldError({ field: error.field, message: error.message });
      },
    );
    setSending(false);
    if (item) {
      // Texts kept as the astrologer's own are theirs from now on: later "use my text" starts from them.
      setMine((m) => ({
        ...m,
        ...Object.fromEntries(edits.readings.filter((r) => r.remember).map((r) => [r.key, r.text ?? null])),
      }));
    }
  }

  /** The server names the edit it refused by its place in `edits` (edits.readings.3.text). */
  const errorFor = (path: string) =>
    fieldError && (fieldError.field === path || fieldError.field.startsWith(`${path}.`)) ? fieldError.message : null;

  return (
    <form onSubmit={onSubmit} aria-label={t("downloads.draft.form")} className="space-y-6">
      {draft.sections.map((section) => {
        const noteIndex = edits.notes.findIndex((n) => n.section === section.id);
        const noteError = noteIndex >= 0 ? errorFor(`edits.notes.${noteIndex}`) : null;
        return (
          <section
            key={section.id}
            aria-labelledby={`section-${section.id}`}
            data-section={section.id}
            className="space-y-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4"
          >
            <h2 id={`section-${section.id}`} className="text-lg font-semibold text-stone-900">
              {section.title}
            </h2>
            {section.readings.length === 0 && <p className="text-sm text-stone-500">{t("downloads.draft.empty")}</p>}
            {section.readings.map((reading) => {
              const status = readingState(reading, state, mine);
              const index = edits.readings.findIndex((r) => r.key === reading.key);
              const error = index >= 0 ? errorFor(`edits.readings.${index}`) : null;
              const text = state.texts[reading.key] ?? "";
              return (
                <article
                  key={reading.key}
                  data-reading={reading.key}
                  data-state={status}
                  className={`space-y-2 rounded-xl border p-3 ${status === "removed" ? "border-dashed border-stone-300 bg-stone-50" : "border-stone-200"}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 flex-1 text-sm font-medium text-stone-600">{reading.rule}</p>
                    {status !== "library" && (
                      <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-brand-stronger">
                        {t(`downloads.draft.states.${status}`)}
                      </span>
                    )}
                  </div>
                  {status === "removed" ? (
                    <p className="text-sm text-stone-500">{t("downloads.draft.removedNote")}</p>
                  ) : (
                    <textarea
                      aria-label={t("downloads.draft.readingText", { rule: reading.rule })}
                      value={text}
                      maxLength={draft.limits.readingText}
                      onChange={(e) => setText(reading.key, e.target.value)}
                      // As tall as its text, so a reading reads whole without scrolling inside it.
                      className={`${field} field-sizing-content max-h-[70vh] min-h-20 leading-relaxed`}
                    />
                  )}
                  {error && (
                    <p role="alert" className="text-xs text-red-700">
                      {error}
                    </p>
                  )}
                  <div className="flex flex-wrap items-center gap-2">
                    {status === "removed" ? (
                      <button type="button" className={button} onClick={() => setRemoved(reading.key, false)}>
                        {t("downloads.draft.restore")}
                      </button>
                    ) : (
                      <button type="button" className={button} onClick={() => setRemoved(reading.key, true)}>
                        {t("downloads.draft.remove")}
                      </button>
                    )}
                    {status !== "removed" && text !== reading.text && (
                      <button type="button" className={button} onClick={() => setText(reading.key, reading.text)}>
                        {t("downloads.draft.useLibrary")}
                      </button>
                    )}
                    {status !== "removed" && mine[reading.key] && text !== mine[reading.key] && (
                      <button
                        type="button"
                        className={button}
                        onClick={() => setText(reading.key, mine[reading.key] ?? "")}
                      >
                        {t("downloads.draft.useMine")}
                      </button>
                    )}
                    {mine[reading.key] && (
                      <button type="button" className={button} onClick={() => void forget(reading.key)}>
                        {t("downloads.draft.forget")}
                      </button>
                    )}
                    {status === "edited" && (
                      <label className="inline-flex items-center gap-2 text-xs text-stone-700">
                        <input
                          type="checkbox"
                          checked={state.remember[reading.key] ?? true}
                          onChange={(e) =>
                            update((s) => ({ ...s, remember: { ...s.remember, [reading.key]: e.target.checked } }))
                          }
                        />
                        {t("downloads.draft.remember")}
                      </label>
                    )}
                  </div>
                </article>
              );
            })}
            <label className="block text-sm font-medium text-stone-700">
              {t("downloads.draft.note", { section: section.title })}
              <textarea
                aria-label={t("downloads.draft.note", { section: section.title })}
                value={state.notes[section.id] ?? ""}
                maxLength={draft.limits.note}
                rows={3}
                placeholder={t("downloads.draft.notePlaceholder")}
                onChange={(e) => update((s) => ({ ...s, notes: { ...s.notes, [section.id]: e.target.value } }))}
                className={field}
              />
            </label>
            {noteError && (
              <p role="alert" className="text-xs text-red-700">
                {noteError}
              </p>
            )}
          </section>
        );
      })}
      <section className="space-y-2 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
        <label className="block text-lg font-semibold text-stone-900">
          {t("downloads.draft.recommendations")}
          <textarea
            aria-label={t("downloads.draft.recommendations")}
            value={state.recommendations}
            maxLength={draft.limits.recommendations}
            rows={5}
            placeholder={t("downloads.draft.recommendationsPlaceholder")}
            onChange={(e) => update((s) => ({ ...s, recommendations: e.target.value }))}
            className={`${field} font-normal`}
          />
        </label>
        {errorFor("edits.recommendations") && (
          <p role="alert" className="text-xs text-red-700">
            {errorFor("edits.recommendations")}
          </p>
        )}
      </section>
      {/* Kept in sight while scrolling: above the phone's tab bar (nav.tsx, h-16 and a border), at the foot on a desktop. */}
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-2 flex flex-wrap items-end gap-x-3 gap-y-1 border-t border-stone-200 bg-stone-50/95 px-2 py-2 lg:bottom-0">
        <p className="w-full text-xs text-stone-600 sm:order-2 sm:w-auto sm:min-w-0 sm:flex-1" aria-live="polite">
          {t("downloads.draft.changes", { count: changed })}
        </p>
        <div className="w-28 sm:order-1 sm:w-40">
          <PrintOptionFields
            language={draft.language}
            paperSize={paperSize}
            onPaperSize={setPaperSize}
            onLanguage={null}
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="ml-auto inline-flex sm:order-3 items-center justify-center gap-2 rounded-full bg-brand px-5 py-2 text-sm font-semibold text-stone-950 hover:bg-orange-500 disabled:opacity-60"
        >
          {sending && <Spinner className="size-4" />}
          {sending ? t("downloads.sending") : t("downloads.draft.print")}
        </button>
      </div>
    </form>
  );
}
