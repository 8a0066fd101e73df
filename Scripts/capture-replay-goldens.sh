#!/usr/bin/env bash
# Captures the golden outputs `ReplayGoldenTests` compares replay against.
#
# For every adapter it writes two transcripts into Tests/ProviderKitCLITests/ReplayGoldens/ (a
# realistic one, and one mixing good lines with every kind of malformed line) with
# Benchmarks/transcripts.py, replays each with BINARY in text and JSON, and stores what it printed
# and its exit status. Run it with a `providerkit` built from the commit whose output is the
# reference (the goldens in the repository were captured from `main` before replay was optimised;
# see the file `SOURCE` next to them).
#
# Timestamps the adapters take from the wall clock (Mesh and Meld events, LinkKit 1.x events with
# no timestamp) differ on every run; they are stored as <now>, and the test masks them the same way.
#
# Usage: Scripts/capture-replay-goldens.sh BINARY [SOURCE-DESCRIPTION]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1
source_note=${2:-"captured with $binary"}
out=Tests/ProviderKitCLITests/ReplayGoldens
mkdir -p "$out"

meld_options=(--widget-url "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"
    --redirect-uri "https://app.example.com/meld/" --connection-id "conn_sb_5d2f9a7c")
mask='s/"timestamp":"20(2[5-9]|[3-9][0-9])-[^"]*"/"timestamp":"<now>"/g'

: > "$out/status.txt"
for adapter in plaid plaid-legacy mesh meld; do
    python3 Benchmarks/transcripts.py "$adapter" 240 --seed 7 > "$out/$adapter-realistic.jsonl"
    python3 Benchmarks/transcripts.py "$adapter" 0 --malformed > "$out/$adapter-malformed.jsonl"
    options=()
    [ "$adapter" = meld ] && options=("${meld_options[@]}")
    for kind in realistic malformed; do
        for format in text json; do
            set +e
            "$binary" replay --provider "$adapter" "$out/$adapter-$kind.jsonl" --format "$format" ${options[@]+"${options[@]}"} \
                > "$out/$adapter-$kind.$format.out" 2> "$out/$adapter-$kind.$format.err"
            status=$?
            set -e
            sed -E -i "$mask" "$out/$adapter-$kind.$format.out"
            [ -s "$out/$adapter-$kind.$format.err" ] || rm "$out/$adapter-$kind.$format.err"
            echo "$adapter-$kind.$format $status" >> "$out/status.txt"
        done
    done
done
echo "$source_note" > "$out/SOURCE"
echo "captured into $out:"
cat "$out/status.txt"
