#!/usr/bin/env python3
"""Type-checks everything ProviderKit shows an iOS compiler, on Linux, against the Apple stubs.

1. Every library and tool module, every file, in dependency order, in Swift 6 mode with the
   package's own settings (read from `swift package dump-package`), with UIKit, WebKit,
   SafariServices, Security and SwiftUI importable, so every `#if canImport(...)` branch is
   compiled. Each module is emitted (`swiftc -emit-module`, bodies type-checked) so its dependents
   see its Apple-only API.
2. Every glue file, `Glue/<Vendor>/*.swift`, against its vendor's stub (the two LinkKit stubs share a
   module name, so each vendor folder is checked on its own), as an app target would compile it.
3. Every example app, `Examples/<App>/**/*.swift` (one app target per folder), twice, as Xcode
   builds it: the default sandbox build (Apple stubs and the package's modules, sandbox modules
   included), and the live build (`-D LIVE_VENDOR_SDKS`) with the glue files of
   `EXAMPLE_LIVE_GLUE` added to the target unchanged and their vendors' stubs importable, so the
   example's wiring of the real SDKs is checked against the same glue the docs show.

Any error or warning fails the check: warnings are errors, and in particular a delegate method that
"nearly matches" a requirement (on iOS such a method is silently never called). Swift only reports
near misses for methods written in an extension that declares the conformance, so the check also
fails when a type conforms to one of the delegate protocols below in its own declaration.

    python3 Scripts/apple_surface.py --stubs ../shared/apple-stubs [--out DIR] [--self-test]

4. Every module file that chooses its C library with `#if canImport(Glibc)` (or `Musl`), once more
   with the Darwin branch taken: a copy of the file in which those conditions read `false` (line
   numbers kept) replaces it in its module's file list, and the module is type-checked with the
   stubs' `Darwin` stand-in importable. The stand-in re-exports Glibc, so this proves the Darwin
   branch parses and type-checks against POSIX names and shapes, not against Darwin's own signatures.

`--self-test` then plants known-wrong glue lines in temporary copies and asserts that each one
fails for its own reason (Scripts/apple_surface_selftest.py).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability"))
from apple_branches import targets_of  # noqa: E402  (one reader of Package.swift)

# Glue/<Vendor> (and Examples/<Vendor>) -> the stub folder of build.sh's output that holds its SDK.
VENDOR_STUBS = {"Plaid": "linkkit7", "PlaidLegacy": "linkkit1", "Mesh": "linksdk", "Meld": None}

# The live build of an example app: the compilation condition that selects it, and the glue folders
# it adds to the target. An app ships one LinkKit, so the live example uses LinkKit 7's glue (Plaid)
# with Mesh's; Meld needs no glue (its WKWebView host ships in ProviderKitMeld).
EXAMPLE_LIVE_CONDITION = "LIVE_VENDOR_SDKS"
EXAMPLE_LIVE_GLUE = ("Plaid", "Mesh")

# Delegate protocols with optional methods (defaulted requirements in the stubs): Swift reports a
# method that nearly matches one only inside an extension that declares the conformance.
# (WKScriptMessageHandler's one method is required: a wrong signature there is an error anyway.)
DELEGATE_PROTOCOLS = (
    "PLKPlaidLinkViewDelegate", "UIAdaptivePresentationControllerDelegate", "WKNavigationDelegate",
    "WKUIDelegate", "SFSafariViewControllerDelegate",
)
TYPE_HEADER = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final)\s+)*"
    r"(?:class|struct|enum|actor)\s+\w+(?:<[^>]*>)?\s*:([^{]*)\{", re.M)
# A condition on the Linux C libraries, and an `#if`/`#elseif` line whose condition may hold one.
LINUX_LIBC_CONDITION = re.compile(r"\bcanImport\(\s*(?:Glibc|Musl)\s*\)")
CONDITION_LINE = re.compile(r"^(?P<directive>[ \t]*#(?:if|elseif)\b)(?P<condition>.*)$", re.M)
DIAGNOSTIC = re.compile(r"^(?P<file>[^:\n]+\.swift):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning): (?P<text>.*)$", re.M)


class Failure(Exception):
    """The check found a problem; the message says what and where."""


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def diagnostics(output):
    """(kind, 'file:line: text') for every error and warning the compiler printed, once each."""
    seen, found = set(), []
    for match in DIAGNOSTIC.finditer(output):
        entry = (match["kind"], f"{os.path.relpath(match['file'])}:{match['line']}: {match['kind']}: {match['text']}")
        if entry not in seen:
            seen.add(entry)
            found.append(entry)
    return found


def settings_flags(flags):
    """The package's swift settings, plus what SwiftPM passes to every debug compile."""
    return ["-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", *flags]


