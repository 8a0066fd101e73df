#!/usr/bin/env python3
"""What an app links never reaches tooling: the rule docs/architecture.md states, checked.

An app product is a library product a banking app links (APP_PRODUCTS). Tooling is everything that
exists for replay, the CLI, sandboxes and tests: the ProviderKitTooling and ProviderKitTesting
targets, every *Sandbox target, the CLI and executables. The check fails when:

1. an app product's targets reach a tooling target through their dependencies (Package.swift);
2. a source file an app product compiles imports a tooling module;
3. a source file an app product compiles declares a type with the name of a type ProviderKitTooling
   declares (a tooling type moved back onto the device path).

    python3 Scripts/check-tooling-boundary.py              # the package in this folder
    python3 Scripts/check-tooling-boundary.py --self-test  # plants each violation and expects a failure

Exit status 0 when the boundary holds, 1 with one line per violation otherwise.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

APP_PRODUCTS = ["ProviderKit", "ProviderKitPlaid", "ProviderKitPlaidLegacy", "ProviderKitMesh", "ProviderKitMeld"]
TOOLING_MODULE = "ProviderKitTooling"
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|static|final|mutating|nonisolated)\s+)*"
    r"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_]\w*)",
    re.M,
)
# Nested helper types too generic to mean "this tooling type came back".
GENERIC_NAMES = {"State", "Kind", "Mismatch", "Result", "Members", "Key", "Step"}


def is_tooling(target):
    name = target["name"]
    return (
        name in (TOOLING_MODULE, "ProviderKitTesting", "ProviderKitCLI")
        or name.endswith("Sandbox")
        or target["type"] in ("executable", "test")
    )


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def target_path(target):
    return target.get("path") or os.path.join("Sources", target["name"])


def swift_files(root, folder):
    for directory, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def declared_names(text):
    return {name for name in DECLARATION.findall(text) if name not in GENERIC_NAMES}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def check(manifest, root):
    """Every violation as a line; an empty list when the boundary holds."""
    targets = {target["name"]: target for target in manifest["targets"]}
    products = {product["name"]: product for product in manifest["products"]}
    tooling = {name for name, target in targets.items() if is_tooling(target)}
    problems = []

    app_targets = {}
    for product_name in APP_PRODUCTS:
        if product_name not in products:
            problems.append(f"Package.swift: app product {product_name} is missing")
            continue
        seen, path = set(), {}
        stack = [(name, [product_name, name]) for name in products[product_name]["targets"]]
        while stack:
            name, trail = stack.pop()
            if name in seen or name not in targets:
                continue
            seen.add(name)
            path[name] = trail
            if name in tooling:
                problems.append(f"Package.swift: app product {product_name} reaches tooling target {name} via {' -> '.join(trail)}")
                continue
            stack.extend((dependency, trail + [dependency]) for dependency in dependency_names(targets[name]))
        for name in seen - tooling:
            app_targets[name] = targets[name]

    tooling_names = set()
    if TOOLING_MODULE in targets:
        for path in swift_files(root, target_path(targets[TOOLING_MODULE])):
            tooling_names |= declared_names(strip_comments(open(path, encoding="utf-8").read()))

    import_pattern = re.compile(r"^\s*(?:@testable\s+)?import\s+(\w+)", re.M)
    for name, target in sorted(app_targets.items()):
        for path in swift_files(root, target_path(target)):
            text = strip_comments(open(path, encoding="utf-8").read())
            relative = os.path.relpath(path, root)
            for module in import_pattern.findall(text):
                if module in tooling:
                    problems.append(f"{relative}: app module {name} imports tooling module {module}")
            for clash in sorted(declared_names(text) & tooling_names):
                problems.append(f"{relative}: app module {name} declares {clash}, a name {TOOLING_MODULE} declares (tooling code on the device path?)")
    return problems


def dump_package(root):
    output = subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def self_test(root):
    """Plants each kind of violation in a copy and expects the check to name it."""
    manifest = dump_package(root)
    failures = []
    if check(manifest, root):
        failures.append("the unplanted tree already fails")

    planted = json.loads(json.dumps(manifest))
    meld = next(target for target in planted["targets"] if target["name"] == "ProviderKitMeld")
    meld["dependencies"].append({"byName": [TOOLING_MODULE, None]})
    if not any("reaches tooling target ProviderKitTooling" in line for line in check(planted, root)):
        failures.append("a dependency from ProviderKitMeld on ProviderKitTooling was not caught")

    with tempfile.TemporaryDirectory() as scratch:
        for folder in ("Sources", "Providers"):
            shutil.copytree(os.path.join(root, folder), os.path.join(scratch, folder))
        core = os.path.join(scratch, "Sources", "ProviderKit")
        with open(os.path.join(core, "PlantedImport.swift"), "w", encoding="utf-8") as handle:
            handle.write("import ProviderKitTooling\n")
        with open(os.path.join(core, "PlantedInterner.swift"), "w", encoding="utf-8") as handle:
            handle.write("package struct StringInterner {}\n")
        found = check(manifest, scratch)
        if not any("imports tooling module ProviderKitTooling" in line for line in found):
            failures.append("an app file importing ProviderKitTooling was not caught")
        if not any("declares StringInterner" in line for line in found):
            failures.append("a tooling type declared again in the core was not caught")

    for failure in failures:
        print(f"tooling boundary self-test: {failure}", file=sys.stderr)
    print("tooling boundary self-test: FAILED" if failures else "tooling boundary self-test: all 3 planted violations caught")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--self-test", action="store_true", help="plant each violation and expect the check to fail")
    arguments = parser.parse_args()
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if arguments.self_test:
        return self_test(root)
    problems = check(dump_package(root), root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"tooling boundary: {len(problems)} violation(s)", file=sys.stderr)
        return 1
    print(f"tooling boundary: {len(APP_PRODUCTS)} app products reach no tooling target, import no tooling module, and declare no tooling name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
