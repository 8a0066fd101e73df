#!/usr/bin/env bash
# Counts the public symbols of every library module, from the symbol graphs the compiler emits (the module's own
# graph plus its extensions of other modules' types), and the public functions and initializers that use typed
# throws (`throws(E)`). Issue 10 tracks these numbers.
#
# Usage: Scripts/count-public-symbols.sh [--no-build] [MODULE ...]
#   default modules: every library product of Package.swift that an app or a test links.
# Needs: swift (symbolgraph-extract), python3. Builds the debug configuration first unless --no-build.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
if [ "${1:-}" = "--no-build" ]; then build=0; shift; fi
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(ProviderKit ProviderKitPlaid ProviderKitPlaidLegacy ProviderKitMesh ProviderKitMeld
             ProviderKitTesting ProviderKitPlaidSandbox ProviderKitPlaidLegacySandbox ProviderKitMeshSandbox
             ProviderKitMeldSandbox)
fi
[ "$build" = 1 ] && swift build >&2

case "$(uname -m)" in
    arm64|aarch64) arch=aarch64 ;;
    *) arch=x86_64 ;;
esac
case "$(uname -s)" in
    Darwin) target="${arch/aarch64/arm64}-apple-macosx13.0" ;;
    *) target="$arch-unknown-linux-gnu" ;;
esac

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for module in "${modules[@]}"; do
    if [ ! -e ".build/debug/Modules/$module.swiftmodule" ]; then
        echo "count-public-symbols: no $module module in .build/debug/Modules (skipped)" >&2
        continue
    fi
    mkdir -p "$out/$module"
    swift symbolgraph-extract -module-name "$module" -I .build/debug/Modules -target "$target" \
        -minimum-access-level public -output-dir "$out/$module" >&2
done

python3 - "$out" "${modules[@]}" <<'PY'
import json, pathlib, sys

root = pathlib.Path(sys.argv[1])
# The modules an app links: the core and the four adapters. Everything else is tooling.
app = {"ProviderKit", "ProviderKitPlaid", "ProviderKitPlaidLegacy", "ProviderKitMesh", "ProviderKitMeld"}
print(f"{'module':32} {'symbols':>8} {'typed throws':>13}")
totals = {"app": [0, 0], "all": [0, 0]}
for module in sys.argv[2:]:
    graph = root / module / f"{module}.symbols.json"
    if not graph.exists():
        continue
    # The module's own graph, plus the graphs of what it adds to other modules' types (for example
    # `ProviderKitPlaid@ProviderKit.symbols.json` for `extension LinkDiagnostic.Code`): an app sees both.
    symbols = json.loads(graph.read_text())["symbols"]
    for extension in sorted((root / module).glob(f"{module}@*.symbols.json")):
        symbols += json.loads(extension.read_text())["symbols"]
    typed = sum(
        1 for symbol in symbols
        if "throws(" in "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    )
    print(f"{module:32} {len(symbols):>8} {typed:>13}")
    for key in ("all",) + (("app",) if module in app else ()):
        totals[key][0] += len(symbols)
        totals[key][1] += typed
print(f"{'total (what an app links)':32} {totals['app'][0]:>8} {totals['app'][1]:>13}")
print(f"{'total (every module above)':32} {totals['all'][0]:>8} {totals['all'][1]:>13}")
PY
