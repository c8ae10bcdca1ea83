/**
 * Downloads (spec §3, §4): a print job is added (or merged into the item with the same job id),
 * its progress updated, then it is ready (file id and URL set, progress gone, not yet opened),
 * then opened. All items can be cleared at once. Pure transitions first, then a store.
 */
import { createStore, type Store } from "./store";
import { localDate, localTime } from "./time";
import type { DownloadItem } from "#app/shared/downloads";

/** What `add` needs: the job id; the rest as known (defaults per spec §3 for a new item). */
export type NewDownload = Pick<DownloadItem, "id"> & Partial<Omit<DownloadItem, "id">>;

export interface DownloadsState {
  items: DownloadItem[];
}

export const EMPTY_DOWNLOADS: DownloadsState = { items: [] };

/** Adds a new item first in the list, or merges the given fields into the item with that id. */
export function addDownload(state: DownloadsState, input: NewDownload, now: number): DownloadsState {
  const fields = definedOnly(input);
  const index = state.items.findIndex((item) => item.id === input.id);
  if (index >= 0) return { items: state.items.map((item, i) => (i === index ? { ...item, ...fields } : item)) };
  const item: DownloadItem = {
    fileid: "",
    user_id: "",
    fileName: "",
    name: "",
    type: "",
    paperSize: "",
    date: localDate(now),
    time: localTime(now),
    is_opened: false,
    ...fields,
    id: input.id,
  };
  return { items: [item, ...state.items] };
}

export function updateDownloadProgress(state: DownloadsState, id: string, progress: number): DownloadsState {
  return change(state, id, (item) => ({ ...item, progress }));
}

/** The file exists: its id and URL are set, progress is cleared and it counts as not opened. */
export function markDownloadReady(
  state: DownloadsState,
  id: string,
  file: { fileid: string; url: string },
): DownloadsState {
  return change(state, id, ({ progress: _progress, ...item }) => ({
    ...item,
    fileid: file.fileid,
    url: file.url,
    is_opened: false,
  }));
}

export function markDownloadOpened(state: DownloadsState, id: string): DownloadsState {
  return change(state, id, (item) => ({ ...item, is_opened: true }));
}

export function clearDownloads(): DownloadsState {
  return { items: [] };
}

function change(state: DownloadsState, id: string, update: (item: DownloadItem) => DownloadItem): DownloadsState {
  if (!state.items.some((item) => item.id === id)) return state;
  return { items: state.items.map((item) => (item.id === id ? update(item) : item)) };
}

/** `undefined` never overwrites a field already known when merging. */
function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export interface DownloadsStore extends Store<DownloadsState> {
  add(input: NewDownload): void;
  updateProgress(id: string, progress: number): void;
  ready(id: string, file: { fileid: string; url: string }): void;
  opened(id: string): void;
  clear(): void;
}

export function createDownloads({ now = () => Date.now() }: { now?: () => number } = {}): DownloadsStore {
  const store = createStore<DownloadsState>(EMPTY_DOWNLOADS);
  return {
    ...store,
    add: (input) => store.setState((state) => addDownload(state, input, now())),
    updateProgress: (id, progress) => store.setState((state) => updateDownloadProgress(state, id, progress)),
    ready: (id, file) => store.setState((state) => markDownloadReady(state, id, file)),
    opened: (id) => store.setState((state) => markDownloadOpened(state, id)),
    clear: () => store.setState(clearDownloads()),
  };
}
