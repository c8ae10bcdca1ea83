// Node-only loader for swe.wasm (uses node:fs). Worker code must not import this file:
// there, import the .wasm module and call createEphemeris() from ./index.ts.

import { readFile } from "node:fs/promises";
import { createEphemeris, type Ephemeris } from "./index.ts";

const compiled = new Map<string, Promise<WebAssembly.Module>>();

/**
 * Read and compile ephemeris/swe.wasm (or `path`) and instantiate it.
 * The compiled module is cached per path; each call returns a fresh instance.
 */
export async function loadEphemerisNode(
  path: string | URL = new URL("./swe.wasm", import.meta.url),
): Promise<Ephemeris> {
  const key = String(path);
  let mod = compiled.get(key);
  if (!mod) {
    mod = readFile(path).then((bytes) => WebAssembly.compile(bytes));
    compiled.set(key, mod);
    mod.catch(() => compiled.delete(key));
  }
  return createEphemeris(await mod);
}
