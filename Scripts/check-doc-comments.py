#!/usr/bin/env python3
"""Lists public or open declarations without a `///` doc comment.

Usage: Scripts/check-doc-comments.py [DIR ...]   (default: Sources Providers Examples/CustomAdapter/Sources)
Exits 1 when any declaration lacks one, so CI can run it.
"""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|final|class|override|nonisolated|mutating|"
    r"convenience|required|indirect|private\(set\)|fileprivate\(set\)|internal\(set\))\s+)*"
    r"(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension)\b"
)


def undocumented(path: pathlib.Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if not DECLARATION.match(line) or re.match(r"^\s*(?:public\s+)?extension\b", line):
            continue
        previous = number - 1
        # Skip attribute-only lines (@MainActor, @discardableResult, #if …) between the comment and the declaration.
        while previous >= 0 and re.match(r"^\s*(@\w+(\([^)]*\))?\s*)+$|^\s*#(if|else|endif)", lines[previous]):
            previous -= 1
        if previous < 0 or not lines[previous].strip().startswith("///"):
            yield number + 1, line.strip()


def main() -> int:
    roots = sys.argv[1:] or ["Sources", "Providers", "Examples/CustomAdapter/Sources"]
    missing = [
        (str(path), number, text)
        for root in roots
        for path in sorted(pathlib.Path(root).rglob("*.swift"))
        for number, text in undocumented(path)
    ]
    for path, number, text in missing:
        print(f"{path}:{number}: {text}")
    print(f"{len(missing)} public declaration(s) without a /// doc comment", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
