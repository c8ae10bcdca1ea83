/**
 * Toasts without sonner in any first load: sonner (about 9 kB gzip) is fetched with the first
 * toast, and the Toaster (toaster.tsx) mounts then; sonner replays toasts made before it
 * subscribed. Every toast of the app is one line of text.
 */
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();

/** Loads sonner once and tells the Toaster to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of wanted) listener();
  }
  return sonner;
}

/** Called once the first toast asks for sonner (at once if one already has). */
export function onSonnerWanted(listener: () => void): () => void {
  if (sonner) listener();
  wanted.add(listener);
  return () => wanted.delete(listener);
}

const show = (kind: "success" | "error" | "warning") => (message: string) => {
  void loadSonner().then(({ toast }) => toast[kind](message));
};

export const toast = { success: show("success"), error: show("error"), warning: show("warning") };
