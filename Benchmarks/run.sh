#!/usr/bin/env bash
# ProviderKit's replay and mapping benchmarks, on release builds. One command:
#
#     Benchmarks/run.sh                      this tree: replay, floor, mapping, session, device
#     Benchmarks/run.sh --baseline main      the same, side by side with another commit's build
#     Benchmarks/run.sh --skip-replay --baseline main   mapping, session and device only
#
# Replay: deterministic realistic transcripts for every adapter (Benchmarks/transcripts.py, ~20
# callbacks a session) at 20k, 200k and 2M lines, each replayed with `--format json` by this build
# (and the baseline's), interleaved with a Foundation floor built in the same run
# (`ProviderKitBenchmarks floor`: JSONSerialization parses each line, a hand-written line is printed).
# This build also runs with `--single-thread` (row `one-thread`): replay decodes lines on a second
# thread by default. Prints median and spread of the wall time, lines/s, the ratio to the floor's
# lines/s, the median CPU time (user + system, every thread) and the median peak RSS, and checks at
# the smallest size that this build prints exactly what the baseline prints.
#
# In process (`ProviderKitBenchmarks`): mapping one callback with ProviderKit's mapper against a
# hand-written switch, per adapter; session create → outcome against the driver alone.
#
# Device path (`ProviderKitBenchmarks device`): main-actor time per vendor callback (event,
# success, exit; Meld navigations and messages), each made on the main thread as the SDK and the
# app's glue make it (the glue's conversion of the SDK's value, relay, mapping, reporter, session,
# the app's closures) and timed until it returns: p50, p99 and max wall µs, and the thread's CPU
# µs (wall minus waiting for a core), per adapter and callback; then both builds side by side.
#
# Options:
#   --baseline REV     also build REV (git archive into .build/bench/REV-HASH) and measure it
#   --sizes "A B C"    transcript lengths (default "20000 200000 2000000")
#   --repeats N        runs per size below 1M lines (default 5); sizes of 1M and more run 2 times
#   --adapters "A B"   adapters to replay (default: plaid plaid-legacy mesh meld)
#   --samples N        samples per micro-benchmark (default 11)
#   --skip-micro       no mapping or session benchmark
#   --skip-replay      no replay (providerkit is then not built)
#   --device-samples N samples per callback kind in the device benchmark (default 5000)
#   --skip-device      no device benchmark
#
# The machine is shared: builds and runs of both commits alternate, so both see the same load.
# `uptime` is printed before and after; read spreads with it in mind.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

baseline="" sizes="20000 200000 2000000" repeats=5 adapters="plaid plaid-legacy mesh meld" samples=11 micro=1
replay=1 device=1 device_samples=5000
while [ $# -gt 0 ]; do
    case "$1" in
        --baseline) baseline=$2; shift 2 ;;
        --sizes) sizes=$2; shift 2 ;;
        --repeats) repeats=$2; shift 2 ;;
        --adapters) adapters=$2; shift 2 ;;
        --samples) samples=$2; shift 2 ;;
        --skip-micro) micro=0; shift ;;
        --skip-replay) replay=0; shift ;;
        --device-samples) device_samples=$2; shift 2 ;;
        --skip-device) device=0; shift ;;
        -h|--help) sed -n '2,38p' "$0"; exit 0 ;;
        *) echo "unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "== machine: $(nproc) cores; load before: $(uptime | sed 's/.*load average: //')"

build() {  # DIRECTORY → builds providerkit (unless replay is skipped) and ProviderKitBenchmarks in release
    (cd "$1" && { [ "$replay" = 0 ] || swift build -c release --product providerkit >/dev/null; } \
        && swift build -c release --product ProviderKitBenchmarks >/dev/null)
}

echo "== building this tree (release)"
build "$root"
builds=("current:$root/.build/release")

if [ -n "$baseline" ]; then
    commit=$(git rev-parse --verify "$baseline^{commit}")
    dir="$root/.build/bench/${commit:0:12}"
    if [ ! -f "$dir/Package.swift" ]; then
        rm -rf "$dir" && mkdir -p "$dir"
        git archive "$commit" | tar -x -C "$dir"
        python3 Benchmarks/add-bench-target.py "$dir/Package.swift"
    fi
    # The baseline may predate the benchmark executable or a benchmark: give it this tree's, and
    # rebuild when that changed (or when a binary is missing).
    if ! diff -rq Benchmarks/Sources "$dir/Benchmarks/Sources" >/dev/null 2>&1 \
        || [ ! -x "$dir/.build/release/ProviderKitBenchmarks" ] \
        || { [ "$replay" = 1 ] && [ ! -x "$dir/.build/release/providerkit" ]; }; then
        echo "== building the baseline $baseline (${commit:0:12}, release) in $dir"
        rm -rf "$dir/Benchmarks/Sources" && mkdir -p "$dir/Benchmarks" && cp -R Benchmarks/Sources "$dir/Benchmarks/"
        build "$dir"
    fi
    builds=("baseline:$dir/.build/release" "${builds[@]}")
fi
bench="$root/.build/release/ProviderKitBenchmarks"

meld_options=(--widget-url "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"
    --redirect-uri "https://app.example.com/meld/" --connection-id "conn_sb_5d2f9a7c")
mask='s/"timestamp":"20(2[5-9]|[3-9][0-9])-[^"]*"/"timestamp":"<now>"/g'

