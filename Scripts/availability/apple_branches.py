#!/usr/bin/env python3
"""Index the package's Apple-only branches, so the availability audit sees their references.

Code behind `#if canImport(UIKit)` (WebKit, Security, SwiftUI, SafariServices) is not compiled by
the Linux build, so its index store holds none of its references. This type-checks those files
again with ../shared/apple-stubs on the import
path (the branches are taken): each such file is type-checked as the primary file of its module
(the modules it imports are emitted first, bodies skipped), writing a second index store for
`Scripts/audit-availability.py --index-store`. The Swift standard library and Foundation
references in those branches are then checked like the rest; the stub modules' own declarations
are reported as unchecked (stubs carry no real availability).

    python3 Scripts/availability/apple_branches.py --stubs ../shared/apple-stubs --out DIR

Writes DIR/index (the store) and DIR/extra-modules (the glue's module names, for the audit's
--extra-module). The glue an app copies, Glue/<Vendor>/*.swift (outside every SwiftPM target), is
indexed too, as module `<Vendor>Glue`, against its vendor's SDK stub. Needs the stubs' build.sh;
test targets are left out (their only Apple-only branches import Darwin, whose calls are C
declarations the audit cannot check).
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

APPLE_IMPORT = re.compile(rb"canImport\((UIKit|WebKit|SafariServices|Security|SwiftUI)\)")
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)",
    re.MULTILINE)
# Glue/<Vendor>/*.swift (outside every SwiftPM target; apps copy it) and the stub folder of the
# vendor SDK it imports (the two LinkKit stubs share a module name, so one per compile).
GLUE_STUBS = {"Plaid": "linkkit7", "PlaidLegacy": "linkkit1", "Mesh": "linksdk"}
GLUE_SUFFIX = "Glue"
SETTING_FLAGS = {
    "enableUpcomingFeature": "-enable-upcoming-feature",
    "enableExperimentalFeature": "-enable-experimental-feature",
    "define": "-D",
}


def targets_of(package):
    """{name: (sources, dependencies, flags)} for the regular and executable targets."""
    description = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=package, capture_output=True, text=True, check=True).stdout)
    names = {target["name"] for target in description["targets"]}
    found = {}
    for target in description["targets"]:
        if target["type"] not in ("regular", "executable"):
            continue
        root = os.path.join(package, target.get("path") or os.path.join("Sources", target["name"]))
        excluded = [os.path.join(root, path) for path in target.get("exclude", [])]
        sources = sorted(
            os.path.join(directory, name)
            for directory, _dirs, files in os.walk(root) for name in files
            if name.endswith(".swift") and not any(os.path.join(directory, name).startswith(e) for e in excluded))
        dependencies = []
        for dependency in target.get("dependencies", []):
            for key in ("byName", "target"):
                if key in dependency and dependency[key][0] in names:
                    dependencies.append(dependency[key][0])
        flags = []
        for setting in target.get("settings", []):
            for kind, value in setting.get("kind", {}).items():
                if kind in SETTING_FLAGS and setting.get("tool") == "swift":
                    flags += [SETTING_FLAGS[kind], value["_0"]]
        found[target["name"]] = (sources, dependencies, flags)
    return found


def glue_targets(package, targets):
    """Glue/<Vendor> folders as pseudo-targets `<Vendor>Glue`, depending on the package targets
    they import, with the vendor's stub folder as a flag placeholder (`@stubs/<folder>`)."""
    root = os.path.join(package, "Glue")
    found = {}
    for vendor in sorted(os.listdir(root)) if os.path.isdir(root) else ():
        folder = os.path.join(root, vendor)
        sources = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))
        if not sources:
            continue
        imports = set()
        for path in sources:
            with open(path, encoding="utf-8") as handle:
                imports.update(IMPORT.findall(handle.read()))
        flags = ["-I", f"@stubs/{GLUE_STUBS[vendor]}"] if vendor in GLUE_STUBS else []
        found[vendor + GLUE_SUFFIX] = (sources, sorted(imports & set(targets)), flags)
    return found


