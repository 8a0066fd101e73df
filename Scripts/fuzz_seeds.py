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

Structure-aware seeds reach what random bytes cannot (issue 29, classes 4, 5, 7 and 8): binary
property lists whose objects share references (2^n values in a few hundred bytes), transcript
lines and configurations with a repeated member at a random place and padded to random lengths,
deeply nested lines, configuration keys holding `.` and `[`, and stores holding one id twice.
They come from a fixed random seed, so the regression corpus is the same on every run.
"""
import random
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


def binary_plist(objects, top):
    """A bplist00 file of encoded objects (one-byte object references, two-byte offsets)."""
    data = bytearray(b"bplist00")
    offsets = []
    for obj in objects:
        offsets.append(len(data))
        data += bytes(obj)
    table = len(data)
    for offset in offsets:
        data += offset.to_bytes(2, "big")
    data += bytes([0, 0, 0, 0, 0, 0, 2, 1]) + len(objects).to_bytes(8, "big") + top.to_bytes(8, "big") + table.to_bytes(8, "big")
    return bytes(data)


def plist_bomb(levels):
    """PLKPlaidLinkConfiguration.clientName holding a chain of arrays that each hold the one before twice."""
    objects = [[0x09]] + [[0xA2, level - 1, level - 1] for level in range(1, levels + 1)]
    chain = len(objects) - 1
    objects.append([0x5A] + list(b"clientName"))
    objects.append([0xD1, len(objects) - 1, chain])
    inner = len(objects) - 1
    objects.append([0x5F, 0x10, 25] + list(b"PLKPlaidLinkConfiguration"))
    objects.append([0xD1, len(objects) - 1, inner])
    return binary_plist(objects, len(objects) - 1)


def with_repeated_member(value, rng):
    """`value` written as JSON with one object's member named twice, at a random place, and
    sometimes padded: (text, repeated name), or None when it holds no object."""
    objects = []

    def collect(node, path):
        if isinstance(node, dict):
            objects.append(path)
            for key, child in node.items():
                collect(child, path + [key])
        elif isinstance(node, list):
            for index, child in enumerate(node):
                collect(child, path + [index])

    collect(value, [])
    if not objects:
        return None
    target = rng.choice(objects)
    chosen = {}

    def write(node, path):
        if isinstance(node, dict):
            items = [(json.dumps(k), write(v, path + [k])) for k, v in node.items()]
            if path == target:
                if items and rng.random() < 0.5:
                    name, text = rng.choice(items)
                    repeated = (name, text if rng.random() < 0.5 else '"other"')
                else:
                    repeated = (json.dumps("extra%d" % rng.randrange(100)), "1")
                    items.insert(rng.randrange(len(items) + 1), repeated)
                items.insert(rng.randrange(len(items) + 1), repeated)
                if rng.random() < 0.3:
                    items.insert(rng.randrange(len(items) + 1), ('"padding"', json.dumps("p" * rng.randrange(1, 4000))))
                chosen["name"] = json.loads(repeated[0])
            return "{" + ",".join(f"{k}:{v}" for k, v in items) + "}"
        if isinstance(node, list):
            return "[" + ",".join(write(v, path + [i]) for i, v in enumerate(node)) + "]"
        return json.dumps(node, separators=(",", ":"))

    return write(value, []), chosen["name"]


def structured_seeds(seeds):
    """Adds the structure-aware seeds (see the module's documentation) to `seeds`."""
    rng = random.Random(29)
    add = lambda target, seed: seeds.setdefault(target, set()).add(seed)
    for levels in (2, 16, 17, 36):
        add("plist-validation", plist_bomb(levels))
    # Random graphs of arrays, sets and dictionaries referring to earlier objects.
    for _ in range(40):
        objects = []
        for index in range(rng.randrange(2, 60)):
            if index == 0 or rng.random() < 0.2:
                objects.append([0x10, index & 0x7F])
                continue
            kind = rng.choice([0xA0, 0xC0, 0xD0])
            fan = rng.randrange(5)
            refs = [max(0, index - 1 - rng.randrange(min(index, 3))) for _ in range(fan * 2 if kind == 0xD0 else fan)]
            objects.append([kind | fan] + refs)
        add("plist-validation", binary_plist(objects, len(objects) - 1))
    # The campaign's finding: a set behind a binary header of another version ("bplist05").
    for version in (b"05", b"01", b"0\xa2"):
        add("plist-validation", b"bplist" + version + binary_plist([[0x10, 1], [0xC1, 0]], 1)[8:])
    # The campaign's oracle finding: a cycle (an array that holds itself, or an ancestor), which
    # the walker refuses for its depth.
    add("plist-validation", binary_plist([[0xA1, 0]], 0))
    add("plist-validation", binary_plist([[0x09], [0xA2, 0, 2], [0xA2, 1, 1]], 2))
    add("plist-validation", "<plist>" + "<array>" * 300 + "</array>" * 300 + "</plist>")
    goldens = ROOT / "Tests/ProviderKitCLITests/ReplayGoldens"
    for adapter in ("plaid", "plaid-legacy", "mesh", "meld"):
        lines = [json.loads(line) for line in (goldens / f"{adapter}-realistic.jsonl").read_text().splitlines() if line.strip()]
        for _ in range(25):
            made = with_repeated_member(rng.choice(lines), rng)
            if made:
                add(f"replay-{adapter}", made[0])
                add("json-parser", made[0])
        add(f"replay-{adapter}", '{"deep":' + "[" * 300 + "]" * 300 + "}")
    # The campaign's replay-meld finding: a credential in an account type, which Meld's adapter
    # rewrote (`access-production-…` to `access_production_…`) before the redactor read it, and
    # which text output printed without the rule JSON output writes a type with.
    origin = '"handler":"meldMessageHandler","origin":"https://institution-connect-sb.meld.io"'
    for value in SECRETS.values():
        for account_type in (value, f"SAVINGoken={value}#id_token={value}", f"Brokerage {value.upper()}"):
            payload = json.dumps({"institutionId": "ins_0", "institutionName": "First Bank", "accountCount": 1,
                                  "accounts": [{"name": "Savings", "type": account_type, "mask": "1356"}]})
            add("replay-meld", "\n".join([
                '{"navigation":"https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"}',
                '{"message":"[meld-connect]init",%s}' % origin,
                '{"message":%s,%s}' % (json.dumps("[meld-connect]connect_complete?" + payload), origin)]) + "\n")
    config = {"version": 1, "provider": "plaid", "providers": {"plaid": {"adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth"}}}
    for _ in range(10):
        add("config-validation", with_repeated_member(config, rng)[0])
    for name in ("providers.plaid", "providers.plaid.adapter", "version[0]", "a.b", "x[", "\\\"."):
        add("config-validation", json.dumps(dict(config, **{name: {"plaid": {"adapter": 1}}}), indent=2))
        add("config-validation", json.dumps({**config, "providers": {"plaid": dict(config["providers"]["plaid"], **{name: 1})}}, indent=2))
    store = '{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[%s]}'
    entry = '{"accountTokens":[{"account":{"accountId":"a1","accountName":"Individual"},"accessToken":"%s"}],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"robinhood","brokerName":"Robinhood"}'
    add("credential-store", store % ",".join([entry % SECRETS.get("accessToken", "tok")] * 3))
    add("credential-store", store.replace('"version":1', '"version":1,"version":1') % (entry % "tok"))


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
    structured_seeds(seeds)
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
    # Regression entries for issue 29's class 1: a bad escape (malformed, truncated, overlong, a
    # lone continuation byte, a byte that is never UTF-8) in each part of a navigation, an OAuth
    # return and a redirect URI.
    # `%A9` is the one lone byte Foundation on Linux decodes to U+FFFD (the campaign's finding).
    bad = ["%C0", "%ff", "%80", "%A9", "%a9", "%E2%82", "%C0%AF", "%ED%A0%80", "%", "%G1", "%2"]
    # The two findings of the raw-bytes oracle: syntax Foundation repairs, re-encoding the escape.
    seeds.setdefault("meld-navigation", set()).update(
        [b"\x01https:/b/[e.com/%FF", b"\x03https://app.example.com/meld?oauth_state_id=]1/x?metadata=%8B%22url%22"])
    # The oracle's own finding: Foundation's replacingOccurrences on Linux traps when the text ends
    # with the start of a needle that goes on with a NUL (a credential value decoding to `en\0`).
    seeds.setdefault("meld-navigation", set()).add(
        b"\x00https://bank.example.com/login?token=en%00&p=" + SECRETS["publicToken"].encode() + b"#en")
    for escape in bad:
        for url in (
            f"https://ba{escape}nk.example.com/login?next=home#top", f"https://bank.example.com/lo{escape}gin?next=home#top",
            f"https://bank.example.com/login?ne{escape}xt=home#top", f"https://bank.example.com/login?next=home#t{escape}op",
            f"https://us{escape}er@bank.example.com/login",
        ):
            for mode in b"\x00\x02\x03":
                seeds.setdefault("meld-navigation", set()).add(bytes([mode]) + url.encode())
        for incoming in (
            f"https://app.example.com/meld/?oauth_state_id=1{escape}x", f"https://app.example.com/me{escape}ld/?oauth_state_id=1",
            f"https://ap{escape}p.example.com/meld/?oauth_state_id=1",
        ):
            seeds.setdefault("redirect-uri", set()).add("https://app.example.com/meld/\n" + incoming)
        seeds.setdefault("redirect-uri", set()).add(f"https://app.example.com/me{escape}ld/\nhttps://app.example.com/meld/")
    counts = {}
    for target, items in sorted(seeds.items()):
        directory = output / target
        directory.mkdir(parents=True, exist_ok=True)
        for seed in items:
            data = seed if isinstance(seed, bytes) else seed.encode("utf-8")[:MAX_LEN]
            (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        counts[target] = len(items)
    print("fuzz seeds: " + ", ".join(f"{t} {n}" for t, n in counts.items()))


if __name__ == "__main__":
    main()
