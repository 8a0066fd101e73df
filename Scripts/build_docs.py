#!/usr/bin/env python3
"""Builds the DocC documentation of every library product and fails on any DocC warning.

1. Symbol graphs: `swift symbolgraph-extract` of each product's module as the Apple-surface check
   built it against the Apple stubs (`.build/apple-surface/modules`), so the documentation shows the
   API an iOS app sees: the SwiftUI and UIKit entry points and every `#if canImport` branch. When
   those modules are missing or older than a source file, the Apple-surface check runs first.
2. `docc convert` of each product's catalog (`<target folder>/<Module>.docc`; every product must
   have one) with its symbol graphs, two at a time, each archive built for external links and
   handed with `--dependency` to the products that depend on it, so a symbol link to another
   module, ``/ProviderKit/LinkError``, resolves and is checked. A module without dependencies (the
   core) is converted first, for the others to link to, and again last, with every other archive
   available, so its articles may link to any product; only that last conversion's diagnostics
   count.
3. `docc merge` of the archives into one, `.build/docs/ProviderKit.doccarchive`, where the
   cross-module links work in a browser.

Any warning (and any error) fails, with its file and line. `--self-test` then proves that a broken
link planted in an article, in a doc comment, or a cross-module link written relative, fails the
build. Stdlib only.

    python3 Scripts/build_docs.py --stubs ../shared/apple-stubs [--out .build/docs] [--self-test]
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPTS)
import apple_surface  # noqa: E402  (the Apple-surface check builds the modules documented here)

DIAGNOSTIC = re.compile(r"^(warning|error): (.*)$")
BUNDLE_PREFIX = "org.providerkit."


class Failure(Exception):
    """The documentation did not build cleanly."""


def run(command, cwd=None):
    """Runs a command; returns (status, combined output)."""
    process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return process.returncode, process.stdout


def products_of(package):
    """[(module, catalog folder, [product dependencies])] of every library product, in dependency order."""
    status, output = run(["swift", "package", "dump-package"], cwd=package)
    if status != 0:
        raise Failure(f"swift package dump-package failed:\n{output}")
    description = json.loads(output)
    targets = {target["name"]: target for target in description["targets"]}
    modules = [name for product in description["products"] if "library" in product["type"]
               for name in product["targets"]]
    found = {}
    for module in modules:
        target = targets[module]
        folder = target.get("path") or os.path.join("Sources", module)
        dependencies = [dependency[key][0] for dependency in target.get("dependencies", [])
                        for key in ("byName", "target") if key in dependency and dependency[key][0] in modules]
        found[module] = (os.path.join(package, folder, f"{module}.docc"), dependencies)
    ordered, done = [], set()
    while len(ordered) < len(found):
        ready = [name for name in found if name not in done and set(found[name][1]) <= done]
        if not ready:
            raise Failure(f"product dependency cycle among {sorted(set(found) - done)}")
        for name in sorted(ready):
            ordered.append((name, *found[name]))
            done.add(name)
    return ordered


def ensure_modules(package, stubs, surface):
    """The Apple-surface modules, rebuilt by that check when missing or older than any source."""
    modules = os.path.join(surface, "modules")
    marker = os.path.join(modules, "ProviderKit.swiftmodule")
    newest = 0.0
    for folder in ("Sources", "Providers"):
        for directory, _dirs, names in os.walk(os.path.join(package, folder)):
            newest = max([newest] + [os.path.getmtime(os.path.join(directory, name))
                                     for name in names if name.endswith(".swift")])
    if os.path.exists(marker) and os.path.getmtime(marker) >= newest:
        return modules, os.path.join(surface, "stubs")
    print("build-docs: the Apple-surface modules are missing or stale; running that check first", flush=True)
    shutil.rmtree(modules, ignore_errors=True)
    try:
        apple_surface.check(package, stubs, surface)
    except apple_surface.Failure as failure:
        raise Failure(f"the Apple-surface check failed, so there is nothing to document:\n{failure}") from failure
    return modules, os.path.join(surface, "stubs")


def extract(module, modules, built, out):
    """The module's public symbol graphs (with extension blocks) in out/symbol-graphs/<module>."""
    folder = os.path.join(out, "symbol-graphs", module)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    status, output = run([
        "swift", "symbolgraph-extract", "-module-name", module, "-target", apple_surface_target(),
        "-I", modules, "-I", os.path.join(built, "apple"), "-minimum-access-level", "public",
        "-emit-extension-block-symbols", "-skip-inherited-docs", "-output-dir", folder])
    if status != 0:
        raise Failure(f"symbolgraph-extract {module} failed:\n{output}")
    return folder


def apple_surface_target():
    """The target triple the Apple-surface modules were built for (the host's)."""
    machine = os.uname().machine
    arch = "aarch64" if machine in ("arm64", "aarch64") else "x86_64"
    return f"{arch}-unknown-linux-gnu" if sys.platform.startswith("linux") else f"{arch.replace('aarch64', 'arm64')}-apple-macosx13.0"


