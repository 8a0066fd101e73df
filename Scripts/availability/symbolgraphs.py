"""Apple availability of the toolchain's modules, from `swift symbolgraph-extract`.

The Linux toolchain's symbol graphs keep the `@available` attributes of the Swift standard library,
`_Concurrency`, swift-foundation and the other modules: `Duration` says iOS 16.0 / macOS 13.0 even
though Linux ignores it. This module extracts those graphs (in parallel, cached per toolchain),
condenses them to what the audit needs and answers, for a USR, "since when is this available on
iOS / macOS", inheriting from the enclosing type when a member records nothing.
"""

import concurrent.futures
import glob
import hashlib
import json
import os
import subprocess
import tempfile

# Modules whose declarations the audit checks. `_Concurrency` extends `Swift` (its graph is
# `_Concurrency@Swift`); swift-foundation's two modules are what the Linux `Foundation` re-exports.
CHECKED_MODULES = (
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Dispatch",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Testing",
)
# The Apple frameworks ../shared/apple-stubs stands in for: their stubs record Apple's availability
# on every declaration (`@available(iOS x, macOS y, *)`), which their symbol graphs carry.
APPLE_STUB_MODULES = ("UIKit", "WebKit", "SafariServices", "Security", "SwiftUI", "CryptoKit")
PLATFORMS = ("iOS", "macOS")
UNAVAILABLE = (9999, 0)  # "never" for a platform that marks the declaration unavailable
CACHE_FORMAT = 4
_PARENT_RELATIONS = ("memberOf", "requirementOf", "optionalRequirementOf")
_CONFORMANCE_RELATIONS = ("conformsTo", "inheritsFrom")


def parse_version(text):
    """"16", "16.4", "16.4.1" -> (16, 4)."""
    parts = [int(part) for part in str(text).split(".") if part.isdigit()]
    return (parts + [0, 0])[0], (parts + [0, 0])[1]


def format_version(version):
    return "unavailable" if version == UNAVAILABLE else f"{version[0]}.{version[1]}"


def _availability(entries):
    """Symbol-graph availability -> {platform: (major, minor)} for iOS and macOS."""
    found = {}
    for entry in entries or ():
        domain = entry.get("domain")
        if domain not in PLATFORMS:
            continue
        if entry.get("isUnconditionallyUnavailable"):
            found[domain] = UNAVAILABLE
        elif "introduced" in entry:
            introduced = entry["introduced"]
            found[domain] = (introduced.get("major", 0), introduced.get("minor", 0))
    return found


def _signature(symbol):
    """Parameter labels and types and the result type, as text (names of parameters dropped)."""
    function = symbol.get("functionSignature")
    if not function:
        return ""
    def spell(fragments):
        return "".join(f["spelling"] for f in fragments if f.get("kind") != "identifier").lstrip(": ")
    parameters = ",".join(
        f"{p.get('name', '_')}:{spell(p.get('declarationFragments', []))}" for p in function.get("parameters", []))
    return f"({parameters})->{spell(function.get('returns', []))}"


