#!/usr/bin/env python3
"""Proves the documentation build bites: each case plants one broken link in a temporary copy of a
catalog (or of a module's symbol graphs, where doc comments live), converts that module against the
archives the passing build just wrote, and asserts that the build reports that link.

Run by `Scripts/build_docs.py --self-test` after a passing build. A case whose anchor text is no
longer in its file fails too, so the planted errors follow the catalogs and sources as they change.
"""

import concurrent.futures
import json
import os
import shutil
import sys
import tempfile

from build_docs import convert

# (name, module, "catalog" or "graphs", file in it, text to replace, replacement, what the diagnostic names)
CASES = [
    ("a misspelt symbol link in an article", "ProviderKit", "catalog", "GettingStarted.md",
     "``LinkJourneyCoordinator``", "``LinkJourneyCoordinater``", "LinkJourneyCoordinater"),
    ("a link to an article that does not exist", "ProviderKit", "catalog", "ProviderKit.md",
     "<doc:HandlingErrors>", "<doc:HandlingErorrs>", "HandlingErorrs"),
    ("a cross-module link written relative (it resolves only as /ProviderKit/...)", "ProviderKitPlaid", "catalog",
     "ProviderKitPlaid.md", "``/ProviderKit/ProviderRegistry``", "``ProviderRegistry``", "ProviderRegistry"),
    ("a broken link in a doc comment", "ProviderKitPlaidSandbox", "graphs", "ProviderKitPlaidSandbox.symbols.json",
     None, "``PlaidSandboxDriverr``", "PlaidSandboxDriverr"),
]


def plant_in_doc_comment(path, link):
    """Appends a sentence with `link` to the first documented symbol's doc comment; True if done."""
    with open(path, encoding="utf-8") as handle:
        graph = json.load(handle)
    for symbol in graph["symbols"]:
        lines = symbol.get("docComment", {}).get("lines")
        if lines:
            lines.append({"text": f"See {link}."})
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(graph, handle)
            return True
    return False


def plant(case, products, out, scratch):
    """Copies the case's catalog and symbol graphs into `scratch` and plants the error; returns
    (catalog, graphs) or None when the anchor is gone."""
    _name, module, where, filename, anchor, replacement, _expected = case
    catalog = os.path.join(scratch, f"{module}.docc")
    graphs = os.path.join(scratch, "graphs")
    shutil.copytree(dict((m, c) for m, c, _d in products)[module], catalog)
    shutil.copytree(os.path.join(out, "symbol-graphs", module), graphs)
    path = os.path.join(catalog if where == "catalog" else graphs, filename)
    if anchor is None:
        return (catalog, graphs) if plant_in_doc_comment(path, replacement) else None
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if text.count(anchor) < 1:
        return None
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(anchor, replacement, 1))
    return catalog, graphs


def run_case(case, products, archives, out, package):
    """Plants one case and converts its module; returns None when caught, else what went wrong."""
    name, module, _where, filename, _anchor, _replacement, expected = case
    with tempfile.TemporaryDirectory(prefix="build-docs-") as scratch:
        planted = plant(case, products, out, scratch)
        if planted is None:
            return f"the anchor is not in {module}'s {filename}; update Scripts/build_docs_selftest.py"
        others = [path for other, path in archives.items() if other != module]
        found = convert(module, *planted, os.path.join(scratch, "out.doccarchive"), others, package)
        if any(expected in line for line in found):
            return None
        return f"the build reported {found or 'nothing'}"


def self_test(products, archives, out, jobs=2):
    """Runs every case, `jobs` at a time; prints one line each. Returns 0 when every planted link
    was reported."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        misses = list(pool.map(lambda case: run_case(case, products, archives, out, package), CASES))
    for case, miss in zip(CASES, misses):
        if miss is None:
            print(f"build-docs self-test: caught {case[0]}")
        else:
            print(f"build-docs self-test: FAILED: {case[0]}: {miss}", file=sys.stderr)
    failures = sum(miss is not None for miss in misses)
    print(f"build-docs self-test: {'passed' if not failures else 'FAILED'} ({failures} failure(s))")
    return 1 if failures else 0
