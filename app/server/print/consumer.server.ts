/**
 * The print-queue consumer. For each message (one job id):
 *   claim the job (a conditional UPDATE: a second delivery finds it taken or done and stops) →
 *   compute the Kundli or Match through the calculation Worker → render the PDF → put it in R2
 *   at reports/<user>/<job>.pdf → mark ready, count the report and notify, in one D1 batch.
 * A failure releases the job and retries the message with back-off; once the queue's retries
 * are spent the message lands in kundli-print-dlq, whose batches (same handler, told apart by
 * batch.queue) mark the item failed with a Retry. A report never made is never counted.
 */
import type { DayPanchang } from "#engine/day-panchang.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { Match } from "#engine/match.ts";
import type { CalcResult } from "#engine/result.ts";
import type { KundliInput, Sign } from "#engine/types.ts";
import { parseCalcJson } from "#app/server/calc.server";
import { printResources } from "#app/i18n/print-resources";
import { jobNotice as notice } from "./notices.server";
import {
  claimJob,
  failJob,
  finishJob,
  getJob,
  parseJobBrand,
  parseJobInput,
  PROGRESS,
  releaseJob,
  setProgress,
  type PrintJob,
} from "./jobs.server";
import { reportFonts } from "./fonts.server";
import { normalizeBrand } from "./pdf/brand";
import { renderReport } from "./render";
import type { FamilyDetails, PrintType, ReportInput } from "./reports/context";
import { parseEdits } from "./reports/edits";
import { consumeBatchJob, deadBatchJob } from "#app/server/match/batch-job-consumer.server";
import { type BatchJobMessage, isBatchJobMessage } from "#app/server/match/batch-job.server";
import { localStamp, type PrintMessage } from "./requests.server";
import { kundliRequest } from "./sections";
import { translator } from "./translate";

export const DEAD_LETTER_QUEUE = "kundli-print-dlq";
/** A job held by a consumer within its lease is looked at again after this; three such retries outlast the lease. */
const BUSY_RETRY_SECONDS = 150;

/** Seconds before the next attempt: 5, 10, 20, 40 … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));
}

function isPrintMessage(body: unknown): body is PrintMessage {
  return typeof body === "object" && body !== null && typeof (body as PrintMessage).jobId === "string";
}

/** The hooks a test may replace: the calculation and the renderer. */
export interface ConsumerDeps {
  calcKundli(env: Env, input: unknown): Promise<Kundli>;
  calcMatch(env: Env, input: unknown): Promise<Match>;
  calcPanchang(env: Env, input: unknown): Promise<DayPanchang>;
  render: typeof renderReport;
}

class CalcFailure extends Error {}

function unwrap<T>(result: CalcResult<T>): T {
  if (result.ok) return result.value;
  throw new CalcFailure(`calc refused the input: ${result.error.code} ${result.error.field ?? ""}`.trim());
}

export const defaultDeps: ConsumerDeps = {
  calcKundli: async (env, input) => parseCalcJson<Kundli>(unwrap(await env.CALC.kundli(input))),
  calcMatch: async (env, input) => parseCalcJson<Match>(unwrap(await env.CALC.match(input))),
  calcPanchang: async (env, input) => parseCalcJson<DayPanchang>(unwrap(await env.CALC.panchang(input))),
  render: renderReport,
};

/** Saturn's sign now, seen from the birth place: a chart of this moment through the same engine. */
async function transitSaturn(env: Env, deps: ConsumerDeps, birth: KundliInput, now: number): Promise<Sign> {
  const { date, time } = localStamp(now, birth.place.timezone);
  const chart = await deps.calcKundli(env, {
    name: "transit",
    gender: "male",
    date,
    time,
    place: birth.place,
    options: birth.options,
    dashaLevels: 1,
  });
  const saturn = chart.planets.find((p) => p.planet === "Saturn");
  if (!saturn) throw new Error("no Saturn in the transit chart");
  return saturn.sign;
}

