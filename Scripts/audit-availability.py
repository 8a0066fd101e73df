#!/usr/bin/env python3
"""Fails when the package uses a Swift, _Concurrency or Foundation declaration newer than the iOS
and macOS minimums in its Package.swift, outside an @available / #available guard.

    python3 Scripts/audit-availability.py [--package DIR] [--index-store DIR ...] [--verbose]

Reads the index store the package's debug build already writes (`swift build --build-tests`
first), the toolchain's symbol graphs (extracted once per toolchain into .build/availability) and
the guards around each flagged reference (`swiftc -dump-parse`). How it decides is written in
docs/availability.md. Exit status: 0 clean, 1 violations, 2 the audit could not run.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability"))

import audit  # noqa: E402
import references  # noqa: E402
import symbolgraphs  # noqa: E402

PLATFORM_NAMES = {"ios": "iOS", "macos": "macOS"}


def fail(message):
    """Setup problems exit 2, so they are never mistaken for findings (exit 1)."""
    print(f"audit-availability: {message}", file=sys.stderr)
    sys.exit(2)


def toolchain_tool(name):
    found = shutil.which(name)
    if not found:
        fail(f"`{name}` not found on PATH")
    return found


def default_library(swift):
    root = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    return os.path.join(root, "lib", "libIndexStore.so")


def manifest(package, swift):
    """(minimums, target names) from `swift package dump-package`."""
    result = subprocess.run([swift, "package", "dump-package"], cwd=package, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"swift package dump-package failed:\n{result.stderr}")
    description = json.loads(result.stdout)
    minimums = {}
    for platform in description.get("platforms", []):
        name = PLATFORM_NAMES.get(platform["platformName"])
        if name:
            minimums[name] = symbolgraphs.parse_version(platform["version"])
    missing = [name for name in PLATFORM_NAMES.values() if name not in minimums]
    if missing:
        fail(f"Package.swift declares no minimum for {', '.join(missing)}: "
                         "declare one in `platforms:` (SwiftPM's default is older than anything Swift 6 supports)")
    targets = {target["name"]: target["type"] for target in description["targets"]}
    return minimums, targets


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.getcwd(), help="the package directory (default: .)")
    parser.add_argument("--index-store", action="append", default=[],
                        help="an index store to read (repeatable; default: the package's debug build)")
    parser.add_argument("--exclude-tests", action="store_true", help="leave test targets out")
    parser.add_argument("--extra-module", action="append", default=[],
                        help="also audit this module of the stores (e.g. the glue's; repeatable)")
    parser.add_argument("--cache", help="where symbol graphs are cached (default: .build/availability)")
    parser.add_argument("--apple-stubs",
                        help="the built Apple stubs (apple-stubs' build.sh OUT/apple): also check references to "
                             "UIKit, WebKit, SafariServices, Security, SwiftUI and CryptoKit against the "
                             "availability they record")
    parser.add_argument("--json", help="also write the findings as JSON to this file")
    parser.add_argument("--verbose", action="store_true", help="list every unchecked declaration")
    options = parser.parse_args()

    started = time.monotonic()
    package = os.path.realpath(options.package)
    swift, swiftc = toolchain_tool("swift"), toolchain_tool("swiftc")
    minimums, targets = manifest(package, swift)
    stores = options.index_store
    if not stores:
        bin_path = subprocess.run([swift, "build", "--show-bin-path"], cwd=package, capture_output=True,
                                  text=True, check=True).stdout.strip()
        stores = [os.path.join(bin_path, "index", "store")]
    for store in stores:
        if not os.path.isdir(store):
            fail(f"no index store at {store}: run `swift build --build-tests` first")

    expected = {name for name, kind in targets.items() if not (options.exclude_tests and kind == "test")}
    try:
        index = references.PackageIndex(package, stores, default_library(swift), expected | set(options.extra_module))
    except OSError as error:
        fail(str(error))
    missing = sorted(expected - set(index.modules()))
    if missing:
        fail(f"no index data for {', '.join(missing)}: build every target first "
                         "(`swift build --build-tests`) so that no module goes unaudited")
    try:
        graphs = symbolgraphs.load(options.cache or os.path.join(package, ".build", "availability"), swift=swift,
                                   apple_stubs=options.apple_stubs)
        report = audit.Auditor(index, graphs, minimums, swiftc).run()
    except (OSError, RuntimeError, ValueError) as error:
        fail(str(error))
    finally:
        index.close()
    for line in audit.format_report(report, package, options.verbose):
        print(line)
    print(f"  {len(graphs)} declarations in the symbol graphs ({'cached' if graphs.from_cache else 'extracted'}); "
          f"{time.monotonic() - started:.1f} s")
    if options.json:
        findings = [{"path": os.path.relpath(f.reference.path, package), "line": f.reference.line,
                     "column": f.reference.column, "symbol": f.symbol, "module": f.module,
                     "introduced": {p: symbolgraphs.format_version(v) for p, v in f.introduced.items()}}
                    for f in report.violations]
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump({"violations": findings, "checked": len(report.checked),
                       "unchecked": sum(len(n) for n in report.unchecked.values()),
                       "modules": report.modules}, handle, indent=2)
    return 1 if report.violations else 0


if __name__ == "__main__":
    sys.exit(main())
