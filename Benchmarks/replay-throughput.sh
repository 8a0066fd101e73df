#!/usr/bin/env bash
# Replay throughput and memory, on a release build.
#
# Generates Plaid transcripts of increasing length (N events, then onSuccess, then HANDOFF) and runs
# `providerkit replay` on each, printing lines per second and peak resident memory. Peak memory
# should stay flat as N grows: replay streams its input.
#
# Usage: Benchmarks/replay-throughput.sh [N ...]   (default: 10000 100000 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-10000 100000 1000000}")
[ $# -eq 0 ] && sizes=(10000 100000 1000000)

swift build -c release --product providerkit >/dev/null
binary=.build/release/providerkit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

event='{"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"bench-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CREDENTIAL","institution_id":"ins_3","institution_name":"Chase"}}}'
success='{"onSuccess":{"public_token":"public-sandbox-bench","metadata":{"institution":{"id":"ins_3","name":"Chase"},"accounts":[{"id":"acc_1","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null}],"link_session_id":"bench-session","metadata_json":null}}}'
handoff='{"onEvent":{"event_name":"HANDOFF","metadata":{"link_session_id":"bench-session","timestamp":"2024-05-01T12:00:01.000Z"}}}'

printf '%-10s %10s %12s %14s %12s\n' lines seconds lines/s "peak RSS (MB)" output-lines
for n in "${sizes[@]}"; do
    file="$work/transcript-$n.jsonl"
    { awk -v n="$n" -v line="$event" 'BEGIN { for (i = 0; i < n; i++) print line }'; echo "$success"; echo "$handoff"; } > "$file"
    start=$(date +%s.%N)
    /usr/bin/time -f '%M' -o "$work/rss" "$binary" replay --provider plaid "$file" --format json > "$work/out"
    end=$(date +%s.%N)
    seconds=$(echo "$end - $start" | bc -l)
    rss_kb=$(cat "$work/rss")
    printf '%-10s %10.2f %12.0f %14.1f %12s\n' "$((n + 2))" "$seconds" "$(echo "($n + 2) / $seconds" | bc -l)" \
        "$(echo "$rss_kb / 1024" | bc -l)" "$(wc -l < "$work/out")"
done
