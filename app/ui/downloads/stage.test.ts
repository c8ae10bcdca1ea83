import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import enShell from "../../i18n/en/shell.json";
import hiShell from "../../i18n/hi/shell.json";
import type { DownloadItem, JobStatus } from "#app/shared/downloads";
import { StageBar, stageText } from "./stage";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { en: { translation: { shell: enShell } }, hi: { translation: { shell: hiShell } } },
  });
});

const item = (o: Partial<DownloadItem>): DownloadItem => ({
  id: "j1",
  fileid: "",
  user_id: "u",
  fileName: "Janam Kundli - Asha.pdf",
  name: "Asha",
  type: "Janam Kundli",
  paperSize: "A4",
  date: "2026-11-24",
  time: "09:00",
  is_opened: false,
  ...o,
});
const bar = (i: DownloadItem, status: JobStatus) =>
  renderToStaticMarkup(createElement(StageBar, { item: i, status, label: stageText(i, status, i18n.t) }));

describe("a running download's progress", () => {
  it("is indeterminate while the job waits in the queue: no value, no 0 %", () => {
    const waiting = item({ progress: 0, stage: "waiting" });
    expect(stageText(waiting, "queued", i18n.t)).toBe("Waiting in the print queue…");
    const html = bar(waiting, "queued");
    expect(html).not.toContain("aria-valuenow");
    expect(html).not.toContain("0%");
    expect(html).toContain('aria-valuetext="Waiting in the print queue…"');
    expect(html).toContain('data-stage="waiting"');
  });

  it("names the print Worker's stage and shows its share", () => {
    expect(stageText(item({ progress: 10, stage: "calculating" }), "rendering", i18n.t)).toBe("Calculating the chart…");
    expect(stageText(item({ progress: 80, stage: "storing" }), "rendering", i18n.t)).toBe("Saving the PDF…");
    const html = bar(item({ progress: 40, stage: "drawing" }), "rendering");
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('aria-valuetext="Drawing the pages…"');
    expect(html).toContain("width:40%");
    // An item that has not heard its stage yet (the answer to Generate) is not shown as 0 %.
    expect(bar(item({ progress: 0 }), "rendering")).not.toContain("aria-valuenow");
  });

  it("speaks Hindi", async () => {
    await i18n.changeLanguage("hi");
    expect(stageText(item({ stage: "drawing", progress: 40 }), "rendering", i18n.t)).toBe("पृष्ठ बन रहे हैं…");
    await i18n.changeLanguage("en");
  });
});
