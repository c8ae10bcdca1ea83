/**
 * What `wrangler deploy` would ship, read from `npm run build`'s output (scripts/test.ts builds
 * first): every Worker's config carries production values only, passes `wrangler deploy
 * --dry-run`, and fits its size budget; the main Worker carries no PDF code.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_AREAS } from "#app/i18n/areas";
import { unsafeConfig } from "#app/server/security.server";
import { BUILT_CONFIGS, ROOT, toolEnv } from "../../scripts/env.ts";

/** gzip KiB as wrangler reports it. Main: issue 12; calc: issue 3 (under 1 MB); print: the free plan's 3 MiB. */
const BUDGET_KIB = { main: 400, calc: 1000, print: 3072 } as const;

const PRODUCTION_VARS = {
  main: { ENVIRONMENT: "production", SMS_PROVIDER: "msg91", EMAIL_PROVIDER: "resend", PAYMENT_PROVIDER: "razorpay" },
  calc: {},
  print: { ENVIRONMENT: "production", EMAIL_PROVIDER: "resend", SITE_ORIGIN: "https://kundli.example.in" },
} as const;

interface BuiltConfig {
  vars?: Record<string, string>;
  queues?: { consumers?: { queue: string }[] };
  triggers?: { crons?: string[] };
  services?: { binding: string; service: string; entrypoint?: string }[];
}

const read = (worker: keyof typeof BUILT_CONFIGS): BuiltConfig =>
  JSON.parse(readFileSync(path.join(ROOT, BUILT_CONFIGS[worker]), "utf8")) as BuiltConfig;

describe.each(Object.keys(BUILT_CONFIGS) as (keyof typeof BUILT_CONFIGS)[])("the built %s Worker", (worker) => {
  it("ships production values only", () => {
    const vars = read(worker).vars ?? {};
    expect(vars).toEqual(PRODUCTION_VARS[worker]);
    if (worker !== "calc") expect(unsafeConfig(vars)).toBeNull();
  });

  it(`passes wrangler deploy --dry-run within ${BUDGET_KIB[worker]} KiB gzip, with production bindings`, () => {
    const run = spawnSync("wrangler", ["deploy", "--dry-run", "-c", BUILT_CONFIGS[worker]], {
      cwd: ROOT,
      env: toolEnv(),
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(run.stdout);
    expect(size, run.stdout).not.toBeNull();
    const gzip = Number(size![2]);
    console.log(`${worker} Worker: ${size![1]} KiB, ${gzip} KiB gzip (budget ${BUDGET_KIB[worker]} KiB)`);
    expect(gzip).toBeLessThanOrEqual(BUDGET_KIB[worker]);
    // The bindings wrangler would deploy: the production values, never a development one.
    for (const [name, value] of Object.entries(PRODUCTION_VARS[worker]))
      expect(run.stdout).toContain(`env.${name} ("${value}")`);
    expect(run.stdout).not.toMatch(/"(development|outbox|test)"/);
  }, 120_000);
});

describe("the split between the Workers", () => {
  it("the main Worker only produces print jobs: no consumer, no cron, and no PDF code in its bundle", () => {
    const main = read("main");
    expect(main.queues?.consumers ?? []).toEqual([]);
    expect(main.triggers?.crons ?? []).toEqual([]);
    expect(main.services).toContainEqual({ binding: "PRINT", service: "kundli-print", entrypoint: "PrintService" });
    const dir = path.join(ROOT, path.dirname(BUILT_CONFIGS.main));
    const sources = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js.map"))
      .flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { sources: string[] }).sources);
    expect(sources.length).toBeGreaterThan(100);
    // The request side keeps only the print vocabulary (paper sizes, brand fields, the edits' shape
    // and limits: reports/edits.ts), no renderer and no readings library (reports/selection, library).
    const pdfCode = /node_modules\/(pdfkit|fontkit|linebreak|@expo-google-fonts)\/|app\/server\/print\/(pdf\/(writer|fonts|chart|logo)|render|reports\/(?!types|edits\.)|consumer|draft-sections)|i18n\/print/;
    expect(sources.filter((s) => pdfCode.test(s))).toEqual([]);
  });

  it("the main Worker carries no screen texts: it reads them from the client build's assets, which hold every area", () => {
    const dir = path.join(ROOT, path.dirname(BUILT_CONFIGS.main));
    const sources = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js.map"))
      .flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { sources: string[] }).sources);
    expect(sources.filter((s) => /app\/i18n\/(en|hi)\/[\w-]+\.json$/.test(s))).toEqual([]);
    expect(read("main")).toMatchObject({ assets: { binding: "ASSETS" } });
    const bundle = readFileSync(path.join(dir, "index.js"), "utf8");
    const assets = path.join(ROOT, "build/client/assets");
    // The version of the browser's files: the one directory of them in the client build.
    const version = readdirSync(assets).find((f) => /^i18n-[0-9a-f]{10}$/.test(f));
    expect(version).toBeDefined();
    expect(bundle).toContain(version!.slice("i18n-".length));
    for (const language of ["en", "hi"]) {
      const source = (area: string) =>
        JSON.parse(readFileSync(path.join(ROOT, "app/i18n", language, `${area}.json`), "utf8")) as unknown;
      const areas = readdirSync(path.join(ROOT, "app/i18n", language))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.slice(0, -5))
        .sort();
      // The server's copy: one file with every area.
      const name = new RegExp(`/assets/(i18n-${language}-[0-9a-f]{10}\\.json)`).exec(bundle)?.[1];
      expect(name, language).toBeDefined();
      const shipped = JSON.parse(readFileSync(path.join(assets, name!), "utf8")) as Record<string, unknown>;
      expect(Object.keys(shipped).sort()).toEqual(areas);
      for (const area of areas) expect(shipped[area], area).toEqual(source(area));
      // The browser's: the core in one file, every other area in its own (docs/decisions/0037).
      const byArea = path.join(assets, version!, language);
      const files = readdirSync(byArea).map((f) => f.slice(0, -5));
      const core = JSON.parse(readFileSync(path.join(byArea, "core.json"), "utf8")) as Record<string, unknown>;
      expect(Object.keys(core).sort()).toEqual([...CORE_AREAS].sort());
      expect([...Object.keys(core), ...files.filter((f) => f !== "core")].sort()).toEqual(areas);
      for (const area of areas) {
        const file = CORE_AREAS.includes(area) ? core : (JSON.parse(readFileSync(path.join(byArea, `${area}.json`), "utf8")) as Record<string, unknown>);
        expect(file[area], `${language}/${area}`).toEqual(source(area));
      }
    }
  });

  it("the print Worker consumes the queue and its dead-letter queue and runs the sweeper", () => {
    const print = read("print");
    expect(print.queues?.consumers?.map((c) => c.queue).sort()).toEqual(["kundli-print", "kundli-print-dlq"]);
    expect(print.triggers?.crons).toEqual(["*/5 * * * *", "30 0 * * *"]);
    expect(print.services).toContainEqual({ binding: "CALC", service: "kundli-calc", entrypoint: "CalcService" });
  });
});
