#!/usr/bin/env python3
"""Summarises Benchmarks/run.sh's raw measurements: one row per adapter, size and build.

    summarize.py RESULTS            replay rows (run.sh's measure lines)
    summarize.py --device FILE...   the device benchmark's JSON lines (`{"device": …}`) of one or
                                    more builds, side by side: p50 / p99 / max µs per callback
"""
import json
import statistics
import sys
from collections import defaultdict


def device(paths, target=100.0):
    """One row per adapter and callback, one column per build (in the order the builds first
    appear) with the wall p50 / p99 / max µs and the thread's CPU p99; `*` marks a wall p99 above
    `target` µs."""
    rows, builds = {}, []
    for path in paths:
        for line in open(path):
            if not line.startswith('{"device"'):
                continue
            row = json.loads(line)
            if row["build"] not in builds:
                builds.append(row["build"])
            rows.setdefault((row["adapter"], row["callback"]), {})[row["build"]] = row
    print("%-13s %-14s" % ("adapter", "callback") + "".join(" %-38s" % ("%s p50 / p99 / max (CPU p99) µs" % b) for b in builds))
    for key in rows:
        cells = []
        for build in builds:
            row = rows[key].get(build)
            if row is None:
                cells.append(" %-38s" % "–")
                continue
            mark = "*" if row["p99_us"] > target else ""
            cells.append(" %-38s" % ("%.1f / %.1f%s / %.0f (%.1f)" % (
                row["p50_us"], row["p99_us"], mark, row["max_us"], row.get("cpu_p99_us", float("nan")))))
        print("%-13s %-14s" % key + "".join(cells))
    print("(* p99 above the %.0f µs target; samples per callback: %s)" % (
        target, ", ".join(sorted({str(r["count"]) for v in rows.values() for r in v.values()}))))


if len(sys.argv) > 1 and sys.argv[1] == "--device":
    device(sys.argv[2:])
    sys.exit(0)

runs = defaultdict(list)
for line in open(sys.argv[1]):
    fields = line.split()
    label, adapter, lines, micros, rss = fields[:5]
    cpu = float(fields[5]) if len(fields) > 5 else float("nan")
    runs[(adapter, int(lines), label)].append((int(micros) / 1e6, int(rss) / 1024, cpu))

order = {"floor": 0, "baseline": 1, "one-thread": 2, "current": 3}


def startup(adapter, label):
    """The median start-up of a build (its runs on an empty transcript), or None."""
    # --single-thread changes nothing before the first line: one-thread rows use this build's.
    samples = runs.get((adapter, 0, "current" if label == "one-thread" else label))
    return statistics.median(s for s, _, _ in samples) if samples else None


print("%-13s %9s %-10s %-26s %12s %9s %8s %10s %15s" % ("adapter", "lines", "build", "seconds median (min–max)", "lines/s",
                                                        "vs floor", "CPU s", "peak MB", "after start-up"))
for adapter, lines, label in sorted(runs, key=lambda k: (k[0], k[1], order.get(k[2], 9))):
    if lines == 0:
        continue
    samples = runs[(adapter, lines, label)]
    seconds = [s for s, _, _ in samples]
    median = statistics.median(seconds)
    # Each run against the floor run just before it, then the median: a pair shares the machine's
    # state, which on a shared host drifts between a fast and a slow mode.
    floors = [s for s, _, _ in runs[(adapter, lines, "floor")]]
    rate = lines / median
    ratio = statistics.median(f / s for f, s in zip(floors, seconds))
    rss = statistics.median(r for _, r, _ in samples)
    cpu = statistics.median(c for _, _, c in samples)
    start = startup(adapter, label)
    after = "{:,.0f}".format(lines / (median - start)) if start is not None and median > start else "–"
    print("%-13s %9d %-10s %-26s %12s %8.2f× %8.2f %10.1f %15s" % (
        adapter, lines, label, "%.3f (%.3f–%.3f)" % (median, min(seconds), max(seconds)),
        "{:,.0f}".format(rate), ratio, cpu, rss, after))

print()
print("start-up: an empty transcript, ms, median (min–max) of its runs")
for adapter, lines, label in sorted(runs, key=lambda k: (k[0], order.get(k[2], 9))):
    if lines != 0:
        continue
    seconds = [s for s, _, _ in runs[(adapter, lines, label)]]
    print("%-13s %-10s %6.1f (%.1f–%.1f)" % (adapter, label, statistics.median(seconds) * 1000, min(seconds) * 1000,
                                           max(seconds) * 1000))
