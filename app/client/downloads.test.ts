import { describe, expect, it } from "vitest";
import {
  addDownload,
  clearDownloads,
  createDownloads,
  EMPTY_DOWNLOADS,
  markDownloadOpened,
  markDownloadReady,
  updateDownloadProgress,
} from "./downloads";

// 5 Jan 2026, 09:07:42 local time: the expected text does not depend on the machine's zone
const NOW = new Date(2026, 0, 5, 9, 7, 42).getTime();

const job = {
  id: "job-1",
  user_id: "u1",
  fileName: "asha-kundli.pdf",
  name: "Asha",
  type: "Janam Kundli",
  paperSize: "A4",
};

describe("downloads", () => {
  it("adds a new item with the spec's defaults: today, now (HH:MM), not opened", () => {
    const state = addDownload(EMPTY_DOWNLOADS, job, NOW);
    expect(state.items).toEqual([{ ...job, fileid: "", date: "2026-01-05", time: "09:07", is_opened: false }]);
    expect(state.items[0]).not.toHaveProperty("url");
    expect(state.items[0]).not.toHaveProperty("progress");
  });

  it("pads single-digit months, days, hours and minutes", () => {
    const state = addDownload(EMPTY_DOWNLOADS, { id: "j" }, new Date(2026, 8, 3, 4, 5).getTime());
    expect([state.items[0]?.date, state.items[0]?.time]).toEqual(["2026-09-03", "04:05"]);
  });

  it("keeps a date and time that are given", () => {
    const state = addDownload(EMPTY_DOWNLOADS, { ...job, date: "2025-12-31", time: "23:59", progress: 10 }, NOW);
    expect(state.items[0]).toMatchObject({ date: "2025-12-31", time: "23:59", progress: 10 });
  });

  it("puts a new job first", () => {
    let state = addDownload(EMPTY_DOWNLOADS, job, NOW);
    state = addDownload(state, { ...job, id: "job-2", name: "Ravi" }, NOW);
    expect(state.items.map((item) => item.id)).toEqual(["job-2", "job-1"]);
  });

  it("merges an item with the same job id instead of adding another", () => {
    let state = addDownload(EMPTY_DOWNLOADS, job, NOW);
    state = addDownload(state, { ...job, id: "job-2" }, NOW);
    state = addDownload(
      state,
      { id: "job-1", progress: 40, name: "Asha Sharma", fileName: undefined },
      NOW + 3 * 3_600_000,
    );
    expect(state.items).toHaveLength(2);
    expect(state.items[1]).toEqual({
      ...job,
      name: "Asha Sharma",
      fileid: "",
      date: "2026-01-05",
      time: "09:07",
      is_opened: false,
      progress: 40,
    });
  });

  it("updates the progress of a job, and ignores an unknown job", () => {
    const state = addDownload(EMPTY_DOWNLOADS, job, NOW);
    expect(updateDownloadProgress(state, "job-1", 65).items[0]?.progress).toBe(65);
    expect(updateDownloadProgress(state, "nope", 65)).toBe(state);
  });

  it("ready sets fileid and url, clears progress and marks it not opened", () => {
    let state = addDownload(EMPTY_DOWNLOADS, { ...job, progress: 90, is_opened: true }, NOW);
    state = markDownloadReady(state, "job-1", { fileid: "f-77", url: "/api/downloads/f-77" });
    expect(state.items[0]).toEqual({
      ...job,
      fileid: "f-77",
      url: "/api/downloads/f-77",
      date: "2026-01-05",
      time: "09:07",
      is_opened: false,
    });
    expect(state.items[0]).not.toHaveProperty("progress");
  });

  it("marks a job opened", () => {
    const state = markDownloadOpened(addDownload(EMPTY_DOWNLOADS, job, NOW), "job-1");
    expect(state.items[0]?.is_opened).toBe(true);
  });

  it("clears all downloads at once", () => {
    expect(clearDownloads()).toEqual({ items: [] });
  });

  it("runs the whole life of a job through the store with the injected clock", () => {
    const downloads = createDownloads({ now: () => NOW });
    let notified = 0;
    downloads.subscribe(() => notified++);
    downloads.add(job);
    downloads.updateProgress("job-1", 50);
    downloads.ready("job-1", { fileid: "f1", url: "https://files.example/f1.pdf" });
    expect(downloads.getState().items[0]).toMatchObject({ time: "09:07", fileid: "f1", is_opened: false });
    downloads.opened("job-1");
    expect(downloads.getState().items[0]?.is_opened).toBe(true);
    downloads.clear();
    expect(downloads.getState().items).toEqual([]);
    expect(notified).toBe(5);
  });
});
