/** The signed-in astrologer's Downloads list as the browser tests read it, through the page. */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A print job as GET /api/downloads lists it (the fields the tests read). */
export interface Download {
  id: string;
  name: string;
  status: string;
  reportType: string;
  paperSize: string;
  is_opened: boolean;
}

/** The list, fetched from the page (its session cookie). */
export async function downloads(page: Page): Promise<Download[]> {
  return page.evaluate(async () => ((await (await fetch("/api/downloads")).json()) as { data: Download[] }).data);
}

/**
 * Waits, polling every second up to `timeout` ms, until each of the print jobs is ready in the
 * list; returns the list as last read.
 */
export async function waitReady(page: Page, jobs: string | readonly string[], timeout: number): Promise<Download[]> {
  const ids = typeof jobs === "string" ? [jobs] : jobs;
  let list: Download[] = [];
  await expect
    .poll(
      async () => {
        list = await downloads(page);
        return ids.map((id) => list.find((d) => d.id === id)?.status);
      },
      { timeout, interval: 1000 },
    )
    .toEqual(ids.map(() => "ready"));
  return list;
}
