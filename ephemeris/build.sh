#!/usr/bin/env bash
# Build ephemeris/swe.wasm: Swiss Ephemeris (C sources from the npm package `sweph`,
# pinned below) compiled with Debian's clang + lld + wasi-libc to a standalone
# wasm32-wasi *reactor* module (no Emscripten glue, no JS runtime of its own).
#
# Usage: ephemeris/build.sh [OUTPUT]        (default OUTPUT: ephemeris/swe.wasm)
#
# Environment:
#   SWEPH_TGZ     use this local copy of the sweph tarball instead of `npm pack`
#                 (its sha256 is still checked against the pinned one)
#   WASI_SYSROOT  wasi-libc sysroot (default /usr, Debian's layout:
#                 /usr/include/wasm32-wasi, /usr/lib/wasm32-wasi)
#   CLANG         compiler (default clang)
#
# Exits 0 with "skipped: clang not available" when the toolchain is missing,
# so CI machines without it do not fail; ephemeris/check.sh relies on this.
# The output is reproducible: same sources + same toolchain => same bytes.
set -euo pipefail

# ---- pinned inputs ---------------------------------------------------------
SWEPH_VERSION="2.10.3-b-1"          # npm package version (Swiss Ephemeris 2.10.03)
SWEPH_TGZ_SHA256="eb89fdeadd2cdf073b30d99616736ead3cb0c44eacbcb7a92eb6b20149540304"
SE_VERSION_EXPECTED="2.10.03"       # SE_VERSION in swisseph/sweph.h

# Functions the loader (ephemeris/index.ts) calls, plus the allocator.
EXPORTS=(
  swe_version swe_julday swe_revjul
  swe_calc_ut swe_set_sid_mode swe_get_ayanamsa_ex_ut
  swe_houses_ex swe_rise_trans swe_sidtime swe_sidtime0 swe_deltat_ex
  swe_set_ephe_path swe_close
  malloc free
)
# Compiled in this order (the order is part of the reproducible build).
SOURCES=(swecl.c swedate.c swehouse.c swejpl.c swemmoon.c swemplan.c sweph.c swephlib.c)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/swe.wasm}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

CLANG="${CLANG:-clang}"
SYSROOT="${WASI_SYSROOT:-/usr}"
WASI_INC="$SYSROOT/include/wasm32-wasi"
WASI_LIB="$SYSROOT/lib/wasm32-wasi"

# ---- toolchain check: skip (exit 0) when absent ------------------------------
missing=()
command -v "$CLANG" >/dev/null 2>&1 || missing+=("clang")
command -v wasm-ld >/dev/null 2>&1 || missing+=("lld (wasm-ld)")
[ -f "$WASI_INC/stdio.h" ] && [ -f "$WASI_LIB/libc.a" ] || missing+=("wasi-libc ($SYSROOT)")
if [ "${#missing[@]}" -gt 0 ]; then
  echo "skipped: clang not available (missing: ${missing[*]}; on Debian: apt-get install clang lld wasi-libc)"
  exit 0
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/swe-build.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

# ---- sources ---------------------------------------------------------------
if [ -n "${SWEPH_TGZ:-}" ]; then
  cp "$SWEPH_TGZ" "$tmp/sweph.tgz"
else
  command -v npm >/dev/null 2>&1 || { echo "error: npm is needed to fetch sweph@$SWEPH_VERSION (or set SWEPH_TGZ)" >&2; exit 1; }
  (cd "$tmp" && npm pack "sweph@$SWEPH_VERSION" --silent >/dev/null 2>"$tmp/npm.log") || {
    echo "error: npm pack sweph@$SWEPH_VERSION failed:" >&2; cat "$tmp/npm.log" >&2; exit 1; }
  mv "$tmp"/sweph-*.tgz "$tmp/sweph.tgz"
fi
got="$(sha256sum "$tmp/sweph.tgz" | cut -d' ' -f1)"
if [ "$got" != "$SWEPH_TGZ_SHA256" ]; then
  echo "error: sweph tarball sha256 $got, expected $SWEPH_TGZ_SHA256" >&2
  exit 1
fi
tar -xzf "$tmp/sweph.tgz" -C "$tmp"
src="$tmp/src"
mv "$tmp/package/swisseph" "$src"
se_version="$(sed -n 's/^#define SE_VERSION *"\([^"]*\)".*/\1/p' "$src/sweph.h")"
if [ "$se_version" != "$SE_VERSION_EXPECTED" ]; then
  echo "error: sweph.h says SE_VERSION $se_version, expected $SE_VERSION_EXPECTED" >&2
  exit 1
fi

# ---- compile + link ----------------------------------------------------------
# NO_SWE_GLP: leave out the dlopen()-based plug-in hook (needs <dlfcn.h>).
# -nodefaultlibs -lc -lm: Debian ships no wasm32 compiler-rt builtins, and none
#   are needed (no long double arithmetic is linked in).
# --stack-first + 1 MiB stack: a stack overflow traps instead of corrupting data.
# --strip-all: no names/debug sections, so no build paths end up in the file.
ldexports=()
for e in "${EXPORTS[@]}"; do ldexports+=("-Wl,--export=$e"); done
cd "$src"
"$CLANG" --target=wasm32-wasi --sysroot="$SYSROOT" -isystem "$WASI_INC" \
  -O2 -DNO_SWE_GLP -ffile-prefix-map="$src"=. -w \
  -mexec-model=reactor -nodefaultlibs \
  -Wl,--no-entry -Wl,--gc-sections -Wl,--strip-all \
  -Wl,--stack-first -Wl,-z,stack-size=1048576 \
  "${ldexports[@]}" \
  -L"$WASI_LIB" -o "$tmp/swe.wasm" "${SOURCES[@]}" -lc -lm

mkdir -p "$(dirname "$out")"
cp "$tmp/swe.wasm" "$out"
size="$(wc -c <"$out" | tr -d ' ')"
gz="$(gzip -9 -n -c "$out" | wc -c | tr -d ' ')"
echo "built $out"
echo "  sweph $SWEPH_VERSION (Swiss Ephemeris $se_version), $("$CLANG" --version | head -n1)"
echo "  size $size bytes ($gz gzip -9), sha256 $(sha256sum "$out" | cut -d' ' -f1)"
