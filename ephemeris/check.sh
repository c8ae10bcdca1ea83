#!/usr/bin/env bash
# Rebuild Swiss Ephemeris into a temporary file and compare it byte for byte with
# the committed ephemeris/swe.wasm.
#   exit 0  identical, or "skipped" (toolchain missing: clang, lld, wasi-libc)
#   exit 1  mismatch or build failure
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
committed="$here/swe.wasm"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/swe-check.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

log="$(bash "$here/build.sh" "$tmp/swe.wasm")" || { echo "$log"; echo "check: build failed" >&2; exit 1; }
echo "$log"
case "$log" in skipped:*) exit 0 ;; esac

if [ ! -f "$committed" ]; then
  echo "check: FAIL: $committed is missing" >&2
  exit 1
fi
if cmp -s "$tmp/swe.wasm" "$committed"; then
  echo "check: OK: rebuilt swe.wasm is identical to the committed one ($(sha256sum "$committed" | cut -d' ' -f1))"
  exit 0
fi
echo "check: FAIL: rebuilt swe.wasm differs from the committed one" >&2
echo "  committed sha256 $(sha256sum "$committed" | cut -d' ' -f1)" >&2
echo "  rebuilt   sha256 $(sha256sum "$tmp/swe.wasm" | cut -d' ' -f1)" >&2
echo "  toolchain: $(clang --version | head -n1); wasi-libc $(dpkg-query -W -f='${Version}' wasi-libc 2>/dev/null || echo '?')" >&2
echo "  (ephemeris/README.md records the toolchain the committed file was built with)" >&2
exit 1
