#!/usr/bin/env python3
"""Summarises Benchmarks/run.sh's raw measurements: one row per adapter, size and build."""
import statistics
import sys
from collections import defaultdict

runs = defaultdict(list)
for line in open(sys.argv[1]):
    fields = line.split()
    label, adapter, lines, micros, rss = fields[:5]
    cpu = float(fields[5]) if len(fields) > 5 else float("nan")
    runs[(adapter, int(lines), label)].append((int(micros) / 1e6, int(rss) / 1024, cpu))

order = {"floor": 0, "baseline": 1, "one-thread": 2, "current": 3}
print("%-13s %9s %-10s %-26s %12s %9s %8s %10s" % ("adapter", "lines", "build", "seconds median (min–max)", "lines/s",
                                                    "vs floor", "CPU s", "peak MB"))
for adapter, lines, label in sorted(runs, key=lambda k: (k[0], k[1], order.get(k[2], 9))):
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
    print("%-13s %9d %-10s %-26s %12s %8.2f× %8.2f %10.1f" % (
        adapter, lines, label, "%.3f (%.3f–%.3f)" % (median, min(seconds), max(seconds)),
        "{:,.0f}".format(rate), ratio, cpu, rss))
