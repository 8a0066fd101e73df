#!/usr/bin/env bash
# Prints the apple-stubs folder (the one with build.sh): $APPLE_STUBS when set, else
# ../shared/apple-stubs beside the repository (CI's layout), else beside the main checkout when this
# is a `git worktree` of it. Exits 2, saying where it looked, when there is none.
#
#   stubs="$(Scripts/find-apple-stubs.sh)"
set -euo pipefail
cd "$(dirname "$0")/.."
candidates=("$(pwd)/../shared/apple-stubs")
if common="$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null)"; then
    candidates+=("$(dirname "$common")/../shared/apple-stubs")
fi
if [ -n "${APPLE_STUBS:-}" ]; then candidates=("$APPLE_STUBS"); fi
for candidate in "${candidates[@]}"; do
    if [ -f "$candidate/build.sh" ]; then echo "$candidate"; exit 0; fi
done
echo "no Apple stubs at ${candidates[*]} (set APPLE_STUBS to the apple-stubs folder)" >&2
exit 2
