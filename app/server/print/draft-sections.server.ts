/**
 * The print Worker's side of a report draft (issue 16): the readings a report selects for a chart,
 * with their library texts, computed where the library lives (print-resources.ts), so that the
 * library never lands in the main Worker. The main Worker asks over RPC (workers/print/index.ts
 * PrintService.draft) and adds the astrologer's own texts (drafts.server.ts).
 */
import type { KundliInput } from "#engine/types.ts";
import { printResources } from "#app/i18n/print-resources";
import { defaultDeps, kundliReportInput, type ConsumerDeps } from "./consumer.server";
import { normalizeBrand } from "./pdf/brand";
import type { PaperSize } from "./pdf/paper";
import type { EditableReport } from "./reports/edits";
import { selectReadings, type ReadingSection } from "./reports/selection";
import type { FamilyDetails, ReportLanguage } from "#app/shared/reports";
import { translator } from "./translate";

export interface DraftRequest {
  type: EditableReport;
  language: ReportLanguage;
  birth: KundliInput;
  family: FamilyDetails;
  /** The report's moment (epoch ms): the dashas of the next twenty years, the running dasha's remedies. */
  generatedAt: number;
  timezone: string;
}

export async function draftSections(
  env: Env,
  request: DraftRequest,
  deps: ConsumerDeps = defaultDeps,
): Promise<ReadingSection[]> {
  const input = await kundliReportInput(
    env,
    deps,
    {
      type: request.type,
      language: request.language,
      // Nothing is drawn: paper, style and brand do not change which readings are chosen.
      paperSize: "A4" satisfies PaperSize,
      chartStyle: "north",
      brand: normalizeBrand(null),
      generatedAt: request.generatedAt,
      timezone: request.timezone,
    },
    { birth: request.birth, family: request.family },
  );
  const sections = selectReadings(input, translator(printResources, request.language));
  if (!sections) throw new Error(`a ${request.type} report has no readings to edit`);
  return sections;
}
