#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from the tests' own fixtures.

Usage: Scripts/fuzz_seeds.py OUTPUT_DIR

Every string literal in Tests/**/*.swift and in ProviderKitTesting's planted-secret fixtures is
read (raw `#"…"#`, multi-line `\"\"\"` blocks and plain strings), and sorted by what it is: a
transcript line of an adapter, a configuration, a credential store file, an Info.plist, a Meld
message body, a URL, or any JSON or text. Transcript lines of one test file also make one
multi-line transcript. In every JSON seed, the values of secret-named keys are replaced by the
planted canaries of ProviderKitTesting's PlantedSecret, so the targets' no-secret invariants
have something to find. Seeds are written as OUTPUT_DIR/<target>/<sha1>; nothing is hand-copied.
"""
import hashlib
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAX_LEN = 8192


def planted_secrets():
    """The canaries, read from PlantedSecret.swift: name -> value."""
    text = (ROOT / "Sources/ProviderKitTesting/PlantedSecret.swift").read_text()
    secrets = {}
    for name, body in re.findall(r"public static let (\w+) = PlantedSecret\((.*?)\)\n", text, re.S):
        parts = dict(re.findall(r'(prefix|core|suffix): "([^"]*)"', body))
        secrets[name] = parts.get("prefix", "") + parts.get("core", "") + parts.get("suffix", "")
    return secrets


SECRETS = planted_secrets()


def unescape(body):
    def replace(match):
        escape = match.group(1)
        return {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "0": "\0", "'": "'"}.get(escape, escape)

    body = re.sub(r"\\u\{([0-9a-fA-F]+)\}", lambda m: chr(int(m.group(1), 16)), body)
    return re.sub(r"\\(.)", replace, body)


def interpolate(body, marker):
    """Replaces `\\(name)` interpolations of a canary name with its value; None if others remain."""
    def replace(match):
        name = match.group(1).strip()
        return SECRETS.get(name, SECRETS.get(name.split(".")[-1].replace("value", "").strip("."), match.group(0)))

    pattern = re.escape(marker) + r"\(([^()]*)\)"
    body = re.sub(pattern, lambda m: SECRETS.get(m.group(1).strip(), m.group(0)), body)
    return None if re.search(re.escape(marker) + r"\(", body) else body


def literals(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    found = []
    for match in re.finditer(r'(#*)"""\n(.*?)\n([ \t]*)"""\1', text, re.S):
        hashes, body, indent = match.group(1), match.group(2), match.group(3)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")]
        body = "\n".join(lines)
        body = interpolate(body, "\\" + hashes)
        if body is not None:
            found.append(body if hashes else unescape(body))
    stripped = re.sub(r'(#*)""".*?"""\1', "", text, flags=re.S)
    for match in re.finditer(r'(#+)"(.*?)"\1', stripped):
        body = interpolate(match.group(2), "\\" + match.group(1))
        if body is not None:
            found.append(body)
    for match in re.finditer(r'(?<![#\w])"((?:[^"\\\n]|\\.){8,})"', stripped):
        body = interpolate(match.group(1), "\\")
        if body is not None:
            found.append(unescape(body))
    return found


SECRET_NAMES = re.compile(r"token|secret|password|passwd|apikey|api_key|privatekey|credential", re.I)


def canary_for(key):
    name = key.lower().replace("_", "").replace("-", "")
    if "public" in name:
        return SECRETS["publicToken"]
    if "link" in name:
        return SECRETS["linkToken"]
    if "refresh" in name:
        return SECRETS["opaque"]
    if "access" in name or name == "token":
        return SECRETS["accessToken"]
    if "id" in name or "connect" in name:
        return SECRETS["jwt"]
    return SECRETS["password"]


def plant(value):
    """The JSON value with every secret-named key's string replaced by a canary."""
    if isinstance(value, dict):
        return {k: (canary_for(k) if isinstance(v, str) and SECRET_NAMES.search(k) else plant(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [plant(v) for v in value]
    return value


def replay_target(value):
    if not isinstance(value, dict) or not value:
        return []
    keys = set(value)
    if "delegate" in keys:
        return ["replay-plaid-legacy"]
    if keys & {"navigation", "message", "universalLink", "popup", "closed"}:
        return ["replay-meld"]
    if len(keys) != 1:
        return []
    key = next(iter(keys))
    body = value[key]
    if key in ("onLoad", "onSuccess"):
        return ["replay-plaid"]
    if key in ("onIntegrationConnected", "onTransferFinished"):
        return ["replay-mesh"]
    if key == "onEvent":
        return ["replay-mesh"] if isinstance(body, dict) and "type" in body else ["replay-plaid"]
    if key == "onExit":
        return ["replay-plaid", "replay-mesh"] if body in ({}, None) else ["replay-plaid"]
    return []


def classify(text):
    """The targets a literal seeds, with the seed bytes for each."""
    seeds = []
    stripped = text.strip()
    try:
        value = json.loads(stripped)
    except (ValueError, RecursionError):
        value = None
    if value is not None:
        planted = json.dumps(plant(value), separators=(",", ":"))
        seeds.append(("json-parser", text))
        for target in replay_target(value):
            seeds.append((target, planted))
        if isinstance(value, dict) and ("providers" in value or "version" in value and "provider" in value):
            seeds += [("config-validation", text), ("config-validation", json.dumps(plant(value), indent=2))]
        if isinstance(value, dict) and ("accessTokens" in value or value.get("format") == "providerkit.mesh.credentials"):
            seeds += [("credential-store", text), ("credential-store", json.dumps(plant(value)))]
    if "<plist" in text or "<?xml" in text or "<dict>" in text:
        seeds.append(("plist-validation", text))
    elif "<key>" in text:
        # A fragment of the PLKPlaidLinkConfiguration dictionary, as the tests write them.
        seeds.append((
            "plist-validation",
            '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n<key>PLKPlaidLinkConfiguration</key>\n'
            + "<dict>\n" + text + "\n</dict>\n</dict>\n</plist>\n"))
    if stripped.startswith("[meld-connect]"):
        seeds.append(("meld-message", "meldMessageHandler\n\n" + stripped))
        seeds.append(("meld-message", "meldMessageHandler\nhttps://institution-connect-sb.meld.io\n" + stripped))
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:\S*$", stripped) and len(stripped) < 2048:
        for mode in range(5):
            seeds.append(("meld-navigation", chr(mode) + stripped))
        seeds.append(("redirect-uri", "https://app.example.com/meld/\n" + stripped))
        seeds.append(("redirect-uri", stripped + "\n" + stripped))
    seeds.append(("redaction", text))
    return seeds


def encoded_regressions(value):
    """`value` in the encodings of issue 29's class 2, and cut by the controls of class 3."""
    every_upper = "".join(f"%{b:02X}" for b in value.encode())
    every_lower = "".join(f"%{b:02x}" for b in value.encode())
    half = len(value) // 2
    partly = value[:half] + "".join(f"%{b:02X}" for b in value[half:].encode())
    twice = every_upper.replace("%", "%25")
    query = f"state=x&access_token={value}&code={value}"
    encoded_query = "".join(c if c.isalnum() else f"%{ord(c):02X}" for c in query)
    return [
        every_upper, every_lower, partly, twice, "error: " + every_lower + " end",
        "details=" + encoded_query, "redirect failed: https://app.example.com/cb?next=" + encoded_query.replace("%", "%25"),
        "msg=" + value.replace("-", "+") + "&password=" + value[:8] + "+" + value[8:],
        value[:half] + "\u0000" + value[half:], value[:half] + "\u200b" + value[half:],
        value[:half] + "%00" + value[half:], "Bank\u001b[2K\rof " + value[:half] + "\n" + value[half:],
    ]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    output = pathlib.Path(sys.argv[1])
    sources = sorted((ROOT / "Tests").rglob("*.swift")) + [ROOT / "Sources/ProviderKitTesting/PlantedSecretFixtures.swift"]
    seeds = {}
    for path in sources:
        transcripts = {}
        for text in literals(path):
            for target, seed in classify(text):
                seeds.setdefault(target, set()).add(seed)
                if target.startswith("replay-"):
                    transcripts.setdefault(target, []).append(seed)
            # A multi-line literal of transcript lines is itself a transcript.
            lines = [line for line in text.split("\n") if line.strip()]
            if len(lines) > 1:
                for line in lines:
                    for target, seed in classify(line):
                        if target.startswith("replay-"):
                            transcripts.setdefault(target, []).append(seed)
        for target, lines in transcripts.items():
            seeds[target].add("\n".join(lines) + "\n")
    # The planted secrets on their own and in the contexts the redaction rules cover.
    for name, value in SECRETS.items():
        for context in ("{}", "token={}", '{{"password":"{}"}}', "https://user:{}@host.example/?access_token={}#id_token={}", "x{}y"):
            seeds.setdefault("redaction", set()).add(context.format(value, value, value))
    # Regression entries for issue 29's classes 2 and 3: every canary nested in the encodings the
    # redaction rule decodes (upper- and lower-case hex, every byte, twice, as a form, cut by a NUL
    # or a zero-width space, inside an encoded query in free text), so the redaction target starts
    # from inputs that reach the decoding readings.
    for value in SECRETS.values():
        for seed in encoded_regressions(value):
            seeds.setdefault("redaction", set()).add(seed)
    counts = {}
    for target, items in sorted(seeds.items()):
        directory = output / target
        directory.mkdir(parents=True, exist_ok=True)
        for seed in items:
            data = seed.encode("utf-8")[:MAX_LEN]
            (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        counts[target] = len(items)
    print("fuzz seeds: " + ", ".join(f"{t} {n}" for t, n in counts.items()))


if __name__ == "__main__":
    main()
