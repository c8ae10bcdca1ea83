import { useSyncExternalStore } from "react";

// The browser's clock, read at most once a minute so that every render in that minute agrees
// (useSyncExternalStore needs a stable snapshot). On the server and during hydration: null, so
// that "today" never makes the server's HTML differ from the browser's.
let cached = 0;
function snapshot(): number {
  const now = Date.now();
  if (now - cached >= 60_000) cached = now;
  return cached;
}
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};

/** Now (epoch ms) in the browser, null while server HTML is on screen. */
export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, snapshot, () => null);
}