def compile_checked(command, what):
    """Runs one compile; any error or warning (or a failure without one) raises Failure."""
    status, output = run(command)
    found = diagnostics(output)
    if status != 0 or found:
        lines = [text for _kind, text in found] or [output.strip() or f"swiftc exited with {status}"]
        raise Failure(f"{what}:\n  " + "\n  ".join(lines))


def delegate_conformance_headers(path):
    """Lines where a type conforms to a delegate protocol in its own declaration."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    problems = []
    for match in TYPE_HEADER.finditer(text):
        inherited = {name.strip().split("<")[0].replace("@preconcurrency", "").strip() for name in match[1].split(",")}
        for protocol in sorted(inherited & set(DELEGATE_PROTOCOLS)):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(
                f"{os.path.relpath(path)}:{line}: conforms to {protocol} in the type's declaration; declare the "
                f"conformance in an extension (`extension T: {protocol}`) so Swift reports a delegate method "
                "that nearly matches a requirement")
    return problems


def check_modules(targets, built, out, package_name, jobs=2):
    """Emits every module, fully type-checked, with the Apple stubs importable: each one as soon as
    the modules it depends on are emitted, `jobs` at a time."""
    modules = os.path.join(out, "modules")
    os.makedirs(modules, exist_ok=True)
    problems = [problem for sources, _deps, _flags in targets.values() for path in sources
                for problem in delegate_conformance_headers(path)]
    pending = {name: {dep for dep in targets[name][1] if dep in targets} for name in targets}
    done, running, order = set(), {}, []
    while (pending or running) and not any(p.startswith("module ") for p in problems):
        for name in sorted(pending):
            if len(running) >= jobs:
                break
            if pending[name] <= done:
                sources, _dependencies, flags = targets[name]
                # An executable's main.swift holds top-level code; everything else is a library file.
                library = [] if any(os.path.basename(path) == "main.swift" for path in sources) else ["-parse-as-library"]
                command = [
                    "swiftc", "-emit-module", *library, "-module-name", name, "-package-name", package_name,
                    *settings_flags(flags), "-I", os.path.join(built, "apple"), "-I", modules,
                    "-emit-module-path", os.path.join(modules, f"{name}.swiftmodule"), *sources]
                running[name] = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                del pending[name]
        if not running:
            problems.append(f"module dependency cycle among {sorted(pending)}")
            break
        name, process = next(iter(running.items()))
        for candidate, candidate_process in running.items():
            if candidate_process.poll() is not None:
                name, process = candidate, candidate_process
                break
        output = process.communicate()[0]
        del running[name]
        found = diagnostics(output)
        if process.returncode != 0 or found:
            lines = [text for _kind, text in found] or [output.strip() or f"swiftc exited with {process.returncode}"]
            problems.append(f"module {name}:\n  " + "\n  ".join(lines))
        done.add(name)
        order.append(name)
    for process in running.values():
        process.wait()
    if problems:
        raise Failure("\n".join(problems))
    return order, sum(len(sources) for sources, _deps, _flags in targets.values())


def darwin_copy(text):
    """The text as an Apple platform's compiler selects its branches: every `canImport(Glibc)` and
    `canImport(Musl)` in an `#if`/`#elseif` condition becomes `false`. Lines stay where they were.
    Returns (new text, [lines whose condition changed])."""
    changed = []

    def rewrite(match):
        condition, count = LINUX_LIBC_CONDITION.subn("false", match["condition"])
        if count:
            changed.append(text.count("\n", 0, match.start()) + 1)
        return match["directive"] + condition

    return CONDITION_LINE.sub(rewrite, text), changed


def check_darwin_module(name, sources, flags, built, out, package_name):
    """Type-checks module `name` as an Apple build selects its C library branches: each of `sources`
    with a `canImport(Glibc|Musl)` condition is replaced by its `darwin_copy` (under
    OUT/darwin-branches/<name>/), and the `Darwin` stand-in is importable. Diagnostics name the
    original files. Returns [(original file, [changed condition lines])]; raises Failure."""
    folder = os.path.join(out, "darwin-branches", name)
    shutil.rmtree(folder, ignore_errors=True)
    compiled, copied, originals = [], [], {}
    for path in sources:
        with open(path, encoding="utf-8") as handle:
            text, changed = darwin_copy(handle.read())
        if not changed:
            compiled.append(path)
            continue
        os.makedirs(folder, exist_ok=True)
        copy = os.path.join(folder, os.path.basename(path))
        if copy in originals:
            raise Failure(f"module {name}: two files named {os.path.basename(path)}")
        with open(copy, "w", encoding="utf-8") as handle:
            handle.write(text)
        originals[copy] = path
        compiled.append(copy)
        copied.append((path, changed))
    if not copied:
        return []
    library = [] if any(os.path.basename(path) == "main.swift" for path in sources) else ["-parse-as-library"]
    status, output = run([
        "swiftc", "-typecheck", *library, "-module-name", name, "-package-name", package_name,
        *settings_flags(flags), "-I", os.path.join(built, "apple"), "-I", os.path.join(built, "darwin"),
        "-I", os.path.join(out, "modules"), *compiled])
    for copy, path in originals.items():
        output = output.replace(copy, os.path.abspath(path))
    found = diagnostics(output)
    if status != 0 or found:
        lines = [text for _kind, text in found] or [output.strip() or f"swiftc exited with {status}"]
        raise Failure(f"module {name}, Darwin branches of {', '.join(os.path.relpath(p) for p, _ in copied)}:\n  "
                      + "\n  ".join(lines))
    return copied


def check_darwin_branches(targets, built, out, package_name):
    """Runs `check_darwin_module` for every module; returns [(module, original file, changed lines)]."""
    checked = []
    for name, (sources, _dependencies, flags) in sorted(targets.items()):
        checked += [(name, path, lines) for path, lines in check_darwin_module(
            name, sources, flags, built, out, package_name)]
    return checked


def vendor_folders(package, folder):
    """[(vendor or None, [files])] for Glue/ or Examples/: one entry per vendor folder. A folder
    holding its own Package.swift (Examples/CustomAdapter) is a separate package that SwiftPM builds
    on its own, not app files, so it is skipped."""
    root = os.path.join(package, folder)
    if not os.path.isdir(root):
        return []
    groups = {}
    for directory, dirs, names in os.walk(root):
        dirs[:] = [name for name in dirs if not os.path.isfile(os.path.join(directory, name, "Package.swift"))]
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                parts = os.path.relpath(path, root).split(os.sep)
                vendor = parts[0] if len(parts) > 1 else None
                groups.setdefault(vendor, []).append(path)
    return [(vendor, sorted(paths)) for vendor, paths in sorted(groups.items(), key=lambda item: item[0] or "")]


def check_app_files(paths, vendor, built, out, flags, what):
    """Type-checks files an app adds to its target: the Apple stubs, the vendor's stub, our modules."""
    if vendor is not None and vendor not in VENDOR_STUBS:
        raise Failure(f"{what}: no stub is known for the vendor folder {vendor!r}; add it to VENDOR_STUBS")
    stub = VENDOR_STUBS.get(vendor)
    problems = [problem for path in paths for problem in delegate_conformance_headers(path)]
    if problems:
        raise Failure("\n".join(problems))
    command = [
        "swiftc", "-typecheck", "-parse-as-library", "-module-name", "App", *settings_flags(flags),
        "-I", os.path.join(built, "apple"), *(["-I", os.path.join(built, stub)] if stub else []),
        "-I", os.path.join(out, "modules"), *paths]
    compile_checked(command, what)


