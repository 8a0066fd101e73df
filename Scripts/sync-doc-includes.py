#!/usr/bin/env python3
"""Copies each included Swift file into the docs that show it.

A Markdown file (README.md, docs/**/*.md) shows a repository file verbatim with a marker line
followed by a Swift code block:

    <!-- include: Glue/Plaid/LinkKitDriver.swift -->
    ```swift
    ...the file, exactly...
    ```

This script rewrites every such block from its file. `swift test` fails when a block and its file
differ (Tests/ProviderKitTests/DocumentationIncludeTests.swift), so run this after editing a glue file:

    python3 Scripts/sync-doc-includes.py           # rewrite the blocks
    python3 Scripts/sync-doc-includes.py --check   # list the blocks that differ; exit 1 if any
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^<!-- include: (?P<path>[^ ]+) -->$")


def markdown_files():
    yield os.path.join(ROOT, "README.md")
    for directory, _dirs, files in os.walk(os.path.join(ROOT, "docs")):
        for name in sorted(files):
            if name.endswith(".md"):
                yield os.path.join(directory, name)


def rewrite(text, stale, document):
    """`text` with every included block replaced by its file; appends "doc: path" for each one that differed.
    Works line by line, like the test: a block runs from a line "```swift" to the next line "```"."""
    lines = text.split("\n")
    result, index = [], 0
    while index < len(lines):
        line = lines[index]
        result.append(line)
        index += 1
        match = MARKER.match(line)
        if not match or index >= len(lines) or lines[index] != "```swift":
            continue
        end = index + 1
        while end < len(lines) and lines[end] != "```":
            end += 1
        if end == len(lines):
            raise SystemExit(f"{document}: the block after the include of {match['path']} is not closed")
        with open(os.path.join(ROOT, match["path"]), encoding="utf-8") as source:
            body = source.read().strip("\n").split("\n")
        if lines[index + 1:end] != body:
            stale.append(f"{document}: {match['path']}")
        result += ["```swift", *body, "```"]
        index = end + 1
    return "\n".join(result)


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for doc in markdown_files():
        with open(doc, encoding="utf-8") as handle:
            text = handle.read()
        updated = rewrite(text, stale, os.path.relpath(doc, ROOT))
        if updated != text and not check:
            with open(doc, "w", encoding="utf-8") as handle:
                handle.write(updated)
    for line in stale:
        print(("differs: " if check else "updated: ") + line)
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
