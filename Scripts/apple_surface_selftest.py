#!/usr/bin/env python3
"""Proves the Apple-surface check bites: each case plants one wrong line in a temporary copy of a
glue folder (or of an example app, in its sandbox or its live build, or of a module file inside a
branch only an Apple build takes) and asserts that the check fails, and fails for that case's reason.

Run by `Scripts/apple_surface.py --self-test` after a passing check, reusing its built stubs and
modules. A case whose anchor text is no longer in the glue fails too, so the planted errors follow
the glue as it changes.
"""

import os
import shutil
import sys
import tempfile

from apple_surface import Failure, check_app_files, check_darwin_module, check_example_app, package_flags
from apple_branches import targets_of

# (name, glue folder, file, text to replace, replacement, what the failure must say)
CASES = [
    (
        "a wrong argument label (LinkKit 7's LayerTokenConfiguration takes token:)",
        "Plaid", "LinkKitDriver.swift",
        "LayerTokenConfiguration(\n                        token: configuration.token,",
        "LayerTokenConfiguration(\n                        linkToken: configuration.token,",
        "argument label",
    ),
    (
        "a switch over a LinkSDK enum without @unknown default (LinkSDK has library evolution)",
        "Mesh", "LinkSDKDriver.swift",
        "        @unknown default:\n            configuration.unknownCase(result, from: \"createHandler\")\n"
        "            return .failure(\"\\(result)\")\n",
        "",
        "may have additional unknown values",
    ),
    (
        "a delegate method with a slightly wrong signature (metadata typed [String: String]?)",
        "PlaidLegacy", "LinkKitV1Driver.swift",
        "didHandleEvent event: String, metadata: [String: Any]?",
        "didHandleEvent event: String, metadata: [String: String]?",
        "nearly matches defaulted requirement",
    ),
    (
        "a delegate conformance declared on the type, where Swift cannot report near misses",
        "PlaidLegacy", "LinkKitV1Driver.swift",
        "final class LinkKitV1Delegate: NSObject {",
        "final class LinkKitV1Delegate: NSObject, PLKPlaidLinkViewDelegate {",
        "declare the conformance in an extension",
    ),
]


# (name, fixture file in Scripts/fixtures/apple-surface, text to replace, replacement, what the failure must say):
# app files against the Apple stubs alone, for delegate protocols no glue file conforms to.
FIXTURE_CASES = [
    (
        "a misspelled optional WKNavigationDelegate method (didFinsh:), next to the stubs' full protocol",
        "NavigationWatcher.swift",
        "didFinish navigation: WKNavigation!",
        "didFinsh navigation: WKNavigation!",
        "nearly matches defaulted requirement 'webView(_:didFinish:)'",
    ),
]

# (name, example app, file, text to replace, replacement, what the failure must say (every part), live build?)
EXAMPLE_CASES = [
    (
        "an example calling the SwiftUI entry point with a wrong label (the sandbox build)",
        "LinkDemo", "AccountsView.swift",
        ".linkJourney(request: $journeyRequest,", ".linkJourney(item: $journeyRequest,",
        ("sandbox build", "incorrect argument label"), False,
    ),
    (
        "an example wiring a real SDK's glue wrongly (only the live build sees it)",
        "LinkDemo", "DemoAdapters.swift",
        "MeshAdapter(driver: LinkSDKDriver(), credentialStore: KeychainCredentialStore())",
        "MeshAdapter(driver: LinkSDKDriver(), store: KeychainCredentialStore())",
        ("live build", "extra argument 'store'"), True,
    ),
]

# (name, module, file in it, text to replace, replacement, what the failure must say): an error inside a
# branch only an Apple build takes (`#else` of `#if canImport(Glibc)`), which the Linux build never compiles.
DARWIN_CASES = [
    (
        "a misspelled call in a Darwin-only branch (Darwin.wrte, in ToolIO's #else of canImport(Glibc))",
        "ProviderKitCLI", "Support/ToolIO.swift",
        "let written = Darwin.write(descriptor, base, remaining)",
        "let written = Darwin.wrte(descriptor, base, remaining)",
        "module 'Darwin' has no member named 'wrte'",
    ),
]


def self_test_darwin(package, out, built):
    """Runs DARWIN_CASES: the module with its file unplanted must pass the Darwin-branch check, and
    with the planted copy in the file's place must fail as expected. Returns the number of misses."""
    failures = 0
    targets = targets_of(package)
    package_name = os.path.basename(os.path.realpath(package)).lower()
    for name, module, filename, anchor, replacement, expected in DARWIN_CASES:
        sources, _dependencies, flags = targets[module]
        source = next((path for path in sources if path.endswith(os.sep + filename)), None)
        text = ""
        if source:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
        if text.count(anchor) != 1:
            print(f"apple-surface self-test: FAILED: {name}: the anchor is not in {module}/{filename} exactly once; "
                  "update Scripts/apple_surface_selftest.py", file=sys.stderr)
            failures += 1
            continue
        try:
            check_darwin_module(module, sources, flags, built, out, package_name)
        except Failure as failure:
            print(f"apple-surface self-test: FAILED: {name}: the unplanted module fails:\n{failure}", file=sys.stderr)
            failures += 1
            continue
        with tempfile.TemporaryDirectory(prefix="apple-surface-") as scratch:
            planted = os.path.join(scratch, os.path.basename(filename))
            with open(planted, "w", encoding="utf-8") as handle:
                handle.write(text.replace(anchor, replacement))
            try:
                check_darwin_module(module, [planted if path == source else path for path in sources],
                                    flags, built, out, package_name)
            except Failure as failure:
                if expected in str(failure):
                    print(f"apple-surface self-test: caught {name}")
                    continue
                print(f"apple-surface self-test: FAILED: {name}: the check failed for another reason:\n{failure}",
                      file=sys.stderr)
                failures += 1
                continue
            print(f"apple-surface self-test: FAILED: {name}: the check passed", file=sys.stderr)
            failures += 1
    return failures


