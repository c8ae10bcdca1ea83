/**
 * The report fonts inside the Worker: Noto Sans Devanagari (OFL-1.1, from
 * @expo-google-fonts/noto-sans-devanagari), regular and semi-bold, bundled as inline data
 * (base64 in the print chunk, decoded once per isolate). Vite's `?inline` works in the build,
 * in `vite dev` and in the Workers tests alike; the cost is measured in scripts/bench.ts.
 */
import bold from "@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf?inline";
import regular from "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?inline";
import { prepareFonts, type PreparedFonts } from "./pdf/fonts";

function decode(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let fonts: PreparedFonts | undefined;

/** Parsed once per isolate; shaped words are shared by every report the isolate makes. */
export function reportFonts(): PreparedFonts {
  return (fonts ??= prepareFonts({ regular: decode(regular), bold: decode(bold) }));
}
