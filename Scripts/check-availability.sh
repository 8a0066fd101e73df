#!/usr/bin/env bash
# The availability audit (issue 9), as CI runs it: no API newer than Package.swift's iOS / macOS
# minimums without an @available / #available guard. See docs/availability.md.
#
#   Scripts/check-availability.sh          (APPLE_STUBS=DIR overrides ../shared/apple-stubs)
#
# 1. Reuses the index store SwiftPM's debug build writes anyway (.build/<triple>/debug/index/store):
#    the `swift build --build-tests` below is a no-op after CI's build and test steps.
# 2. Type-checks the files with `#if canImport(UIKit)`-style branches, and the glue in Glue/<Vendor>,
#    against the Apple and vendor stubs into a second index store, so their references are audited.
# 3. Runs the audit over both stores, then its self-test on the planted-error fixture
#    (Scripts/fixtures/availability), Apple-only branch included when the stubs are there.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
stubs="${APPLE_STUBS:-../shared/apple-stubs}"

swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null
stores=(--index-store "$(swift build --show-bin-path)/index/store")
if [ -f "$stubs/build.sh" ]; then
    rm -rf .build/availability/apple
    python3 Scripts/availability/apple_branches.py --stubs "$stubs" --out .build/availability/apple
    stores+=(--index-store .build/availability/apple/index)
    while read -r module; do stores+=(--extra-module "$module"); done < .build/availability/apple/extra-modules
else
    echo "availability: no Apple stubs at $stubs: the audit lists the Apple-only branches it cannot see" >&2
fi

if [ -d .build/availability/apple/stubs/apple ]; then stores+=(--apple-stubs .build/availability/apple/stubs/apple); fi
python3 Scripts/audit-availability.py "${stores[@]}"
if [ -d .build/availability/apple/stubs ]; then
    python3 Scripts/availability/selftest.py --stubs "$stubs" --built-stubs .build/availability/apple/stubs
else
    python3 Scripts/availability/selftest.py
fi
echo "availability: $((SECONDS - started)) s"
