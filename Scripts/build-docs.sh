#!/usr/bin/env bash
# The documentation build (issue 10), as CI runs it: every library product's DocC catalog converts
# with its symbol graphs (the iOS API, as the Apple-surface check built it against the stubs) and
# no DocC warning, cross-module links included; the archives merge into
# .build/docs/ProviderKit.doccarchive; then the self-test proves planted broken links fail the build.
# See Scripts/build_docs.py.
#
#   Scripts/build-docs.sh              # build and self-test
#   Scripts/build-docs.sh --no-self-test
set -euo pipefail
cd "$(dirname "$0")/.."
stubs="$(Scripts/find-apple-stubs.sh)" || { echo "build-docs: see above" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "build-docs: python3 is required" >&2; exit 2; }
command -v docc >/dev/null 2>&1 || { echo "build-docs: docc is not on PATH (it ships with the Swift toolchain)" >&2; exit 2; }
self_test=(--self-test)
if [ "${1:-}" = "--no-self-test" ]; then self_test=(); fi
started=$SECONDS
python3 Scripts/build_docs.py --stubs "$stubs" --out .build/docs "${self_test[@]}"
echo "build-docs: $((SECONDS - started)) s"
