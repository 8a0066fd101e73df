#!/usr/bin/env python3
"""Proves the availability audit bites, on the planted-error package Scripts/fixtures/availability
(iOS 15 / macOS 12, two library modules without tests):

1. as planted, the audit fails and flags exactly the (line, symbol) pairs marked `// planted:`,
   `Duration` among them as iOS 16.0, and nothing in Guarded.swift (@available on functions,
   types and extensions, `if #available`, `guard #available`, `if #unavailable ... else`);
2. the same code passes once each planted type is guarded with `@available(iOS 16, macOS 13, *)`;
3. an index store missing one of the package's modules is refused (exit 2), never half-audited.

    python3 Scripts/availability/selftest.py [--cache DIR]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(ROOT, "Scripts", "fixtures", "availability")
AUDIT = os.path.join(ROOT, "Scripts", "audit-availability.py")
MARKER = re.compile(r"//\s*planted:\s*(.+)$", re.MULTILINE)
GUARD = "@available(iOS 16, macOS 13, *)\n"


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


def planted(package):
    """{(relative path, line, symbol)} from the `// planted:` markers."""
    expected = set()
    for directory, _dirs, files in os.walk(os.path.join(package, "Sources")):
        for name in files:
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, start=1):
                    match = MARKER.search(line)
                    if match:
                        for symbol in match.group(1).split(", "):
                            expected.add((os.path.relpath(path, package), number, symbol.strip()))
    return expected


def audit(package, stores, cache, report):
    command = [sys.executable, AUDIT, "--package", package, "--cache", cache, "--json", report]
    for store in stores:
        command += ["--index-store", store]
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def guard_planted_types(package):
    """Puts `@available(iOS 16, macOS 13, *)` on every type that holds a planted line."""
    for directory, _dirs, files in os.walk(os.path.join(package, "Sources")):
        for name in files:
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if MARKER.search(text):
                text = re.sub(r"^public enum ", GUARD + "public enum ", text, flags=re.MULTILINE)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", default=os.path.join(ROOT, ".build", "availability"))
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
        expected = planted(package)
        report = os.path.join(work, "report.json")

        store = os.path.join(work, "store-planted")
        compile_modules(package, store, modules)
        status, output = audit(package, [store], options.cache, report)
        check(status == 1, f"planted: the audit fails (exit {status})", output)
        with open(report, encoding="utf-8") as handle:
            found = json.load(handle)
        flagged = {(v["path"], v["line"], v["symbol"]) for v in found["violations"]}
        check(flagged == expected, f"planted: exactly the {len(expected)} marked references are flagged",
              f"missed: {sorted(expected - flagged)}\nunexpected: {sorted(flagged - expected)}")
        durations = [v for v in found["violations"] if v["symbol"] == "Duration"]
        check(bool(durations) and all(v["introduced"].get("iOS") == "16.0" for v in durations),
              "planted: Duration is reported as iOS 16.0 against the iOS 15 minimum")
        check(sorted(found["modules"]) == modules, f"planted: both modules are audited ({', '.join(modules)})")

        guard_planted_types(package)
        store = os.path.join(work, "store-guarded")
        compile_modules(package, store, modules)
        status, output = audit(package, [store], options.cache, report)
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
