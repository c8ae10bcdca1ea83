import { writeFileSync } from "node:fs";
import { launch, newPage } from "./tests/e2e/browser.ts";
import { signIn } from "./tests/e2e/kundli-helpers.ts";
const base = process.argv[2]!;
const path = process.argv[3] ?? "/main";
const browser = await launch();
const { page, context } = await newPage(browser, base, { width: 412, height: 823 });
await signIn(page);
const p2 = await context.newPage();
await p2.goto("about:blank");
const cdp = await context.newCDPSession(p2);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.CPU ?? 4) });
await browser.startTracing(p2, { screenshots: true, categories: ["toplevel","loading","v8.execute","devtools.timeline","disabled-by-default-devtools.timeline","disabled-by-default-devtools.screenshot","blink.user_timing"] });
await p2.goto(base + path, { waitUntil: "networkidle" });
await p2.waitForTimeout(500);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const nav = traceEvents.find((e: any) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").includes(path));
const t0 = nav.ts;
const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
const rm = new Set(traceEvents.filter((e: any) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e: any) => `${e.pid}:${e.tid}`));
let shot = 0;
for (const e of traceEvents.sort((a: any, b: any) => a.ts - b.ts)) {
  if (e.ts < t0 || e.ts - t0 > 4e6) continue;
  const onMain = rm.has(`${e.pid}:${e.tid}`);
  if (["firstContentfulPaint", "largestContentfulPaint::Candidate", "MarkDOMContent", "MarkLoad", "firstPaint"].includes(e.name)) console.log(rel(e.ts), "MARK", e.name);
  else if (onMain && e.ph === "X" && ["ParseHTML", "EvaluateScript", "v8.evaluateModule", "FunctionCall", "Layout", "Paint", "UpdateLayoutTree", "v8.compileModule", "RunMicrotasks", "TimerFire", "FireAnimationFrame"].includes(e.name) && e.dur > 3000)
    console.log(rel(e.ts), e.name, (e.dur / 1000).toFixed(1), e.args?.beginData?.startLine ?? "", String(e.args?.data?.url ?? "").slice(-30));
  else if (e.name === "ResourceSendRequest") console.log(rel(e.ts), "REQ", String(e.args.data.url).slice(-45));
  else if (e.name === "Screenshot") { const f = `/tmp/lb/shot-${rel(e.ts)}.jpg`; writeFileSync(f, Buffer.from(e.args.snapshot, "base64")); shot++; console.log(rel(e.ts), "SHOT", f); }
}
await browser.close();
