#!/usr/bin/env python3
"""The release version is one number: CHANGELOG.md's latest release (`## [x.y.z] - date`), the
`ProviderKitRelease` constant, every `from: "x.y.z"` pin in the README, and every version tag on
the commit being checked (a bare `x.y.z`, as docs/releasing.md says). Exits 1 naming each place
that disagrees, 0 when all agree.

  Scripts/check-release-version.py               # the working tree, and the tags on HEAD
  Scripts/check-release-version.py --tag 0.2.0   # also the tag about to be made
  Scripts/check-release-version.py --self-test   # planted mismatches fail, the tree passes
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION = re.compile(r"^\d+\.\d+\.\d+$")


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as handle:
        return handle.read()


def changelog_version(root):
    released = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", read(root, "CHANGELOG.md"), re.M)
    return released[0] if released else None


def constant_version(root):
    text = read(root, "Sources/ProviderKit/ProviderKitRelease.swift")
    parts = [re.search(r"static let %s = (\d+)" % name, text) for name in ("major", "minor", "patch")]
    return ".".join(part.group(1) for part in parts) if all(parts) else None


def head_tags(root):
    """The version-shaped tags on HEAD, or [] outside a git checkout."""
    try:
        out = subprocess.run(["git", "-C", root, "tag", "--points-at", "HEAD"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return []
    return [tag for tag in out.split() if VERSION.match(tag) or VERSION.match(tag.lstrip("v"))]


def problems(root, tags):
    released = changelog_version(root)
    if released is None:
        return ["CHANGELOG.md names no release (`## [x.y.z] - YYYY-MM-DD`)"]
    found = []
    constant = constant_version(root)
    if constant != released:
        found.append("ProviderKitRelease is %s, CHANGELOG.md's latest release is %s" % (constant, released))
    for pin in re.findall(r'from: "(\d+\.\d+\.\d+)"', read(root, "README.md")):
        if pin != released:
            found.append('README.md pins from: "%s", CHANGELOG.md\'s latest release is %s' % (pin, released))
    for tag in tags:
        if tag != released:
            found.append("the tag %s is not CHANGELOG.md's latest release %s (tags are the bare version)" % (tag, released))
    return found


def self_test():
    """Each planted disagreement fails with its message; the unchanged tree passes."""
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        for path in ("CHANGELOG.md", "README.md", "Sources/ProviderKit/ProviderKitRelease.swift"):
            os.makedirs(os.path.join(scratch, os.path.dirname(path)), exist_ok=True)
            shutil.copy(os.path.join(ROOT, path), os.path.join(scratch, path))
        released = changelog_version(scratch)
        if problems(scratch, []):
            failures.append("the unchanged copy fails: %s" % problems(scratch, []))
        if not any("the tag 9.9.9" in p for p in problems(scratch, ["9.9.9"])):
            failures.append("a tag other than the changelog's release passes")
        if not any("the tag v%s" % released in p for p in problems(scratch, ["v" + released])):
            failures.append("a v-prefixed tag passes")
        changelog = os.path.join(scratch, "CHANGELOG.md")
        with open(changelog, encoding="utf-8") as handle:
            text = handle.read()
        with open(changelog, "w", encoding="utf-8") as handle:
            handle.write(text.replace("## [%s]" % released, "## [9.9.9]", 1))
        if not any("ProviderKitRelease is %s, CHANGELOG.md's latest release is 9.9.9" % released in p for p in problems(scratch, [])):
            failures.append("a changelog release that differs from the constant passes")
    for failure in failures:
        print("check-release-version self-test: %s" % failure, file=sys.stderr)
    return 1 if failures else 0


def main(arguments):
    if arguments == ["--self-test"]:
        status = self_test()
        print("check-release-version self-test: %s" % ("failed" if status else "planted mismatches fail"))
        return status
    tags = head_tags(ROOT)
    if len(arguments) == 2 and arguments[0] == "--tag":
        tags.append(arguments[1])
    elif arguments:
        print(__doc__, file=sys.stderr)
        return 64
    found = problems(ROOT, tags)
    for problem in found:
        print("check-release-version: %s" % problem, file=sys.stderr)
    if not found:
        print("check-release-version: %s everywhere%s" % (changelog_version(ROOT), ", tags %s" % ", ".join(tags) if tags else ""))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
