"""The availability audit: every toolchain declaration the package references, against the
package's declared iOS and macOS minimums and the guards around each reference."""

import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import guards as guard_parser
from references import module_of_usr
from symbolgraphs import APPLE_STUB_MODULES, CHECKED_MODULES, PLATFORMS, UNAVAILABLE, format_version

# Graph modules whose Linux build does not carry Apple's annotations throughout
# (swift-corelibs-foundation and its networking half, swift-corelibs-libdispatch): a declaration
# there without an introduction is "unchecked", not "old".
UNANNOTATED_MODULES = ("Foundation", "FoundationNetworking", "Dispatch")
# Apple-only modules the project reaches through ../shared/apple-stubs: their stubs carry no
# real availability.
STUB_MODULES = ("UIKit", "WebKit", "SafariServices", "Security", "SwiftUI", "LinkKit", "LinkSDK", "Darwin")
# A file whose Apple framework code only an iOS build compiles: UIKit exists on no other platform the
# package supports, so a macOS introduction (or `@available(macOS, unavailable)`) of a framework
# declaration used there is irrelevant.
_IOS_ONLY_BRANCH = re.compile(rb"canImport\(UIKit\)|os\(iOS\)")
# Desugarings the compiler chooses by the deployment target (it falls back by itself on older
# systems), so an implicit reference on Linux says nothing about an Apple build.
_APPLE_BRANCH = re.compile(
    rb"canImport\((UIKit|WebKit|SafariServices|Security|SwiftUI|LinkKit|LinkSDK|Darwin)\)|os\((iOS|macOS|tvOS|watchOS|visionOS)\)")
COMPILER_CHOSEN = {
    "next(isolation:)": "`for await` uses next(isolation:) only where it is available, else next() (SE-0421)",
}


@dataclass
class Finding:
    reference: object
    symbol: str
    module: str
    introduced: dict
    required: dict
    note: str = ""


@dataclass
class Report:
    minimums: dict
    modules: list
    files: int
    references: int = 0
    checked: Counter = field(default_factory=Counter)
    guarded: Counter = field(default_factory=Counter)
    violations: list = field(default_factory=list)
    equivalents: list = field(default_factory=list)
    compiler_chosen: list = field(default_factory=list)
    unchecked: dict = field(default_factory=lambda: defaultdict(Counter))
    project_gated: Counter = field(default_factory=Counter)
    uncompiled_apple_branches: list = field(default_factory=list)


def _newer(introduced, required):
    """Platforms where `introduced` exceeds what the reference's context promises."""
    return {
        platform: version for platform, version in introduced.items()
        if platform in required and required[platform] != UNAVAILABLE and version > required[platform]}


class Auditor:
    def __init__(self, index, graphs, minimums, swiftc="swiftc"):
        self.index = index
        self.graphs = graphs
        self.minimums = minimums
        self.swiftc = swiftc
        self._file_guards = {}
        self._ios_only_files = {}

    def guards_of(self, path):
        if path not in self._file_guards:
            self._file_guards[path] = guard_parser.parse(path, self.swiftc)
        return self._file_guards[path]

    def required_at(self, reference):
        """What the context of a reference promises: the minimum raised by enclosing guards."""
        required = dict(self.minimums)
        for platform, version in self.guards_of(reference.path).versions_at(reference.line, reference.column).items():
            if platform in required and version > required[platform]:
                required[platform] = version
        return required

    def run(self):
        references, definitions = self.index.read()
        project_modules = set(self.index.modules())
        report = Report(dict(self.minimums), sorted(project_modules), len(self.index.files()))
        project_availability = self._project_availability(definitions)
        known = set(CHECKED_MODULES) | set(STUB_MODULES) | project_modules | {"Glibc", "Musl"}
        for reference in references:
            if reference.kind in ("module", "parameter"):
                continue
            report.references += 1
            usr = reference.usr
            if usr in definitions or module_of_usr(usr, known) in project_modules:
                gated = project_availability.get(usr)
                if gated:
                    report.project_gated[usr] += 1
                    self._check(report, reference, reference.name, "this package", gated, usr=None)
                continue
            if usr not in self.graphs:
                module = module_of_usr(usr, known)
                if module in ("C", "Glibc", "Musl"):
                    group = "C declarations (Glibc, Darwin, CoreFoundation): no Apple availability on Linux"
                elif module in STUB_MODULES:
                    group = f"Apple-only modules, reached through stubs ({module})"
                else:
                    group = f"{module}: absent from the symbol graphs (underscored, synthesized or macro)"
                report.unchecked[group][reference.name] += 1
                continue
            name, graph_module = self.graphs.describe(usr)
            declaring = graph_module.split("@")[0]
            introduced = self.graphs.availability(usr)
            if declaring in APPLE_STUB_MODULES and self._ios_only(reference.path):
                introduced = {platform: version for platform, version in introduced.items() if platform == "iOS"}
            if not introduced and declaring in UNANNOTATED_MODULES:
                group = f"{declaring} (corelibs): no Apple availability recorded for this declaration"
                report.unchecked[group][name] += 1
                continue
            report.checked[usr] += 1
            self._check(report, reference, name, declaring, introduced, usr=usr)
        report.violations.sort(key=lambda f: (f.reference.path, f.reference.line, f.reference.column))
        report.uncompiled_apple_branches = self._uncompiled_apple_branches()
        return report

    def _ios_only(self, path):
        """Whether `path` holds `#if canImport(UIKit)` / `#if os(iOS)` branches (Apple framework code
        there is compiled for iOS only)."""
        if path not in self._ios_only_files:
            try:
                with open(path, "rb") as handle:
                    self._ios_only_files[path] = _IOS_ONLY_BRANCH.search(handle.read()) is not None
            except OSError:
                self._ios_only_files[path] = False
        return self._ios_only_files[path]

    def _uncompiled_apple_branches(self):
        """Files with `#if canImport(UIKit)` / `#if os(iOS)`-style branches that only the Linux
        build compiled (no second store, such as the stub type-check's, has them): the references
        in those branches were never seen, so never checked."""
        uncompiled = []
        for path in self.index.files():
            if self.index.compiled_elsewhere(path):
                continue
            with open(path, "rb") as handle:
                if _APPLE_BRANCH.search(handle.read()):
                    uncompiled.append(path)
        return uncompiled

    def _check(self, report, reference, name, module, introduced, usr):
        newer = _newer(introduced, self.minimums)
        if not newer:
            return
        required = self.required_at(reference)
        still_newer = _newer(introduced, required)
        if not still_newer:
            report.guarded[name] += 1
            return
        finding = Finding(reference, name, module, introduced, required)
        member = name.rsplit(".", 1)[-1]
        if reference.implicit and member in COMPILER_CHOSEN:
            finding.note = COMPILER_CHOSEN[member]
            report.compiler_chosen.append(finding)
            return
        equivalent = usr and self.graphs.older_equivalent(usr, required)
        if equivalent:
            older_name, older_module = self.graphs.describe(equivalent)
            since = ", ".join(f"{p} {format_version(v)}" for p, v in sorted(self.graphs.availability(equivalent).items()))
            finding.note = (f"an Apple build at the minimum resolves to the older {older_name} "
                            f"({older_module.split('@')[0]}, {since or 'no introduction recorded'})")
            report.equivalents.append(finding)
            return
        report.violations.append(finding)

    def _project_availability(self, definitions):
        """{usr: {platform: version}} for the package's own declarations inside guards newer
        than the minimums, so that using them unguarded is caught like a toolchain API."""
        gated, annotated = {}, {}
        for usr, places in definitions.items():
            for path, line, column in places:
                if path not in annotated:
                    with open(path, "rb") as handle:
                        annotated[path] = b"@available" in handle.read()
                if not annotated[path]:
                    continue
                promised = self.guards_of(path).versions_at(line, column)
                newer = {p: v for p, v in promised.items() if p in self.minimums and v > self.minimums[p]}
                if newer:
                    gated[usr] = newer
        return gated