def convert(module, catalog, graphs, archive, dependencies, package):
    """Runs `docc convert`; returns its diagnostics, each with its location. Warnings are counted
    here rather than with `--warnings-as-errors`, which writes no archive, so one module's broken
    link would show up again as a missing dependency of every later module."""
    shutil.rmtree(archive, ignore_errors=True)
    command = [
        "docc", "convert", catalog, "--additional-symbol-graph-dir", graphs, "--output-dir", archive,
        "--fallback-display-name", module, "--fallback-bundle-identifier", BUNDLE_PREFIX + module,
        "--enable-experimental-external-link-support"]
    for dependency in dependencies:
        command += ["--dependency", dependency]
    status, output = run(command, cwd=package)
    lines = output.splitlines()
    found = []
    for index, line in enumerate(lines):
        if DIAGNOSTIC.match(line):
            where = next((text.strip() for text in lines[index + 1:index + 3] if text.strip().startswith("-->")), "")
            found.append(f"{module}: {line} {where}".rstrip())
    if status != 0 and not found:
        found.append(f"{module}: docc convert exited with {status}:\n{output.strip()}")
    return found


def closures(products):
    """{module: every product it depends on, directly or not}."""
    direct = {module: set(dependencies) for module, _catalog, dependencies in products}
    found = {}
    for module, _catalog, _dependencies in products:  # products come in dependency order
        found[module] = set(direct[module]).union(*(found[dependency] for dependency in direct[module]))
    return found


def build(package, products, modules, built, out, jobs=2):
    """Converts every product, `jobs` at a time, each once its dependencies' archives exist;
    returns ({module: archive}, diagnostics, seconds)."""
    missing = [f"{module}: no documentation catalog at {os.path.relpath(catalog, package)}"
               for module, catalog, _dependencies in products if not os.path.isdir(catalog)]
    if missing:
        raise Failure("\n".join(missing))
    started = time.monotonic()
    graphs = {module: extract(module, modules, built, out) for module, _catalog, _dependencies in products}
    staging = os.path.join(out, "archives")
    os.makedirs(staging, exist_ok=True)
    catalogs = {module: catalog for module, catalog, _dependencies in products}
    needs = closures(products)
    roots = [module for module in catalogs if not needs[module]]
    # A job is (name, module, the jobs it waits for). The roots (the
    # core) are converted first as link targets, their diagnostics ignored, and last with every
    # other archive; every other module once, against the archives of the products it depends on.
    links = {module: os.path.join(staging, f"{module}-links.doccarchive") for module in roots}
    archives = {module: os.path.join(staging, f"{module}.doccarchive") for module in catalogs}

    def archive_of(name):
        return links[name[:-len("-links")]] if name.endswith("-links") else archives[name]

    pending = [(f"{module}-links", module, set()) for module in roots]
    pending += [(module, module, {f"{d}-links" if d in roots else d for d in needs[module]})
                for module in catalogs if needs[module]]
    pending += [(module, module, {other for other in catalogs if other != module} | {f"{module}-links"})
                for module in roots]
    done, problems, running = set(), [], {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        while pending or running:
            for job in [job for job in pending if job[2] <= done][:max(0, jobs - len(running))]:
                pending.remove(job)
                name, module, waits = job
                dependencies = sorted(archive_of(wait) for wait in waits if wait != f"{module}-links")
                running[pool.submit(convert, module, catalogs[module], graphs[module], archive_of(name),
                                    dependencies, package)] = name
            if not running:
                raise Failure(f"documentation jobs waiting on each other: {[job[0] for job in pending]}")
            finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in finished:
                name = running.pop(future)
                if not name.endswith("-links"):
                    problems += future.result()
                done.add(name)
    return archives, problems, time.monotonic() - started


def merge(archives, out):
    """Merges the archives into out/ProviderKit.doccarchive."""
    combined = os.path.join(out, "ProviderKit.doccarchive")
    shutil.rmtree(combined, ignore_errors=True)
    status, output = run(["docc", "merge", *archives, "--output-path", combined,
                          "--synthesized-landing-page-name", "ProviderKit"])
    found = [line for line in output.splitlines() if DIAGNOSTIC.match(line)]
    if status != 0 or found:
        raise Failure(f"docc merge failed:\n{output.strip()}")
    return combined


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.getcwd())
    parser.add_argument("--stubs", required=True, help="the apple-stubs folder (with build.sh)")
    parser.add_argument("--surface", default=".build/apple-surface", help="the Apple-surface check's output")
    parser.add_argument("--out", default=".build/docs")
    parser.add_argument("--self-test", action="store_true", help="then prove planted broken links fail the build")
    options = parser.parse_args()
    package, out = os.path.realpath(options.package), os.path.realpath(options.out)
    os.makedirs(out, exist_ok=True)
    try:
        products = products_of(package)
        modules, built = ensure_modules(package, options.stubs, os.path.realpath(options.surface))
        archives, problems, seconds = build(package, products, modules, built, out)
        if problems:
            raise Failure(f"{len(problems)} DocC diagnostic(s); fix each (warnings are errors):\n  "
                          + "\n  ".join(problems))
        combined = merge([archives[module] for module, _catalog, _deps in products], out)
        print(f"build-docs: {len(archives)} catalogs convert with 0 warnings ({seconds:.0f} s); "
              f"combined archive {os.path.relpath(combined, package)}")
    except Failure as failure:
        print(f"build-docs: FAILED\n{failure}", file=sys.stderr)
        return 1
    if options.self_test:
        import build_docs_selftest  # noqa: PLC0415  (only when asked)
        return build_docs_selftest.self_test(products, archives, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