/** Logos are uploaded up to 2 MB (accounts/files.server.ts); anything larger is not ours. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The logo's bytes from R2, or undefined: a missing or unreadable logo never fails a report. */
export async function loadLogo(env: Env, key: string): Promise<Uint8Array | undefined> {
  if (!key) return undefined;
  try {
    const object = await env.FILES.get(key);
    if (!object || object.size > MAX_LOGO_BYTES) return undefined;
    return new Uint8Array(await object.arrayBuffer());
  } catch (error) {
    console.warn("logo not read", key, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** What every report's input has besides the chart: from the job, or from a draft's request. */
type BaseInput = Omit<ReportInput, "kundli" | "family" | "transitSaturnSign" | "match" | "panchang">;

/** A report of one person's Kundli: the calculation, and Saturn's sign now when the report reads it. */
export async function kundliReportInput(
  env: Env,
  deps: ConsumerDeps,
  base: BaseInput,
  person: { birth: KundliInput; family: FamilyDetails; year?: number },
): Promise<ReportInput> {
  const now = base.generatedAt;
  const kundli = await deps.calcKundli(env, kundliRequest(base.type, person.birth, now, person.year));
  const needsTransit = base.type === "dosha" || base.type === "janam-kundli";
  // With the transit section (the Janam Kundli's Sade Sati page) Saturn's sign is in the answer already.
  const saturnNow = kundli.transit?.planets.find((p) => p.planet === "Saturn")?.sign;
  const transitSaturnSign = saturnNow ?? (needsTransit ? await transitSaturn(env, deps, person.birth, now) : undefined);
  return { ...base, kundli, family: person.family, ...(transitSaturnSign ? { transitSaturnSign } : {}) };
}

async function buildInput(env: Env, deps: ConsumerDeps, job: PrintJob, now: number): Promise<ReportInput> {
  const input = parseJobInput(job);
  const brand = normalizeBrand(parseJobBrand(job));
  const logo = await loadLogo(env, brand.logo);
  const edits = parseEdits(job.edits);
  const base: BaseInput = {
    type: job.report_type as PrintType,
    language: job.language,
    paperSize: job.paper_size,
    chartStyle: job.chart_style,
    brand,
    ...(logo ? { logo } : {}),
    generatedAt: now,
    timezone: job.timezone,
    ...(edits ? { edits } : {}),
  };
  if (input.kind === "match") {
    const match = await deps.calcMatch(env, { boy: input.boy, girl: input.girl });
    return { ...base, match };
  }
  if (input.kind === "panchang") {
    const panchang = await deps.calcPanchang(env, { date: input.date, place: input.place, options: input.options });
    return { ...base, panchang };
  }
  return kundliReportInput(env, deps, base, input);
}

export function reportKey(job: Pick<PrintJob, "user_id" | "id">): string {
  return `reports/${job.user_id}/${job.id}.pdf`;
}

async function renderJob(env: Env, deps: ConsumerDeps, job: PrintJob, claim: string): Promise<void> {
  const now = Date.now();
  const input = await buildInput(env, deps, job, now);
  await setProgress(env, job.id, claim, PROGRESS.computed);
  const pdf = await deps.render(input, { fonts: reportFonts(), t: translator(printResources, job.language) });
  await setProgress(env, job.id, claim, PROGRESS.rendered);
  const key = reportKey(job);
  await env.FILES.put(key, pdf, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { job: job.id, user: job.user_id },
  });
  const finished = await finishJob(env, job, claim, { key, size: pdf.byteLength }, notice(job, "ready"));
  if (!finished) console.warn("print job finished elsewhere", job.id);
}

async function handleMessage(env: Env, deps: ConsumerDeps, message: Message<unknown>): Promise<void> {
  if (!isPrintMessage(message.body)) {
    console.error("print queue: message without a job id", message.id);
    message.ack();
    return;
  }
  const { jobId } = message.body;
  const claim = await claimJob(env, jobId);
  if (!claim) {
    const job = await getJob(env, jobId);
    // Done, failed, cancelled or gone: a repeated delivery has nothing to do.
    if (!job || job.status !== "rendering") message.ack();
    // Someone holds it within its lease: look again later (if it died, the lease runs out).
    else message.retry({ delaySeconds: BUSY_RETRY_SECONDS });
    return;
  }
  const job = (await getJob(env, jobId))!;
  try {
    await renderJob(env, deps, job, claim);
    message.ack();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error("print job failed", jobId, `attempt ${message.attempts}`, reason);
    await releaseJob(env, jobId, claim, reason);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** Dead letters: the retries are spent; the item becomes failed with a Retry, and its owner is told. */
async function handleDeadLetter(env: Env, message: Message<unknown>): Promise<void> {
  if (isPrintMessage(message.body)) {
    const job = await getJob(env, message.body.jobId);
    if (job && (job.status === "queued" || job.status === "rendering")) await failJob(env, job, notice(job, "failed"));
  }
  message.ack();
}

export async function consumePrintBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  deps: ConsumerDeps = defaultDeps,
): Promise<void> {
  const deadLetters = batch.queue === DEAD_LETTER_QUEUE;
  // One at a time: a Janam Kundli takes a good share of a CPU second, and the batch is small.
  for (const message of batch.messages) {
    // Batch matching's queued jobs share the queue (docs/decisions/0021).
    if (isBatchJobMessage(message.body))
      await (deadLetters ? deadBatchJob : consumeBatchJob)(env, message as Message<BatchJobMessage>);
    else if (deadLetters) await handleDeadLetter(env, message);
    else await handleMessage(env, deps, message);
  }
}