def format_report(report, root, verbose=False):
    """Human-readable report lines; violations first, as `path:line:column: error: ...`."""
    lines = []
    minimum = ", ".join(f"{p} {format_version(v)}" for p, v in sorted(report.minimums.items()))
    for finding in report.violations:
        ref = finding.reference
        introduced = ", ".join(
            f"{p} {format_version(v)}" for p, v in sorted(finding.introduced.items()) if p in PLATFORMS)
        context = ", ".join(f"{p} {format_version(v)}" for p, v in sorted(finding.required.items()))
        lines.append(
            f"{os.path.relpath(ref.path, root)}:{ref.line}:{ref.column}: error: {finding.symbol} ({finding.module}) "
            f"is {introduced}; this line may run on {context}: raise the minimum or guard it with "
            f"@available / if #available")
    unchecked_total = sum(sum(names.values()) for names in report.unchecked.values())
    unchecked_distinct = sum(len(names) for names in report.unchecked.values())
    lines += [
        f"availability audit: minimums {minimum} (Package.swift)",
        f"  modules ({len(report.modules)}): {', '.join(report.modules)}; {report.files} files, "
        f"{report.references} references",
        f"  checked: {len(report.checked)} distinct toolchain declarations, {sum(report.checked.values())} references",
        f"  newer than the minimum, inside a guard: {sum(report.guarded.values())} references"
        + (f" ({', '.join(sorted(report.guarded))})" if report.guarded else ""),
        f"  the package's own guarded declarations: {len(report.project_gated)}",
    ]
    for title, findings in (("resolved to an older identical declaration on Apple builds", report.equivalents),
                            ("compiler-chosen by deployment target", report.compiler_chosen)):
        lines.append(f"  {title}: {len(findings)} references")
        by_symbol = defaultdict(list)
        for finding in findings:
            by_symbol[(finding.symbol, finding.note)].append(finding.reference)
        for (symbol, note), places in sorted(by_symbol.items()):
            first = min(places, key=lambda r: (r.path, r.line))
            where = f"{os.path.relpath(first.path, root)}:{first.line}" + (f" and {len(places) - 1} more" if len(places) > 1 else "")
            lines.append(f"    {symbol} ({where}): {note}")
    lines.append(f"  unchecked: {unchecked_distinct} distinct declarations, {unchecked_total} references")
    if report.uncompiled_apple_branches:
        files = ", ".join(os.path.relpath(path, root) for path in report.uncompiled_apple_branches)
        lines.append(f"    branches for Apple platforms (canImport(UIKit, ..., Darwin), os(iOS, ...)) that no index "
                     f"store compiled, so their references are unseen: {len(report.uncompiled_apple_branches)} "
                     f"files: {files}")
    for group in sorted(report.unchecked):
        names = report.unchecked[group]
        shown = ", ".join(sorted(names)) if verbose or len(names) <= 8 else \
            ", ".join(sorted(names)[:8]) + f", ... (+{len(names) - 8}; --verbose lists all)"
        lines.append(f"    {group}: {len(names)}: {shown}")
    verdict = "FAILED" if report.violations else "passed"
    lines.append(f"availability audit {verdict}: {len(report.violations)} unguarded reference(s) newer than {minimum}")
    return lines