def example_apps(package):
    """[(app name, [files])] for Examples/<App>/**/*.swift; a Swift file directly in Examples/ fails.
    Nested SwiftPM packages are not apps: `vendor_folders` skips them."""
    root = os.path.join(package, "Examples")
    if not os.path.isdir(root):
        return []
    loose = sorted(name for name in os.listdir(root) if name.endswith(".swift"))
    if loose:
        raise Failure(f"Examples/{loose[0]}: put example sources in an app folder, Examples/<App>/")
    return [(app, paths) for app, paths in vendor_folders(package, "Examples") if app is not None]


def check_example_app(app, paths, built, out, flags, package, live):
    """Type-checks one example app as its sandbox build, or as its live build with the glue."""
    problems = [problem for path in paths for problem in delegate_conformance_headers(path)]
    if problems:
        raise Failure("\n".join(problems))
    includes, glue, defines = ["-I", os.path.join(built, "apple")], [], []
    if live:
        defines = ["-D", EXAMPLE_LIVE_CONDITION]
        for vendor in EXAMPLE_LIVE_GLUE:
            folder = os.path.join(package, "Glue", vendor)
            glue += sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))
            includes += ["-I", os.path.join(built, VENDOR_STUBS[vendor])]
    command = [
        "swiftc", "-typecheck", "-parse-as-library", "-module-name", app, *settings_flags(flags), *defines,
        *includes, "-I", os.path.join(out, "modules"), *paths, *glue]
    build = f"live build (-D {EXAMPLE_LIVE_CONDITION}, glue {', '.join(EXAMPLE_LIVE_GLUE)})" if live else "sandbox build"
    compile_checked(command, f"example Examples/{app}, {build}")


