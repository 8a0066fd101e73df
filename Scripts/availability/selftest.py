#!/usr/bin/env python3
"""Proves the availability audit bites, on the planted-error package Scripts/fixtures/availability
(iOS 15 / macOS 12, two library modules without tests):

1. as planted, the audit fails and flags exactly the (line, symbol) pairs marked `// planted:`,
   `Duration` among them as iOS 16.0, and nothing in Guarded.swift (@available on functions,
   types and extensions, `if #available`, `guard #available`, `if #unavailable ... else`);
2. the same code passes once each planted type is guarded with `@available(iOS 16, macOS 13, *)`;
3. an index store missing one of the package's modules is refused (exit 2), never half-audited.
With --stubs, the `#if canImport(UIKit)` file and the glue in Glue/Meld are type-checked against the
Apple stubs too (apple_branches.py) and their `// planted-apple:` lines must be flagged as well;
without, the Apple-only file must be listed as unseen.

    python3 Scripts/availability/selftest.py [--cache DIR] [--stubs DIR [--built-stubs DIR]]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import apple_branches

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(ROOT, "Scripts", "fixtures", "availability")
AUDIT = os.path.join(ROOT, "Scripts", "audit-availability.py")
MARKER = re.compile(r"//\s*planted(-apple)?:\s*(.+)$", re.MULTILINE)
GUARD = "@available(iOS 17, macOS 14, *)\n"


def compile_modules(package, store, modules):
    """Compiles each module of the fixture with an index store, as `swift build` does (seconds, not a
    whole SwiftPM build: the modules have no dependencies)."""
    for module in modules:
        sources = sorted(
            os.path.join(package, "Sources", module, name)
            for name in os.listdir(os.path.join(package, "Sources", module)) if name.endswith(".swift"))
        objects = os.path.join(store + "-objects", module)
        os.makedirs(objects, exist_ok=True)
        subprocess.run(
            ["swiftc", "-c", "-parse-as-library", "-swift-version", "6", "-module-name", module,
             "-index-store-path", store, "-index-ignore-system-modules", "-working-directory", objects, *sources],
            check=True)


def planted(package, apple):
    """{(relative path, line, symbol)} from the `// planted:` markers (and `// planted-apple:`
    ones when the Apple-only branches are compiled)."""
    expected = set()
    for directory, _dirs, files in os.walk(package):
        for name in files:
            path = os.path.join(directory, name)
            if not name.endswith(".swift") or name == "Package.swift":
                continue
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, start=1):
                    match = MARKER.search(line)
                    if match and (apple or not match.group(1)):
                        for symbol in match.group(2).split(", "):
                            expected.add((os.path.relpath(path, package), number, symbol.strip()))
    return expected


def audit(package, stores, cache, report, extra_modules=(), apple_stubs=None):
    command = [sys.executable, AUDIT, "--package", package, "--cache", cache, "--json", report]
    if apple_stubs:
        command += ["--apple-stubs", apple_stubs]
    for store in stores:
        command += ["--index-store", store]
    for module in extra_modules:
        command += ["--extra-module", module]
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def guard_planted_types(package):
    """Puts `@available(iOS 16, macOS 13, *)` on every type that holds a planted line."""
    for directory, _dirs, files in os.walk(package):
        for name in files:
            path = os.path.join(directory, name)
            if not name.endswith(".swift") or name == "Package.swift":
                continue
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if MARKER.search(text):
                text = re.sub(r"^([ \t]*)(public enum|public struct|final class) ",
                              lambda m: m.group(1) + GUARD + m.group(1) + m.group(2) + " ", text, flags=re.MULTILINE)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", default=os.path.join(ROOT, ".build", "availability"))
    parser.add_argument("--stubs", help="../shared/apple-stubs: also audit the Apple-only branch")
    parser.add_argument("--built-stubs", help="stubs already built by its build.sh (saves rebuilding them)")
    options = parser.parse_args()
    failures = []

    def check(condition, message, output=""):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)
            if output:
                print(output)

    with tempfile.TemporaryDirectory(prefix="availability-selftest-") as work:
        package = os.path.join(work, "package")
        shutil.copytree(FIXTURE, package, ignore=shutil.ignore_patterns(".build"))
        modules = sorted(os.listdir(os.path.join(package, "Sources")))
        expected = planted(package, apple=bool(options.stubs))
        report = os.path.join(work, "report.json")

        def stores_for(name, targets):
            store = os.path.join(work, f"store-{name}")
            compile_modules(package, store, targets)
            if not options.stubs:
                return [store]
            status, message = apple_branches.index_apple_branches(
                package, options.stubs, os.path.join(work, f"apple-{name}"), options.built_stubs)
            check(status == 0, f"{name}: the Apple-only branch and the glue type-check against the stubs", message)
            return [store, os.path.join(work, f"apple-{name}", "index")]

        glue = ["MeldGlue"] if options.stubs else []

        def apple_graphs(name):
            """The built stubs' Apple modules, whose symbol graphs carry Apple's availability."""
            if not options.stubs:
                return None
            return os.path.join(options.built_stubs or os.path.join(work, f"apple-{name}", "stubs"), "apple")

        status, output = audit(
            package, stores_for("planted", modules), options.cache, report, glue, apple_graphs("planted"))
        check(status == 1, f"planted: the audit fails (exit {status})", output)
        with open(report, encoding="utf-8") as handle:
            found = json.load(handle)
        flagged = {(v["path"], v["line"], v["symbol"]) for v in found["violations"]}
        check(flagged == expected, f"planted: exactly the {len(expected)} marked references are flagged",
              f"missed: {sorted(expected - flagged)}\nunexpected: {sorted(flagged - expected)}")
        durations = [v for v in found["violations"] if v["symbol"] == "Duration"]
        check(bool(durations) and all(v["introduced"].get("iOS") == "16.0" for v in durations),
              "planted: Duration is reported as iOS 16.0 against the iOS 15 minimum")
        if options.stubs:
            for symbol in ("View.onChange(of:initial:_:)", "UIUserInterfaceIdiom.vision"):
                hits = [v for v in found["violations"] if v["symbol"] == symbol]
                check(bool(hits) and all(v["introduced"].get("iOS") == "17.0" for v in hits),
                      f"planted: {symbol} (Apple stubs' symbol graph) is reported as iOS 17.0 against the iOS 15 minimum")
        audited = sorted(modules + glue)
        check(sorted(found["modules"]) == audited, f"planted: every module is audited ({', '.join(audited)})")
        if not options.stubs:
            check("AppleOnly.swift" in output, "planted: without the stubs the Apple-only file is listed as unseen",
                  output)

        guard_planted_types(package)
        status, output = audit(
            package, stores_for("guarded", modules), options.cache, report, glue, apple_graphs("guarded"))
        check(status == 0, f"guarded with {GUARD.strip()}: the audit passes (exit {status})", output)
        check(re.search(r"inside a guard: [1-9]", output) is not None,
              "guarded: the newer references are counted as guarded, not missed", output)

        store = os.path.join(work, "store-partial")
        compile_modules(package, store, modules[:1])
        status, output = audit(package, [store], options.cache, report)
        check(status == 2 and modules[1] in output,
              f"a store without {modules[1]} is refused (exit {status})", output)

    print(f"availability self-test: {'FAILED' if failures else 'passed'} ({len(failures)} failure(s))")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