measure() {  # LABEL ADAPTER LINES COMMAND... → appends "label adapter lines µs rss_kb cpu_s" to results
    local label=$1 adapter=$2 lines=$3; shift 3
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f '%M %U %S' -o "$work/usage" "$@" > /dev/null
    end=$(date +%s%N)
    read -r rss user sys < "$work/usage"
    echo "$label $adapter $lines $(( (end - start) / 1000 )) $rss $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" >> "$work/results"
}

if [ "$replay" = 1 ]; then
    : > "$work/results"
    smallest=$(echo $sizes | tr ' ' '\n' | sort -n | head -1)
    for adapter in $adapters; do
        options=()
        [ "$adapter" = meld ] && options=("${meld_options[@]}")
        # Start-up: each build on an empty transcript (a process's launch, the dynamic loader, the
        # command's set-up and an empty session's outcome), so that the rows can show it apart.
        : > "$work/empty.jsonl"
        for _ in $(seq 11); do
            measure floor "$adapter" 0 "$bench" floor "$adapter" "$work/empty.jsonl"
            for entry in "${builds[@]}"; do
                measure "${entry%%:*}" "$adapter" 0 "${entry#*:}/providerkit" replay --provider "$adapter" \
                    "$work/empty.jsonl" --format json ${options[@]+"${options[@]}"}
            done
        done
        for lines in $sizes; do
            transcript="$work/$adapter-$lines.jsonl"
            python3 Benchmarks/transcripts.py "$adapter" "$lines" > "$transcript"
            runs=$repeats
            [ "$lines" -ge 1000000 ] && runs=2
            echo "== $adapter, $lines lines, $runs runs each"
            if [ "$lines" = "$smallest" ] && [ ${#builds[@]} -gt 1 ]; then
                for entry in "${builds[@]}"; do
                    "${entry#*:}/providerkit" replay --provider "$adapter" "$transcript" --format json ${options[@]+"${options[@]}"} \
                        | sed -E "$mask" > "$work/${entry%%:*}.out" || true
                done
                if cmp -s "$work/baseline.out" "$work/current.out"; then
                    echo "   output identical to the baseline's ($(wc -l < "$work/current.out") lines)"
                else
                    echo "   OUTPUT DIFFERS from the baseline's:"; diff "$work/baseline.out" "$work/current.out" | head -5
                fi
            fi
            for _ in $(seq "$runs"); do
                measure floor "$adapter" "$lines" "$bench" floor "$adapter" "$transcript"
                for entry in "${builds[@]}"; do
                    measure "${entry%%:*}" "$adapter" "$lines" "${entry#*:}/providerkit" replay --provider "$adapter" \
                        "$transcript" --format json ${options[@]+"${options[@]}"}
                done
                # This build with decoding and delivery on one thread, as before replay used two.
                measure one-thread "$adapter" "$lines" "$root/.build/release/providerkit" replay --provider "$adapter" \
                    "$transcript" --format json --single-thread ${options[@]+"${options[@]}"}
            done
            rm -f "$transcript"
        done
    done

    echo
    echo "== replay, JSON out (wall time median (min–max); vs floor = median over runs of lines/s ÷ the floor's in the same round;"
    echo "   CPU = median user + system seconds, both threads; RSS = median peak; one-thread = this build with --single-thread;"
    echo "   after start-up = lines ÷ (median − the build's median start-up), start-up = the same command on an empty transcript)"
    python3 Benchmarks/summarize.py "$work/results"
fi

if [ "$micro" = 1 ]; then
    mkdir -p "$work/mapping"
    for adapter in plaid plaid-legacy mesh meld; do
        python3 Benchmarks/transcripts.py "$adapter" 2000 > "$work/mapping/$adapter.jsonl"
    done
    for entry in "${builds[@]}"; do
        echo
        echo "== mapping one callback, ${entry%%:*} build: ns per callback, median (min–max) of $samples samples"
        "${entry#*:}/ProviderKitBenchmarks" mapping "$work/mapping" "$samples"
        echo
        echo "== session create → outcome (12 events + success, synchronous driver), ${entry%%:*} build"
        "${entry#*:}/ProviderKitBenchmarks" session "$samples"
    done
fi

if [ "$device" = 1 ]; then
    : > "$work/device.jsonl"
    for entry in "${builds[@]}"; do
        echo
        echo "== device path, ${entry%%:*} build: main-actor µs per vendor callback, $device_samples samples each"
        echo "   (SDK value → glue conversion → relay → mapping → reporter → session → app; CPU = the thread's CPU time)"
        # A build whose device path stops delivering what the benchmark checks says why on stderr;
        # the other build's figures still print.
        "${entry#*:}/ProviderKitBenchmarks" device "$device_samples" "${entry%%:*}" > "$work/device.out" \
            || echo "   the device benchmark failed for the ${entry%%:*} build (its reason is above)"
        grep -v '^{"device"' "$work/device.out" || true
        grep '^{"device"' "$work/device.out" >> "$work/device.jsonl" || true
    done
    echo
    echo "== device path, µs per callback, builds side by side (target: wall p99 ≤ 100 µs)"
    python3 Benchmarks/summarize.py --device "$work/device.jsonl"
fi
echo
echo "== load after: $(uptime | sed 's/.*load average: //')"
