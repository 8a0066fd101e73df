#!/usr/bin/env bash
# The Apple-surface check (issue 9), as CI runs it: every module, every `#if canImport(...)` branch,
# every glue file (Glue/<Vendor>/) and every example (Examples/) type-checks in Swift 6 mode against
# the Apple and vendor stubs with no error and no warning, and every `#if canImport(Glibc)` file
# type-checks once more with its Darwin branch taken (against the stubs' Darwin stand-in); then the
# self-test proves the check fails on planted wrong lines. See Scripts/apple_surface.py.
#
#   Scripts/check-apple-surface.sh
#
# The stubs are found at $APPLE_STUBS when set, else at ../shared/apple-stubs beside the repository
# (CI's layout), else beside the main checkout when this is a `git worktree` of it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/.."
stubs="$(Scripts/find-apple-stubs.sh)" || { echo "apple-surface: see above" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "apple-surface: python3 is required" >&2; exit 2; }
started=$SECONDS
python3 Scripts/apple_surface.py --stubs "$stubs" --out .build/apple-surface --self-test
echo "apple-surface: $((SECONDS - started)) s"