def branch_files(targets, glue):
    """{target: [files with an Apple-only branch]}; every glue file is one."""
    found = {name: list(glue[name][0]) for name in glue}
    for name, (sources, _dependencies, _flags) in targets.items():
        if name in glue:
            continue
        for path in sources:
            with open(path, "rb") as handle:
                if APPLE_IMPORT.search(handle.read()):
                    found.setdefault(name, []).append(path)
    return found


def dependency_order(targets, roots):
    """Every target `roots` depend on (not the roots themselves unless depended on), in build order."""
    order, seen = [], set()

    def visit(name):
        if name in seen or name not in targets:
            return
        seen.add(name)
        for dependency in targets[name][1]:
            visit(dependency)
        order.append(name)

    for root in sorted(roots):
        for dependency in targets[root][1]:
            visit(dependency)
    return order


def common_flags(name, targets, stubs, out, package_name):
    flags = [flag.replace("@stubs", stubs) for flag in targets[name][2]]
    return ["-parse-as-library", "-swift-version", "6", "-module-name", name, "-package-name", package_name,
            *flags, "-I", os.path.join(stubs, "apple"), "-I", os.path.join(out, "modules")]


def emit_module(name, targets, stubs, out, package_name):
    """The module interface dependents import (bodies skipped, as SwiftPM's emit-module job does)."""
    command = ["swiftc", "-emit-module", *common_flags(name, targets, stubs, out, package_name),
               "-emit-module-path", os.path.join(out, "modules", f"{name}.swiftmodule"),
               "-experimental-skip-non-inlinable-function-bodies-without-types", *targets[name][0]]
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def index_file(name, path, targets, stubs, out, package_name):
    """Type-checks one file (the rest of its module as context) and records its index unit."""
    unit = os.path.join(out, "units", name, os.path.relpath(path, "/") + ".o")
    others = [source for source in targets[name][0] if source != path]
    command = ["swiftc", "-frontend", "-typecheck", "-primary-file", path, *others,
               *common_flags(name, targets, stubs, out, package_name),
               "-index-store-path", os.path.join(out, "index"), "-index-unit-output-path", unit]
    result = subprocess.run(command, capture_output=True, text=True)
    return path, result.returncode, result.stdout + result.stderr


def index_apple_branches(package, stubs, out, built_stubs=None):
    """Builds the stubs (unless `built_stubs` holds them already), then indexes every file with an
    Apple-only branch into `out`/index. Returns (status, message)."""
    package, out = os.path.realpath(package), os.path.realpath(out)
    os.makedirs(os.path.join(out, "modules"), exist_ok=True)
    if built_stubs is None:
        built_stubs = os.path.join(out, "stubs")
        subprocess.run(["bash", os.path.join(stubs, "build.sh"), built_stubs], check=True, stdout=subprocess.DEVNULL)
    targets = targets_of(package)
    glue = glue_targets(package, targets)
    targets.update(glue)
    branches = branch_files(targets, glue)
    with open(os.path.join(out, "extra-modules"), "w", encoding="utf-8") as handle:
        handle.write("".join(f"{name}\n" for name in sorted(glue)))
    package_name = os.path.basename(package).lower()
    for name in dependency_order(targets, branches):
        status, output = emit_module(name, targets, built_stubs, out, package_name)
        if status != 0:
            return 2, f"{name} does not build against the stubs:\n{output}"
    jobs = [(name, path) for name, paths in sorted(branches.items()) for path in paths]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda job: index_file(job[0], job[1], targets, built_stubs, out, package_name), jobs))
    failed = [f"{path}:\n{output}" for path, status, output in results if status != 0]
    if failed:
        return 2, "type-checking against the stubs failed:\n" + "\n".join(failed)
    return 0, (f"indexed {len(jobs)} files with Apple-only branches ({', '.join(sorted(branches))}) "
               f"against the stubs into {os.path.join(out, 'index')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.getcwd())
    parser.add_argument("--stubs", required=True, help="the apple-stubs folder (with build.sh)")
    parser.add_argument("--out", required=True)
    options = parser.parse_args()
    status, message = index_apple_branches(options.package, options.stubs, options.out)
    print(f"apple_branches: {message}", file=sys.stderr if status else sys.stdout)
    return status


if __name__ == "__main__":
    sys.exit(main())