def self_test_examples(package, out, built, flags):
    """Plants each example case in a temporary copy of its app; returns the number of misses."""
    failures = 0
    for name, app, filename, anchor, replacement, expected, live in EXAMPLE_CASES:
        with tempfile.TemporaryDirectory(prefix="apple-surface-") as scratch:
            copy = os.path.join(scratch, app)
            shutil.copytree(os.path.join(package, "Examples", app), copy)
            path = os.path.join(copy, filename)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if text.count(anchor) != 1:
                print(f"apple-surface self-test: FAILED: {name}: the anchor is not in Examples/{app}/{filename} "
                      "exactly once; update Scripts/apple_surface_selftest.py", file=sys.stderr)
                failures += 1
                continue
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace(anchor, replacement))
            paths = sorted(os.path.join(directory, entry) for directory, _dirs, entries in os.walk(copy)
                           for entry in entries if entry.endswith(".swift"))
            try:
                check_example_app(app, paths, built, out, flags, package, live)
            except Failure as failure:
                if all(part in str(failure) for part in expected):
                    print(f"apple-surface self-test: caught {name}")
                    continue
                print(f"apple-surface self-test: FAILED: {name}: the check failed for another reason:\n{failure}",
                      file=sys.stderr)
                failures += 1
                continue
            print(f"apple-surface self-test: FAILED: {name}: the check passed", file=sys.stderr)
            failures += 1
    return failures


def self_test(package, out):
    """Runs every case; prints one line each. Returns 0 when every planted error was caught."""
    built = os.path.join(out, "stubs")
    flags = package_flags(package)
    failures = 0
    for name, vendor, filename, anchor, replacement, expected in CASES:
        with tempfile.TemporaryDirectory(prefix="apple-surface-") as scratch:
            copy = os.path.join(scratch, vendor)
            shutil.copytree(os.path.join(package, "Glue", vendor), copy)
            path = os.path.join(copy, filename)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if text.count(anchor) != 1:
                print(f"apple-surface self-test: FAILED: {name}: the anchor is not in Glue/{vendor}/{filename} "
                      "exactly once; update Scripts/apple_surface_selftest.py", file=sys.stderr)
                failures += 1
                continue
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace(anchor, replacement))
            paths = sorted(os.path.join(copy, entry) for entry in os.listdir(copy) if entry.endswith(".swift"))
            try:
                check_app_files(paths, vendor, built, out, flags, f"planted {name}")
            except Failure as failure:
                if expected in str(failure):
                    print(f"apple-surface self-test: caught {name}")
                    continue
                print(f"apple-surface self-test: FAILED: {name}: the check failed for another reason:\n{failure}",
                      file=sys.stderr)
                failures += 1
                continue
            print(f"apple-surface self-test: FAILED: {name}: the check passed", file=sys.stderr)
            failures += 1
    failures += self_test_fixtures(package, out, built, flags)
    failures += self_test_darwin(package, out, built)
    if os.path.isdir(os.path.join(package, "Examples")):
        failures += self_test_examples(package, out, built, flags)
    return 1 if failures else 0


def self_test_fixtures(package, out, built, flags):
    """Runs FIXTURE_CASES: the fixture as is must pass, the planted copy must fail as expected."""
    failures = 0
    for name, filename, anchor, replacement, expected in FIXTURE_CASES:
        source = os.path.join(package, "Scripts", "fixtures", "apple-surface", filename)
        with open(source, encoding="utf-8") as handle:
            text = handle.read()
        if text.count(anchor) != 1:
            print(f"apple-surface self-test: FAILED: {name}: the anchor is not in {filename} exactly once",
                  file=sys.stderr)
            failures += 1
            continue
        try:
            check_app_files([source], None, built, out, flags, f"fixture {filename}")
        except Failure as failure:
            print(f"apple-surface self-test: FAILED: {name}: the unplanted fixture fails:\n{failure}", file=sys.stderr)
            failures += 1
            continue
        with tempfile.TemporaryDirectory(prefix="apple-surface-") as scratch:
            path = os.path.join(scratch, filename)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace(anchor, replacement))
            try:
                check_app_files([path], None, built, out, flags, f"planted {name}")
            except Failure as failure:
                if expected in str(failure):
                    print(f"apple-surface self-test: caught {name}")
                    continue
                print(f"apple-surface self-test: FAILED: {name}: the check failed for another reason:\n{failure}",
                      file=sys.stderr)
                failures += 1
                continue
            print(f"apple-surface self-test: FAILED: {name}: the check passed", file=sys.stderr)
            failures += 1
    return failures