def build_stubs(stubs, out):
    built = os.path.join(out, "stubs")
    status, output = run(["bash", os.path.join(stubs, "build.sh"), built])
    if status != 0:
        raise Failure(f"the Apple stubs did not build:\n{output}")
    return built


def package_flags(package, targets=None):
    """The settings of the core library target, which every target shares, for app files."""
    targets = targets if targets is not None else targets_of(package)
    return targets["ProviderKit"][2] if "ProviderKit" in targets else []


def check(package, stubs, out, built=None):
    """Runs the whole check. Returns a summary; raises Failure."""
    started = time.monotonic()
    built = built or build_stubs(stubs, out)
    stubs_done = time.monotonic()
    package_name = os.path.basename(os.path.realpath(package)).lower()
    targets = targets_of(package)
    modules, files = check_modules(targets, built, out, package_name)
    modules_done = time.monotonic()
    darwin = check_darwin_branches(targets, built, out, package_name)
    for module, path, lines in darwin:
        print(f"apple-surface: Darwin branch type-checks: {os.path.relpath(path)} (module {module}; "
              f"canImport(Glibc/Musl) false at line{'s' if len(lines) > 1 else ''} {', '.join(map(str, lines))})")
    darwin_done = time.monotonic()
    flags = package_flags(package, targets)
    glue = vendor_folders(package, "Glue")
    if not glue:
        raise Failure("no glue files under Glue/<Vendor>/")
    for vendor, paths in glue:
        check_app_files(paths, vendor, built, out, flags, f"glue Glue/{vendor}")
    examples = example_apps(package)
    for app, paths in examples:
        for live in (False, True):
            check_example_app(app, paths, built, out, flags, package, live)
    done = time.monotonic()
    glue_files = sum(len(paths) for _vendor, paths in glue)
    example_files = sum(len(paths) for _app, paths in examples)
    return (
        f"{len(modules)} modules ({files} files) and {glue_files} glue files"
        + (f" and {len(examples)} example app(s) ({example_files} files, sandbox and live builds)" if examples else "")
        + f" type-check against the stubs with no error and no warning, and so do the Darwin branches of "
        f"{len(darwin)} file(s) against the Darwin stand-in "
        f"(stubs {stubs_done - started:.0f} s, modules {modules_done - stubs_done:.0f} s, "
        f"Darwin branches {darwin_done - modules_done:.0f} s, glue and examples {done - darwin_done:.0f} s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.getcwd())
    parser.add_argument("--stubs", required=True, help="the apple-stubs folder (with build.sh)")
    parser.add_argument("--out", default=".build/apple-surface")
    parser.add_argument("--self-test", action="store_true", help="then prove the check fails on planted errors")
    options = parser.parse_args()
    out = os.path.realpath(options.out)
    shutil.rmtree(os.path.join(out, "modules"), ignore_errors=True)
    try:
        print(f"apple-surface: {check(options.package, options.stubs, out)}")
    except Failure as failure:
        print(f"apple-surface: FAILED\n{failure}", file=sys.stderr)
        return 1
    if options.self_test:
        from apple_surface_selftest import self_test

        return self_test(options.package, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
