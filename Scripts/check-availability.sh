#!/usr/bin/env bash
# The availability audit (issue 9), as CI runs it: no API newer than Package.swift's iOS / macOS
# minimums without an @available / #available guard. See docs/availability.md.
#
#   Scripts/check-availability.sh
#
# 1. Reuses the index store SwiftPM's debug build writes anyway (.build/<triple>/debug/index/store):
#    the `swift build --build-tests` below is a no-op after CI's build and test steps.
# 2. Adds the Apple-surface check's store (.build/apple-surface/index) when that check wrote one,
#    so the `#if canImport(UIKit)` branches compiled against the stubs are audited too.
# 3. Runs the audit, then its self-test on the planted-error fixture (Scripts/fixtures/availability).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null
stores=(--index-store "$(swift build --show-bin-path)/index/store")
if [ -d .build/apple-surface/index ]; then
    stores+=(--index-store .build/apple-surface/index)
fi

python3 Scripts/audit-availability.py "${stores[@]}"
python3 Scripts/availability/selftest.py
echo "availability: $((SECONDS - started)) s"
