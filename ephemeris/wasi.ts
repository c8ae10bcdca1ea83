// Stubs for the WASI imports of swe.wasm (wasi_snapshot_preview1).
//
// swe.wasm links wasi-libc, whose stdio, environment and file code asks for these
// functions. Swiss Ephemeris only reaches them when it tries to open ephemeris files
// (.se1, seleapsec.txt) or to read the environment; in Moshier mode it needs none.
// So no file system and no environment is offered:
//   environ_sizes_get / environ_get  -> an empty environment (0 variables)
//   fd_prestat_get / fd_prestat_dir_name -> EBADF: there are no preopened directories,
//       so every open() fails (ENOENT/ENOTCAPABLE) and Swiss Ephemeris falls back to
//       Moshier; the flags it returns say so (SEFLG_MOSEPH)
//   path_open -> ENOTCAPABLE; fd_read, fd_write, fd_seek, fd_close, fd_fdstat_get,
//       fd_fdstat_set_flags -> EBADF (stdout/stderr output, never produced in normal
//       use, is dropped)
//   proc_exit -> throws (the C code would have called exit()/abort())
// Any other wasi_snapshot_preview1 import a future build might ask for gets ENOSYS.

const ERRNO_BADF = 8;
const ERRNO_NOSYS = 52;
const ERRNO_NOTCAPABLE = 76;

export class WasiExit extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`swe.wasm called proc_exit(${code})`);
    this.name = "WasiExit";
    this.code = code;
  }
}

type WasiFunction = (...args: number[]) => number;

/**
 * The import object for `new WebAssembly.Instance(module, imports)`.
 * `memory` is read lazily (the instance's memory does not exist yet when the imports are built).
 */
export function wasiImports(module: WebAssembly.Module, memory: () => WebAssembly.Memory): WebAssembly.Imports {
  const known: Record<string, WasiFunction> = {
    environ_sizes_get: (countPtr, sizePtr) => {
      const view = new DataView(memory().buffer);
      view.setUint32(countPtr, 0, true);
      view.setUint32(sizePtr, 0, true);
      return 0;
    },
    environ_get: () => 0,
    fd_prestat_get: () => ERRNO_BADF,
    fd_prestat_dir_name: () => ERRNO_BADF,
    path_open: () => ERRNO_NOTCAPABLE,
    fd_read: () => ERRNO_BADF,
    fd_write: () => ERRNO_BADF,
    fd_seek: () => ERRNO_BADF,
    fd_close: () => ERRNO_BADF,
    fd_fdstat_get: () => ERRNO_BADF,
    fd_fdstat_set_flags: () => ERRNO_BADF,
    proc_exit: (code) => {
      throw new WasiExit(code);
    },
  };
  const wasi: Record<string, WasiFunction> = {};
  for (const imp of WebAssembly.Module.imports(module)) {
    if (imp.module !== "wasi_snapshot_preview1" || imp.kind !== "function") {
      throw new Error(`swe.wasm asks for an unexpected import ${imp.module}.${imp.name} (${imp.kind})`);
    }
    wasi[imp.name] = known[imp.name] ?? (() => ERRNO_NOSYS);
  }
  return { wasi_snapshot_preview1: wasi };
}