def _condense(paths):
    """Reads graph files into {usr: [name, kind, module, availability, signature]} and relations."""
    symbols, parents, conformances, defaults = {}, {}, {}, {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        module = os.path.basename(path).split(".symbols.json")[0]
        for symbol in graph.get("symbols", ()):
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr:
                continue  # an inherited copy; the original carries the facts
            symbols[usr] = [
                ".".join(symbol.get("pathComponents", ())), symbol["kind"]["identifier"], module,
                _availability(symbol.get("availability")), _signature(symbol)]
        for relation in graph.get("relationships", ()):
            source, target = relation["source"], relation["target"]
            if "::SYNTHESIZED::" in source:
                continue
            if relation["kind"] in _PARENT_RELATIONS:
                parents.setdefault(source, target)
            elif relation["kind"] in _CONFORMANCE_RELATIONS:
                conformances.setdefault(source, []).append(target)
            elif relation["kind"] == "defaultImplementationOf":
                defaults.setdefault(source, []).append(target)
    return {"format": CACHE_FORMAT, "symbols": symbols, "parents": parents, "conformances": conformances,
            "defaults": defaults}


def _toolchain_key(swift, modules, target):
    version = subprocess.run([swift, "--version"], capture_output=True, text=True, check=False).stdout
    key = f"{CACHE_FORMAT}|{version}|{target}|{','.join(modules)}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _extract(swift, module, target, output):
    command = [swift, "symbolgraph-extract", "-module-name", module, "-target", target, "-output-dir", output]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    return module, result.returncode, result.stderr.strip()


def _merge(data, extra):
    """`data` with the symbols and relations of `extra` added."""
    merged = {"format": data["format"]}
    for key in ("symbols", "parents", "conformances", "defaults"):
        merged[key] = {**data[key], **extra[key]}
    return merged


def load_apple_stubs(apple_dir, swift="swift", target="x86_64-unknown-linux-gnu", modules=APPLE_STUB_MODULES):
    """The condensed graphs of the Apple stub modules built into `apple_dir` (apple-stubs' build.sh
    OUT/apple). Not cached: the stubs change with ../shared, and the six graphs take about a second."""
    with tempfile.TemporaryDirectory(prefix="symbolgraphs-apple-") as output:
        failed = []
        for module in modules:
            command = [swift, "symbolgraph-extract", "-module-name", module, "-target", target,
                       "-I", apple_dir, "-output-dir", output]
            result = subprocess.run(command, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                failed.append(f"{module}: {result.stderr.strip() or 'exit ' + str(result.returncode)}")
        if failed:
            raise RuntimeError("swift symbolgraph-extract failed for the Apple stubs: " + "; ".join(failed))
        return _condense(sorted(glob.glob(os.path.join(output, "*.symbols.json"))))


def load(cache_dir, swift="swift", target="x86_64-unknown-linux-gnu", modules=CHECKED_MODULES, jobs=2,
         apple_stubs=None):
    """The condensed graphs of `modules`, extracted once per toolchain into `cache_dir`, plus those
    of the Apple stub modules when `apple_stubs` (the built stubs' `apple` folder) is given."""
    graphs = _load_toolchain(cache_dir, swift, target, modules, jobs)
    if apple_stubs is None:
        return graphs
    data = _merge(graphs.data, load_apple_stubs(apple_stubs, swift, target))
    return SymbolGraphs(data, from_cache=graphs.from_cache)


def _load_toolchain(cache_dir, swift, target, modules, jobs):
    os.makedirs(cache_dir, exist_ok=True)
    cache = os.path.join(cache_dir, f"symbolgraphs-{_toolchain_key(swift, modules, target)}.json")
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as handle:
            data = json.load(handle)
        if data.get("format") == CACHE_FORMAT:
            return SymbolGraphs(data, from_cache=True)
    with tempfile.TemporaryDirectory(prefix="symbolgraphs-") as output:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(lambda module: _extract(swift, module, target, output), modules))
        failed = [f"{module}: {error or 'exit ' + str(code)}" for module, code, error in results if code != 0]
        if failed:
            raise RuntimeError("swift symbolgraph-extract failed for " + "; ".join(failed))
        data = _condense(sorted(glob.glob(os.path.join(output, "*.symbols.json"))))
    with open(cache + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    os.replace(cache + ".tmp", cache)
    return SymbolGraphs(data, from_cache=False)


class SymbolGraphs:
    """Lookups over the condensed graphs."""

    def __init__(self, data, from_cache):
        self.data = data
        self.from_cache = from_cache
        self._symbols = data["symbols"]
        self._parents = data["parents"]
        self._conformances = data["conformances"]
        self._defaults = data["defaults"]
        self._effective = {}
        self._by_name = {}
        for usr, (name, *_rest) in self._symbols.items():
            self._by_name.setdefault(name.rsplit(".", 1)[-1], []).append(usr)

    def __len__(self):
        return len(self._symbols)

    def __contains__(self, usr):
        return usr in self._symbols

    def describe(self, usr):
        """(qualified name, graph module) of a symbol in the graphs."""
        name, _kind, module, _availability, _signature = self._symbols[usr]
        return name, module

    def own_availability(self, usr):
        return {k: tuple(v) for k, v in self._symbols[usr][3].items()}

    def availability(self, usr):
        """{platform: (major, minor)}: the symbol's own introduction, raised to its parents'."""
        if usr in self._effective:
            return self._effective[usr]
        self._effective[usr] = {}  # cycle guard
        found = self.own_availability(usr) if usr in self._symbols else {}
        parent = self._parents.get(usr)
        if parent is not None:
            for platform, version in self.availability(parent).items():
                if version > found.get(platform, (0, 0)):
                    found[platform] = version
        self._effective[usr] = found
        return found

    def older_equivalent(self, usr, minimums):
        """A declaration with the same name, kind and signature as `usr`, on the same type or one
        it conforms to or inherits from (or a default implementation of `usr` itself), that is
        available at `minimums`; or None.

        On Linux the type checker sees no Apple availability, so where a newer declaration shadows
        an older identical one (`String.data(using:allowLossyConversion:)`, reimplemented in
        swift-foundation as iOS 18 API next to the iOS 8 `StringProtocol` one; `&*`, made a
        `FixedWidthInteger` requirement in Swift 6 next to the old extension operator) it picks the
        newer; an Apple build at the minimum ranks the unavailable one lower and picks the older.
        """
        if usr not in self._symbols:
            return None
        name, kind, _module, _availability, signature = self._symbols[usr]
        parent = self._parents.get(usr)
        if parent is not None and any(
                version > minimums.get(platform, version) for platform, version in self.availability(parent).items()):
            return None  # a member of a newer type (`Duration.zero`) has no older stand-in
        owners = self._owners(parent)
        for candidate in self._by_name.get(name.rsplit(".", 1)[-1], ()):
            if candidate == usr:
                continue
            other_name, other_kind, _m, _a, other_signature = self._symbols[candidate]
            if other_kind != kind or other_signature != signature:
                continue
            if self._parents.get(candidate) not in owners and usr not in self._defaults.get(candidate, ()):
                continue
            available = self.availability(candidate)
            if all(available.get(platform, (0, 0)) <= minimum for platform, minimum in minimums.items()):
                return candidate
        return None

    def _owners(self, parent):
        """`parent` and every protocol or class it conforms to or inherits from."""
        seen, pending = set(), [parent] if parent else []
        while pending:
            current = pending.pop()
            if current in seen:
                continue
            seen.add(current)
            pending.extend(self._conformances.get(current, ()))
        return seen
