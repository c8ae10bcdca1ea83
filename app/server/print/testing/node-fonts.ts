/**
 * Node-only: the report fonts read from node_modules, for unit tests and the benchmark
 * (the Worker imports the same files as modules, see ../fonts.server.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareFonts, type PreparedFonts } from "../pdf/fonts";

const require = createRequire(import.meta.url);

export function fontBytes(): { regular: Uint8Array; bold: Uint8Array } {
  const path = (weight: string) =>
    require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);
  return { regular: readFileSync(path("400Regular")), bold: readFileSync(path("600SemiBold")) };
}

let prepared: PreparedFonts | undefined;

/** Prepared once per process, as the Worker does per isolate. */
export function nodeFonts(): PreparedFonts {
  return (prepared ??= prepareFonts(fontBytes()));
}
