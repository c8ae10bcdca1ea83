import { launch, newPage } from "./tests/e2e/browser.ts";
import { signIn, createKundli, VARANASI_1990 } from "./tests/e2e/kundli-helpers.ts";
const base = process.argv[2]!;
const target = process.argv[3] ?? "/main";
const browser = await launch();
const { page, context } = await newPage(browser, base, { width: 412, height: 823 });
await signIn(page);
let path = target;
if (target === "kundli") path = `/main/kundli/${await createKundli(page, VARANASI_1990)}`;
const ctx2 = process.env.NOJS ? await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState(), viewport: { width: 412, height: 823 } }) : context;
const p2 = await ctx2.newPage();
p2.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
await p2.addInitScript(() => {
  const w = window as any;
  w.__log = [];
  const t0 = performance.now();
  new MutationObserver((records) => {
    let removed = 0, added = 0;
    for (const r of records) { removed += r.removedNodes.length; added += r.addedNodes.length; }
    if (removed > 0) w.__log.push(`${(performance.now()).toFixed(0)} removed ${removed} added ${added} in ${(records[0]!.target as Element).nodeName}`);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) w.__log.push(`${e.startTime.toFixed(0)} ${e.entryType} ${e.name ?? ""} ${e.element?.textContent?.slice(0, 40) ?? ""} size=${e.size ?? ""}`);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) w.__log.push(`${e.startTime.toFixed(0)} ${e.name}`);
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("DOMContentLoaded", () => w.__log.push(`${performance.now().toFixed(0)} DCL`));
  window.addEventListener("load", () => w.__log.push(`${performance.now().toFixed(0)} load`));
});
const cdp = await ctx2.newCDPSession(p2);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.CPU ?? 4) });
await p2.goto(base + path, { waitUntil: "networkidle" });
await p2.waitForTimeout(1000);
console.log((await p2.evaluate(() => (window as any).__log)).join("\n"));
await browser.close();
