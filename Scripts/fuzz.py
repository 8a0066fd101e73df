#!/usr/bin/env python3
"""Builds ProviderKit's libFuzzer targets and runs them, printing one line of figures per target.

Usage: Scripts/fuzz.py [--seconds N] [--runs N] [--jobs N] [--optimize] [--build-only] [--list] [--keep-going]
                      [--self-test] [target ...]

The targets live under Fuzz/Targets (one file each, named after the target) and share
Fuzz/Support. They are compiled with swiftc, outside SwiftPM, so the root package keeps
`dependencies: []` and never builds with sanitizers: every library target of the package
(found with `swift package describe`) is compiled once with `-sanitize=fuzzer,address` and
`-enable-testing` into .build/fuzz, then each target is linked against them.

Seeds come from the tests' own fixtures (Scripts/fuzz_seeds.py). Each target runs for N
seconds (default 10), or until it has made --runs executions; --jobs runs several at once. A finding (a crash, a timeout, an invariant violation) is saved under
.build/fuzz/artifacts/<target>/ and the target restarts for the rest of its time, so the counts
are complete. Exit status: 0 when nothing was found, 1 on any finding, 2 when the build failed.

--self-test builds the planted-defect targets of Fuzz/SelfTest (a leaking redactor, a replay that
prints its outcome twice, a diagnostic that echoes the transcript, an adapter that rewrites a
token before the redactor reads it), runs each on the seeds of the
real target it imitates, and succeeds only when every one of them reports an invariant violation:
it shows that a defect makes this script fail.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
FUZZ = ROOT / "Fuzz"
BUILD = pathlib.Path(os.environ.get("PROVIDERKIT_FUZZ_BUILD", ROOT / ".build" / "fuzz"))
PACKAGE_NAME = "providerkitfuzz"
# Planted-defect targets (Fuzz/SelfTest) and the real target whose seeds each one runs on.
SELF_TESTS = {
    "leaking-redactor": "redaction", "repeated-outcome": "replay-plaid", "echoed-transcript": "replay-plaid",
    "rewritten-token": "replay-meld",
}
# gold prints a warning per ASan symbol it cannot export; lld links the same objects quietly.
# libFuzzer's coverage instrumentation, with AddressSanitizer unless --no-address-sanitizer.
SANITIZERS = "fuzzer,address"
LINKER = ["-use-ld=lld"] if shutil.which("ld.lld") or os.path.exists("/opt/swift/usr/bin/ld.lld") else []


def swiftc():
    found = shutil.which("swiftc")
    if found:
        return found
    for candidate in ("/opt/swift/usr/bin/swiftc", "/usr/share/swift/usr/bin/swiftc"):
        if os.access(candidate, os.X_OK):
            return candidate
    sys.exit("fuzz: no swiftc on PATH")


def package_description():
    """`swift package describe` and `dump-package`, cached under the build directory until
    Package.swift or the set of source files changes (SwiftPM holds a lock on .build while it
    builds, so a cache lets the fuzz build run beside `swift build`)."""
    key = hashlib.sha1((ROOT / "Package.swift").read_bytes())
    for top in ("Sources", "Providers"):
        for path in sorted((ROOT / top).rglob("*.swift")):
            key.update(str(path.relative_to(ROOT)).encode())
    cache = BUILD / "package-description.json"
    if cache.exists():
        cached = json.loads(cache.read_text())
        if cached.get("key") == key.hexdigest():
            return cached["describe"], cached["dump"]
    describe = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    dump = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    BUILD.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps({"key": key.hexdigest(), "describe": describe, "dump": dump}))
    return describe, dump


def package_targets():
    """Library targets in dependency order, with their sources and Swift settings."""
    describe, dump = package_description()
    settings = {}
    for target in dump["targets"]:
        flags = []
        for setting in target.get("settings", []):
            kind, value = next(iter(setting["kind"].items()))
            if kind == "enableUpcomingFeature":
                flags += ["-enable-upcoming-feature", value["_0"]]
            elif kind == "enableExperimentalFeature":
                flags += ["-enable-experimental-feature", value["_0"]]
            elif kind == "define":
                flags += ["-D", value["_0"]]
        settings[target["name"]] = flags
    libraries = {t["name"]: t for t in describe["targets"] if t["type"] == "library"}
    ordered, seen = [], set()

    def visit(name):
        if name in seen or name not in libraries:
            return
        seen.add(name)
        for dependency in libraries[name].get("target_dependencies", []):
            visit(dependency)
        ordered.append(name)

    for name in sorted(libraries):
        visit(name)
    return [(name, [ROOT / libraries[name]["path"] / s for s in libraries[name]["sources"]], settings.get(name, []))
            for name in ordered]


def newest(paths):
    return max((p.stat().st_mtime for p in paths if p.exists()), default=0)


def compile_module(name, sources, extra, optimize, inputs_changed):
    """Compiles one module into .build/fuzz/obj/<name>.o and its .swiftmodule; skips it when up to date."""
    obj = BUILD / "obj" / f"{name}.o"
    module = BUILD / "modules" / f"{name}.swiftmodule"
    stamp = BUILD / "obj" / f"{name}.flags"
    flags_text = " ".join(extra) + (" -O" if optimize else " -Onone") + f" -sanitize={SANITIZERS}"
    if (obj.exists() and module.exists() and stamp.exists() and stamp.read_text() == flags_text
            and obj.stat().st_mtime >= max(newest(sources), inputs_changed)):
        return obj, False
    command = [
        swiftc(), "-parse-as-library", "-module-name", name, "-package-name", PACKAGE_NAME, "-swift-version", "6",
        "-enable-testing", f"-sanitize={SANITIZERS}", "-g", "-warnings-as-errors", "-O" if optimize else "-Onone", "-wmo",
        "-I", str(BUILD / "modules"), "-emit-module", "-emit-module-path", str(module), "-c", "-o", str(obj),
    ] + extra + [str(s) for s in sources]
    print(f"fuzz: compiling {name} ({len(sources)} files)", flush=True)
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        sys.exit(2)
    stamp.write_text(flags_text)
    # swiftc leaves an output it would write unchanged alone, old time included; the staleness test
    # above compares times, so the fresh object must look fresh, or every later run rebuilds it.
    for output in (obj, module):
        os.utime(output)
    return obj, True


def build(targets, optimize):
    started = time.time()
    for directory in ("obj", "modules", "bin"):
        (BUILD / directory).mkdir(parents=True, exist_ok=True)
    objects, changed_at = [], 0
    for name, sources, extra in package_targets():
        obj, _ = compile_module(name, sources, extra, optimize, changed_at)
        changed_at = max(changed_at, obj.stat().st_mtime)
        objects.append(obj)
    support = sorted((FUZZ / "Support").glob("*.swift"))
    obj, _ = compile_module(
        "FuzzSupport", support, ["-enable-upcoming-feature", "ExistentialAny"], optimize, changed_at)
    changed_at = max(changed_at, obj.stat().st_mtime)
    objects.append(obj)
    for target in targets:
        source = FUZZ / ("SelfTest" if target in SELF_TESTS else "Targets") / f"{target}.swift"
        binary = BUILD / "bin" / target
        if binary.exists() and binary.stat().st_mtime >= max(source.stat().st_mtime, changed_at):
            continue
        print(f"fuzz: linking {target}", flush=True)
        command = [
            swiftc(), "-parse-as-library", "-module-name", "Fuzz_" + target.replace("-", "_"), "-package-name",
            PACKAGE_NAME, "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
            f"-sanitize={SANITIZERS}", "-g", "-warnings-as-errors", "-O" if optimize else "-Onone",
            "-I", str(BUILD / "modules"),
            str(source), "-o", str(binary), *LINKER,
        ] + [str(o) for o in objects]
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            sys.exit(2)
    print(f"fuzz: build took {time.time() - started:.0f} s", flush=True)


def all_targets():
    return sorted(p.stem for p in (FUZZ / "Targets").glob("*.swift"))


STAT = re.compile(r"stat::number_of_executed_units:\s*(\d+)")
DONE = re.compile(r"Done (\d+) runs in")


def run_target(target, seconds, options, stop_on_finding=False):
    """Runs one target for `seconds`, restarting after each finding; returns its figures."""
    binary = BUILD / "bin" / target
    corpus = BUILD / "corpus" / target
    seeds = BUILD / "seeds" / SELF_TESTS.get(target, target)
    if target in SELF_TESTS:
        shutil.rmtree(corpus, ignore_errors=True)
    artifacts = BUILD / "artifacts" / target
    for directory in (corpus, seeds, artifacts):
        directory.mkdir(parents=True, exist_ok=True)
    violations_log = BUILD / "artifacts" / f"{target}.violations"
    violations_log.write_text("")
    logs = BUILD / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    figures = {"target": target, "executions": 0, "crashes": 0, "timeouts": 0, "violations": 0, "seconds": 0.0}
    deadline = time.time() + seconds
    run = 0
    while True:
        remaining = int(round(deadline - time.time()))
        if remaining < 1 or (options.runs and figures["executions"] >= options.runs):
            break
        run += 1
        log = logs / f"{target}-{run}.log"
        before = len(violations_log.read_text().splitlines())
        command = [
            str(binary), f"-max_total_time={remaining}", f"-timeout={options.timeout}", "-rss_limit_mb=2048",
            f"-max_len={options.max_len}", "-print_final_stats=1", "-detect_leaks=0", "-reload=0",
            f"-artifact_prefix={artifacts}/", str(corpus), str(seeds),
        ] + ([f"-runs={options.runs - figures['executions']}"] if options.runs else []) \
          + ([f"-seed={options.seed + run - 1}"] if options.seed else [])
        # The credential-store target writes a store per input into TMPDIR: memory (/dev/shm) when
        # the machine has it, so fsync costs nothing and disks are spared. SWIFT_BACKTRACE off, so
        # an abort reaches libFuzzer, which saves the input.
        memory = {"TMPDIR": "/dev/shm"} if os.access("/dev/shm", os.W_OK) else {}
        environment = dict(os.environ, **memory, PROVIDERKIT_FUZZ_VIOLATIONS=str(violations_log), SWIFT_BACKTRACE="enable=no",
                           ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:symbolize=1:malloc_context_size=0")
        started = time.time()
        with open(log, "w") as output:
            result = subprocess.run(command, stdout=output, stderr=subprocess.STDOUT, env=environment)
        figures["seconds"] += time.time() - started
        text = log.read_text(errors="replace")
        executions = [int(m) for m in STAT.findall(text)] or [int(m) for m in DONE.findall(text)]
        figures["executions"] += executions[-1] if executions else 0
        if result.returncode == 0:
            break
        after = len(violations_log.read_text().splitlines())
        if after > before:
            figures["violations"] += after - before
            kind = "violation"
        elif "libFuzzer: timeout" in text:
            figures["timeouts"] += 1
            kind = "timeout"
        else:
            figures["crashes"] += 1
            kind = "crash"
        print(f"fuzz: {target}: {kind}, see {log.relative_to(ROOT) if log.is_relative_to(ROOT) else log}", flush=True)
        if stop_on_finding:
            break
        if not options.keep_going and kind != "timeout" and run > 20:
            break
    findings = figures["crashes"] + figures["timeouts"] + figures["violations"]
    print(f"fuzz: {target}: {figures['executions']} executions in {figures['seconds']:.0f} s, {findings} finding(s)",
          flush=True)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("targets", nargs="*", help="targets to run (default: all)")
    parser.add_argument("--seconds", type=int, default=10, help="seconds per target (default 10)")
    parser.add_argument("--runs", type=int, default=0,
                        help="stop a target once it has made this many executions (default: run for --seconds)")
    parser.add_argument("--jobs", type=int, default=1, help="targets to run at once (default 1)")
    parser.add_argument("--seed", type=int, default=0,
                        help="libFuzzer's random seed, for a reproducible run such as CI's (default 0: a new seed each run)")
    parser.add_argument("--optimize", action="store_true", help="compile with -O (slower build, faster runs)")
    parser.add_argument("--build-only", action="store_true", help="build the targets and the seeds, run nothing")
    parser.add_argument("--list", action="store_true", help="list the targets")
    parser.add_argument("--timeout", type=int, default=10, help="seconds one input may take (default 10)")
    parser.add_argument("--max-len", type=int, default=8192, help="largest input in bytes (default 8192)")
    parser.add_argument("--no-address-sanitizer", action="store_true",
                        help="build with -sanitize=fuzzer alone: about twice the executions per second, for a long "
                             "campaign on invariants; use its own PROVIDERKIT_FUZZ_BUILD directory")
    parser.add_argument("--keep-going", action="store_true", help="restart after every finding until time is up")
    parser.add_argument("--self-test", action="store_true",
                        help="run the planted-defect targets; succeed only if each reports a violation")
    options = parser.parse_args()
    if options.no_address_sanitizer:
        global SANITIZERS
        SANITIZERS = "fuzzer"
    known = all_targets()
    if options.list:
        print("\n".join(known))
        return 0
    if options.self_test:
        return self_test(options)
    targets = options.targets or known
    unknown = [t for t in targets if t not in known]
    if unknown:
        sys.exit(f"fuzz: unknown target(s) {', '.join(unknown)}; targets: {', '.join(known)}")
    build(targets, options.optimize)
    subprocess.run([sys.executable, str(ROOT / "Scripts" / "fuzz_seeds.py"), str(BUILD / "seeds")], check=True)
    if options.build_only:
        return 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        results = list(pool.map(lambda target: run_target(target, options.seconds, options), targets))
    print_table(results)
    findings = sum(r["crashes"] + r["timeouts"] + r["violations"] for r in results)
    print(f"fuzz: {findings} finding(s); artifacts under {(BUILD / 'artifacts').relative_to(ROOT) if BUILD.is_relative_to(ROOT) else BUILD}")
    return 1 if findings else 0


def self_test(options):
    """Each planted defect must be reported as an invariant violation within its time."""
    targets = sorted(SELF_TESTS)
    build(targets, options.optimize)
    subprocess.run([sys.executable, str(ROOT / "Scripts" / "fuzz_seeds.py"), str(BUILD / "seeds")], check=True)
    results = [run_target(target, max(options.seconds, 30), options, stop_on_finding=True) for target in targets]
    print_table(results)
    missed = [r["target"] for r in results if r["violations"] == 0]
    if missed:
        print(f"fuzz self-test: FAILED: no violation reported for {', '.join(missed)}")
        return 1
    print(f"fuzz self-test: every planted defect ({', '.join(targets)}) was reported as a violation")
    return 0


def print_table(results):
    print(f"{'target':<24} {'seconds':>8} {'executions':>12} {'exec/s':>8} {'crashes':>8} {'timeouts':>9} {'violations':>11}")
    for r in results:
        rate = r["executions"] / r["seconds"] if r["seconds"] else 0
        print(f"{r['target']:<24} {r['seconds']:>8.0f} {r['executions']:>12} {rate:>8.0f} {r['crashes']:>8} "
              f"{r['timeouts']:>9} {r['violations']:>11}")


if __name__ == "__main__":
    sys.exit(main())
