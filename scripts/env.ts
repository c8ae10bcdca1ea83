/**
 * The environment every script runs its tools in: telemetry and network look-ups off
 * (the machines reach only package registries), and where local state lives.
 */
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

export const QUIET_ENV: Record<string, string> = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
};

/** Local D1/R2/queue state; tests point this elsewhere so they never touch your data. */
export function stateDir(): string {
  return path.resolve(ROOT, process.env.KUNDLI_STATE_DIR ?? ".wrangler/state");
}

export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...QUIET_ENV, ...extra };
}

/**
 * Local development values reach the Workers the Cloudflare way, through .dev.vars beside each
 * config (never committed, never deployed): made from the committed examples when missing.
 * wrangler.jsonc itself holds production values.
 */
export function ensureDevVars(): void {
  for (const dir of [ROOT, path.join(ROOT, "workers/print")]) {
    const target = path.join(dir, ".dev.vars");
    if (!existsSync(target)) {
      copyFileSync(path.join(dir, ".dev.vars.example"), target);
      console.log(`  made ${path.relative(ROOT, target)} from its .example (development values, local only)`);
    }
  }
}

/** The production builds of `npm run build`: the main Worker and the two auxiliary ones. */
export const BUILT_CONFIGS = {
  main: "build/server/wrangler.json",
  calc: "dist/kundli_calc/wrangler.json",
  print: "dist/kundli_print/wrangler.json",
} as const;
