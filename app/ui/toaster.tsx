import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, onSonnerWanted } from "./toast";

/**
 * Toasts per spec §9: top-centre, rich colours, at most 3 visible, 4 s, gap 14 px.
 * The 356 px width and the 45 px swipe-to-dismiss threshold are sonner's own constants
 * (TOAST_WIDTH, SWIPE_THRESHOLD in sonner 2.0.8); the toaster test checks the rendered width.
 */
export const TOAST_SETTINGS = {
  position: "top-center",
  richColors: true,
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
} as const;

const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster when the first toast is asked for (toast.ts), not before. */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onSonnerWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense>
      <Sonner {...TOAST_SETTINGS} closeButton />
    </Suspense>
  ) : null;
}
