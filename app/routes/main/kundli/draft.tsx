/**
 * /main/kundli/:id/draft?report=life-report&language=en|hi&paper=A4 — edit a report before
 * printing it (issue 16): every section's readings for this Kundli, with the astrologer's own
 * texts in place of the library's where they kept one; rewrite, remove, add notes and
 * recommendations, then print (POST /api/print/kundli with the edits).
 */
import type { TextsHandle } from "#app/i18n/areas";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, parseWith } from "#app/server/http.server";
import { DraftBody, reportDraft } from "#app/server/print/drafts.server";
import { ReportDraft } from "#app/ui/downloads/report-draft";
import { Screen } from "#app/ui/shell/screen";
import type { Route } from "./+types/draft";
import { rowId } from "./records.server";

/** The text areas this screen shows beyond the core (docs/decisions/0037). */
export const handle: TextsHandle = { texts: ["kundli", "report"] };

const PAPERS = ["A4", "Letter", "A5"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const actor = await requireActor(request, env);
  const url = new URL(request.url);
  const paper = url.searchParams.get("paper");
  try {
    const body = parseWith(DraftBody, {
      // The Kundli screen's address (its row id), or the uid a print form knows it by.
      kundaliId: rowId(params.id) ?? params.id,
      reportType: url.searchParams.get("report") ?? "life-report",
      language: url.searchParams.get("language") ?? "en",
    });
    return {
      paperSize: PAPERS.find((p) => p === paper) ?? null,
      draft: await reportDraft(env, actor, body),
    };
  } catch (error) {
    // A Kundli out of reach is 404 as one that does not exist; a bad report or language, 400.
    if (error instanceof ApiError && error.status < 500) throw data(null, { status: error.status });
    throw error;
  }
}

export default function DraftScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { draft, paperSize } = loaderData;
  return (
    <Screen
      title={t("downloads.draft.title", { report: t(`report.types.${draft.reportType}`), name: draft.name })}
      lead={t("downloads.draft.lead")}
    >
      <div className="space-y-4">
        <Link
          to={`/main/kundli/${draft.kundli.id}`}
          className="inline-block text-sm font-medium text-brand-strong underline-offset-2 hover:underline"
        >
          {t("downloads.draft.back")}
        </Link>
        <ReportDraft
          key={`${draft.reportType}-${draft.language}`}
          draft={draft}
          kundaliId={draft.kundli.uid}
          paperSize={paperSize}
        />
      </div>
    </Screen>
  );
}
