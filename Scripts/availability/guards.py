"""Availability guards in Swift source, from the compiler's own parse (`swiftc -dump-parse`).

A guard is a byte range of a file and the versions it promises, per platform:
- `@available(iOS 16, macOS 13, *)` (or `@available(iOS, introduced: 16)`) on any declaration:
  the whole declaration, attributes to closing brace, so members inherit it from their type or
  extension; `@available(iOS, unavailable)` / `@available(*, unavailable)` exempts the platform;
- `if #available(...) { A }`: A; `if #unavailable(...) { } else { B }`: B;
  `while #available(...) { A }`: A;
- `guard #available(...) else { ... }`: the rest of the enclosing block after the guard.
Platforms a guard does not name keep the package minimum (`*`). Guards under every `#if` clause
count, active or not. Nothing else counts: a runtime check such as
`ProcessInfo.isOperatingSystemAtLeast` is not a compile-time guard.
"""

import bisect
import json
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

from symbolgraphs import PLATFORMS, UNAVAILABLE, parse_version

_CONDITION_KEYWORD = re.compile(rb"#(un)?available\b")
_DIRECTIVE = re.compile(rb"(?m)^[ \t]*#(if|elseif|else|endif)\b[^\n]*")


@dataclass
class Guard:
    """Versions promised to every reference between `start` and `end` (byte offsets, inclusive)."""
    start: int
    end: int
    versions: dict = field(default_factory=dict)
    origin: str = ""


class FileGuards:
    """The guards of one file, and byte offsets for its lines."""

    def __init__(self, path, source, guards):
        self.path = path
        self.guards = guards
        self._line_starts = [0] + [index + 1 for index, byte in enumerate(source) if byte == 0x0A]

    def offset(self, line, column):
        """Byte offset of a 1-based line and 1-based UTF-8 column (the index store's positions)."""
        if line - 1 >= len(self._line_starts):
            return -1
        return self._line_starts[line - 1] + column - 1

    def line_of(self, offset):
        return bisect.bisect_right(self._line_starts, offset)

    def versions_at(self, line, column):
        """{platform: version} promised at a position: the highest of every enclosing guard."""
        offset = self.offset(line, column)
        found = {}
        for guard in self.guards:
            if guard.start <= offset <= guard.end:
                for platform, version in guard.versions.items():
                    if version > found.get(platform, (0, 0)):
                        found[platform] = version
        return found


def parse(path, swiftc="swiftc"):
    """The guards of the Swift file at `path`."""
    with open(path, "rb") as handle:
        source = handle.read()
    if b"available" not in source:
        return FileGuards(path, source, [])
    # `-dump-parse` leaves out everything under `#if`; with the directive lines blanked (same
    # length, so offsets hold) every clause is parsed, and a guard in any clause is seen. The
    # parser tolerates what that may leave (a duplicate declaration, say), so its exit status is
    # not trusted; only its JSON is.
    with tempfile.NamedTemporaryFile(suffix=".swift") as flattened:
        flattened.write(_DIRECTIVE.sub(lambda match: b" " * len(match.group(0)), source))
        flattened.flush()
        result = subprocess.run(
            [swiftc, "-dump-parse", "-dump-ast-format", "json", flattened.name], capture_output=True, check=False)
    try:
        tree = json.loads(result.stdout.decode("utf-8", "replace"))
    except ValueError:
        raise RuntimeError(f"{path}: swiftc -dump-parse failed: {result.stderr.decode(errors='replace')[:500]}")
    collector = _Collector(source)
    collector.visit_list(tree.get("items", []), None)
    return FileGuards(path, source, collector.guards)


def _extent(node):
    """(first, last) byte offsets of everything under `node` that has a range."""
    low, high = None, None
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, dict):
            span = current.get("range")
            if isinstance(span, dict) and "start" in span:
                low = span["start"] if low is None else min(low, span["start"])
                high = span["end"] if high is None else max(high, span["end"])
            stack.extend(current.values())
        elif isinstance(current, list):
            stack.extend(current)
    return low, high


def _attribute_versions(attributes):
    """`@available` attributes -> {platform: version}; unavailable platforms get UNAVAILABLE."""
    versions = {}
    for attribute in attributes:
        if attribute.get("_kind") != "available_attr":
            continue
        domain = attribute.get("domainIdentifier")
        if attribute.get("unavailable"):
            for platform in PLATFORMS if domain == "*" else (domain,):
                if platform in PLATFORMS:
                    versions[platform] = UNAVAILABLE
        elif domain in PLATFORMS and attribute.get("introduced"):
            version = parse_version(attribute["introduced"])
            if version > versions.get(domain, (0, 0)):
                versions[domain] = version
    return versions


class _Collector:
    def __init__(self, source):
        self.source = source
        self.guards = []
        self.bindings = []  # pattern_binding_decl extents, for stored properties' initializers

    def visit_list(self, items, block_end):
        for item in items:
            if isinstance(item, dict) and item.get("_kind") == "pattern_binding_decl":
                self.bindings.append(_extent(item))
        for item in items:
            if isinstance(item, dict):
                self.visit(item, block_end)

    def visit(self, node, block_end):
        kind = node.get("_kind")
        attributes = node.get("attrs")
        if isinstance(attributes, list):
            versions = _attribute_versions(attributes)
            if versions:
                self._add_declaration_guard(node, attributes, versions)
        if kind in ("if_stmt", "guard_stmt", "while_stmt"):
            self._add_condition_guards(node, kind, block_end)
        for key, value in node.items():
            if isinstance(value, dict):
                inner_end = value.get("range", {}).get("end") if value.get("_kind") == "brace_stmt" else block_end
                if value.get("_kind") == "brace_stmt":
                    self.visit_list(value.get("elements", []), inner_end)
                else:
                    self.visit(value, block_end)
            elif isinstance(value, list):
                self.visit_list(value, block_end)

    def _add_declaration_guard(self, node, attributes, versions):
        low, high = _extent(node)
        for attribute in attributes:
            span = attribute.get("range") or {}
            if "start" in span:
                low = span["start"] if low is None else min(low, span["start"])
        if node.get("_kind") == "var_decl" and low is not None:
            name_at = node.get("range", {}).get("start", low)
            for first, last in self.bindings:  # `@available var x: T = ...`: the binding holds type and value
                if first is not None and first <= name_at <= last:
                    high = max(high, last)
        if low is not None:
            self.guards.append(Guard(low, high, versions, "@available"))

    def _add_condition_guards(self, node, kind, block_end):
        conditions = [c for c in node.get("conditions", []) if c.get("_kind") == "#available"]
        if not conditions:
            return
        start = node.get("range", {}).get("start", 0)
        keywords = _CONDITION_KEYWORD.finditer(self.source, start)
        for condition in conditions:
            keyword = next(keywords, None)
            negated = keyword is not None and keyword.group(1) is not None
            versions = {}
            for query in condition.get("queries", []):
                if query.get("domain") in PLATFORMS and query.get("version"):
                    versions[query["domain"]] = parse_version(query["version"])
            if not versions:
                continue
            if kind == "guard_stmt" and not negated:
                target = (node["range"]["end"], block_end) if block_end is not None else None
            elif kind == "guard_stmt":
                target = _extent(node.get("body") or {})
            elif kind == "if_stmt" and negated:
                target = _extent(node["else_stmt"]) if node.get("else_stmt") else None
            elif negated:
                target = None
            else:
                target = _extent(node.get("then_stmt") or node.get("body") or {})
            if target and target[0] is not None:
                origin = "#unavailable" if negated else "#available"
                self.guards.append(Guard(target[0], target[1], versions, origin))
