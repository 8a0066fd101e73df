#!/usr/bin/env python3
"""Deterministic, realistic replay transcripts for every built-in adapter.

Each transcript is a run of ~20-callback sessions as the vendor SDK would record them (loads, view
changes, institution picks, MFA, an occasional error, the outcome, a hand-off), with per-session
identifiers, increasing timestamps and a mix of successes and exits. The same seed always gives
the same bytes, so two builds replay exactly the same input.

    transcripts.py ADAPTER LINES [--seed N] [--block B]   writes JSON Lines to standard output
    transcripts.py ADAPTER --malformed [--seed N]

Transcripts longer than B lines (20000 by default) repeat their first B lines, so long benchmark
inputs are cheap to make and every block is the same realistic mix.

`--malformed` writes a short transcript for the adapter that mixes good lines with every kind of
bad line replay reports (syntax errors, wrong types, missing keys, unknown callbacks), for the
golden-output tests.
"""
import json
import random
import sys
import time
from urllib.parse import quote

ADAPTERS = ("plaid", "plaid-legacy", "mesh", "meld")
INSTITUTIONS = [("ins_3", "Chase"), ("ins_4", "Wells Fargo"), ("ins_5", "Citi"), ("ins_56", "Navy Federal Credit Union"),
                ("ins_127989", "Bank of America"), ("ins_109508", "First Platypus Bank"), ("ins_20", "Citizens Bank")]
ACCOUNTS = [("Plaid Checking", "0000", "depository", "checking"), ("Plaid Saving", "1111", "depository", "savings"),
            ("Plaid Credit Card", "3333", "credit", "credit card"), ("Plaid Money Market", "4444", "depository", "money market"),
            ("Plaid IRA", "5555", "investment", "ira"), ("Plaid Student Loan", "6666", "loan", "student")]
PLAID_ERRORS = [("ITEM_ERROR", "INVALID_CREDENTIALS", "the provided credentials were not correct"),
                ("ITEM_ERROR", "INVALID_MFA", "the provided MFA responses were not correct"),
                ("INSTITUTION_ERROR", "INSTITUTION_DOWN", "this institution is not currently responding"),
                ("ITEM_ERROR", "ITEM_LOCKED", "the account is locked"),
                ("RATE_LIMIT_EXCEEDED", "RATE_LIMIT", "too many requests")]
BROKERS = [("robinhood", "Robinhood"), ("coinbase", "Coinbase"), ("binanceInternationalDirect", "Binance"),
           ("krakenDirect", "Kraken"), ("etrade", "E*TRADE"), ("webull", "Webull"), ("alpacaOAuth", "Alpaca")]
MELD_WIDGET = "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"
MELD_REDIRECT = "https://app.example.com/meld/"


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class Clock:
    """Milliseconds since 2024-05-01T12:00:00Z, moving forward a little with every callback."""

    def __init__(self, rng):
        self.rng = rng
        self.ms = 1714564800000

    def tick(self):
        self.ms += self.rng.randint(40, 2500)
        seconds, millis = divmod(self.ms, 1000)
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds)) + ".%03dZ" % millis


def hexid(rng, n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


# MARK: - Plaid (LinkKit 7)

def plaid_session(rng, clock, n):
    session = "%s-%s-%s-%s-%s" % (hexid(rng, 8), hexid(rng, 4), hexid(rng, 4), hexid(rng, 4), hexid(rng, 12))
    ins_id, ins_name = rng.choice(INSTITUTIONS)
    lines = []

    def event(name, **extra):
        metadata = {"link_session_id": session, "request_id": hexid(rng, 15), "timestamp": clock.tick()}
        metadata.update(extra)
        lines.append(compact({"onEvent": {"event_name": name, "metadata": metadata}}))

    lines.append(compact({"onLoad": {}}))
    event("OPEN", is_update_mode="false")
    event("TRANSITION_VIEW", view_name="CONSENT")
    event("TRANSITION_VIEW", view_name="SELECT_INSTITUTION")
    event("SEARCH_INSTITUTION", institution_search_query=ins_name.split()[0].lower())
    event("SELECT_INSTITUTION", institution_id=ins_id, institution_name=ins_name, match_reason="returning_user")
    event("TRANSITION_VIEW", view_name="CREDENTIAL", institution_id=ins_id, institution_name=ins_name)
    event("SUBMIT_CREDENTIALS", institution_id=ins_id, institution_name=ins_name)
    event("TRANSITION_VIEW", view_name="LOADING", institution_id=ins_id, institution_name=ins_name)
    event("TRANSITION_VIEW", view_name="MFA", mfa_type="code", institution_id=ins_id, institution_name=ins_name)
    event("SUBMIT_MFA", mfa_type="code", institution_id=ins_id, institution_name=ins_name)
    failed = rng.random() < 0.25
    if failed:
        kind, code, message = rng.choice(PLAID_ERRORS)
        event("ERROR", error_code={"type": kind, "code": code}, error_message=message, institution_id=ins_id,
              institution_name=ins_name, view_name="ERROR")
        event("TRANSITION_VIEW", view_name="ERROR", institution_id=ins_id, institution_name=ins_name)
        event("EXIT", exit_status="requires_credentials", institution_id=ins_id, institution_name=ins_name)
        error = {"errorCode": {"type": kind, "code": code}, "errorMessage": message,
                 "displayMessage": "Please try again.", "errorJSON": None}
        exit_json = compact({"status": "requires_credentials", "link_session_id": session,
                             "institution": {"institution_id": ins_id, "name": ins_name}})
        lines.append(compact({"onExit": {"error": error, "metadata": {
            "status": "requires_credentials", "institution": {"id": ins_id, "name": ins_name},
            "link_session_id": session, "request_id": hexid(rng, 15), "metadata_json": exit_json}}}))
    else:
        event("TRANSITION_VIEW", view_name="SELECT_ACCOUNT", institution_id=ins_id, institution_name=ins_name)
        event("SELECT_ACCOUNT", institution_id=ins_id, institution_name=ins_name)
        event("TRANSITION_VIEW", view_name="CONNECTED", institution_id=ins_id, institution_name=ins_name)
        accounts = []
        for name, mask, kind, subtype in rng.sample(ACCOUNTS, rng.randint(1, 3)):
            accounts.append({"id": hexid(rng, 20), "name": name, "mask": mask, "subtype": "%s.%s" % (kind, subtype),
                             "verificationStatus": None})
        token = "public-sandbox-" + hexid(rng, 8) + "-" + hexid(rng, 4)
        success_json = compact({"public_token": token, "link_session_id": session, "status": "connected",
                                "institution": {"institution_id": ins_id, "name": ins_name},
                                "accounts": [{"id": a["id"], "name": a["name"], "mask": a["mask"],
                                              "type": a["subtype"].split(".")[0], "subtype": a["subtype"].split(".")[1],
                                              "verification_status": None} for a in accounts]})
        lines.append(compact({"onSuccess": {"public_token": token, "metadata": {
            "institution": {"id": ins_id, "name": ins_name}, "accounts": accounts, "link_session_id": session,
            "metadata_json": success_json}}}))
    event("HANDOFF")
    return lines


# MARK: - Plaid v1 (LinkKit 1.x delegate calls)

def legacy_session(rng, clock, n):
    session = hexid(rng, 8) + "-" + hexid(rng, 4) + "-" + hexid(rng, 4) + "-" + hexid(rng, 12)
    ins_id, ins_name = rng.choice(INSTITUTIONS)
    lines = []

    def event(name, **extra):
        metadata = {"link_session_id": session, "request_id": hexid(rng, 15), "timestamp": clock.tick(),
                    "error_code": None, "error_message": None, "error_type": None, "exit_status": None,
                    "institution_id": None, "institution_name": None, "institution_search_query": None,
                    "mfa_type": None, "view_name": None}
        metadata.update(extra)
        lines.append(compact({"delegate": "didHandleEvent", "event": name, "metadata": metadata}))

    event("OPEN")
    event("TRANSITION_VIEW", view_name="CONSENT")
    event("TRANSITION_VIEW", view_name="SELECT_INSTITUTION")
    event("SEARCH_INSTITUTION", institution_search_query=ins_name.split()[0].lower())
    event("SELECT_INSTITUTION", institution_id=ins_id, institution_name=ins_name)
    event("TRANSITION_VIEW", view_name="CREDENTIAL", institution_id=ins_id, institution_name=ins_name)
    event("SUBMIT_CREDENTIALS", institution_id=ins_id, institution_name=ins_name)
    event("TRANSITION_VIEW", view_name="LOADING", institution_id=ins_id, institution_name=ins_name)
    event("TRANSITION_VIEW", view_name="MFA", mfa_type="code", institution_id=ins_id, institution_name=ins_name)
    event("SUBMIT_MFA", mfa_type="code", institution_id=ins_id, institution_name=ins_name)
    failed = rng.random() < 0.25
    if failed:
        kind, code, message = rng.choice(PLAID_ERRORS)
        event("ERROR", error_type=kind, error_code=code, error_message=message, institution_id=ins_id,
              institution_name=ins_name, view_name="ERROR")
        event("EXIT", exit_status="requires_credentials", institution_id=ins_id, institution_name=ins_name)
        lines.append(compact({"delegate": "didExitWithError", "error": {
            "domain": "PLKPlaidLinkAPIErrorDomain", "code": 1200 + rng.randint(0, 20), "userInfo": {
                "error_type": kind, "error_code": code, "error_message": message, "display_message": None}},
            "metadata": {"status": "requires_credentials", "institution": {"name": ins_name, "institution_id": ins_id},
                         "link_session_id": session, "request_id": hexid(rng, 15)}}))
    else:
        event("TRANSITION_VIEW", view_name="SELECT_ACCOUNT", institution_id=ins_id, institution_name=ins_name)
        event("SELECT_ACCOUNT", institution_id=ins_id, institution_name=ins_name)
        event("TRANSITION_VIEW", view_name="CONNECTED", institution_id=ins_id, institution_name=ins_name)
        accounts = [{"id": hexid(rng, 20), "name": name, "mask": mask, "type": kind, "subtype": subtype,
                     "verification_status": None} for name, mask, kind, subtype in rng.sample(ACCOUNTS, rng.randint(1, 3))]
        lines.append(compact({"delegate": "didSucceedWithPublicToken",
                              "publicToken": "public-sandbox-" + hexid(rng, 8) + "-" + hexid(rng, 4),
                              "metadata": {"institution": {"name": ins_name, "institution_id": ins_id},
                                           "accounts": accounts, "link_session_id": session, "status": "connected"}}))
    event("HANDOFF")
    return lines


# MARK: - Mesh

def mesh_session(rng, clock, n):
    broker, broker_name = rng.choice(BROKERS)
    lines = []

    def event(kind, payload=None):
        body = {"type": kind}
        if payload is not None:
            body["payload"] = payload
        lines.append(compact({"onEvent": body}))

    event("pageLoaded")
    event("loaded")
    event("homePageLoaded")
    event("legalTermsViewed")
    event("integrationSelected", {"integrationType": broker, "integrationName": broker_name})
    event("credentialsEntered")
    event("integrationMfaRequired")
    event("integrationMfaEntered")
    failed = rng.random() < 0.2
    if failed:
        event("integrationConnectionError", {"errorMessage": rng.choice(
            ["Invalid credentials", "Session expired", "Institution unavailable", "Too many attempts"])})
        event("integrationSelected", {"integrationType": broker, "integrationName": broker_name})
        event("credentialsEntered")
    event("integrationAccountSelectionRequired")
    accounts = []
    for i in range(rng.randint(1, 3)):
        accounts.append({"account": {"accountId": hexid(rng, 24), "accountName": "%s account %d" % (broker_name, i + 1),
                                     "fund": round(rng.uniform(10, 50000), 2), "cash": round(rng.uniform(0, 5000), 2),
                                     "isReconnected": False},
                         "accessToken": "at_" + hexid(rng, 40), "refreshToken": "rt_" + hexid(rng, 40)})
    payload = {"accountTokens": accounts, "brokerBrandInfo": {"brokerLogo": "https://cdn.meshconnect.com/%s.png" % broker,
                                                             "brokerPrimaryColor": "#00C805"},
               "expiresInSeconds": 3600, "refreshTokenExpiresInSeconds": 604800, "brokerType": broker,
               "brokerName": broker_name}
    event("integrationConnected", {"integrationType": broker, "integrationName": broker_name})
    lines.append(compact({"onIntegrationConnected": {"accessToken": payload}}))
    event("transferStarted")
    event("transferAssetSelected", {"symbol": "USDC"})
    event("transferNetworkSelected", {"networkId": "e3c7fdd8-b1fc-4e51-85ae-bb276e075611"})
    event("transferAmountEntered", {"amount": 12.5})
    event("transferPreviewed", {"amount": 12.5, "symbol": "USDC", "toAddress": "0x" + hexid(rng, 40)})
    if rng.random() < 0.85:
        lines.append(compact({"onTransferFinished": {"status": "success", "txId": hexid(rng, 24),
                                                     "fromAddress": "0x" + hexid(rng, 40), "toAddress": "0x" + hexid(rng, 40),
                                                     "symbol": "USDC", "amount": 12.5,
                                                     "networkId": "e3c7fdd8-b1fc-4e51-85ae-bb276e075611"}}))
    else:
        lines.append(compact({"onTransferFinished": {"status": "error", "errorMessage": "Insufficient funds"}}))
    event("done")
    lines.append(compact({"onExit": {}}))
    return lines


# MARK: - Meld (web-view reports)

def meld_session(rng, clock, n):
    origin = "https://institution-connect-sb.meld.io"
    handler = "meldMessageHandler"
    ins_id, ins_name = rng.choice(INSTITUTIONS)
    state = "%s-%s-%s-%s-%s" % (hexid(rng, 8), hexid(rng, 4), hexid(rng, 4), hexid(rng, 4), hexid(rng, 12))
    lines = []

    def message(body):
        lines.append(compact({"message": body, "handler": handler, "origin": origin}))

    lines.append(compact({"navigation": MELD_WIDGET}))
    message("[meld-connect]init")
    message("[meld-connect]debug?" + compact({"step": "institutionSearch"}))
    lines.append(compact({"navigation": "about:blank"}))
    lines.append(compact({"navigation": "https://cdn.plaid.com/link/v2/stable/link.html?isWebview=true&token=link-sandbox-"
                          + hexid(rng, 8)}))
    lines.append(compact({"popup": "https://www.%s.example.com/oauth/authorize?client_id=%s&state=%s" % (
        ins_name.split()[0].lower(), hexid(rng, 12), hexid(rng, 16))}))
    lines.append(compact({"navigation": "https://www.%s.example.com/login?return=%s" % (
        ins_name.split()[0].lower(), hexid(rng, 10)), "window": "popup"}))
    oauth = compact({"url": "https://www.%s.example.com/oauth/start?session=%s" % (ins_name.split()[0].lower(), hexid(rng, 12))})
    lines.append(compact({"navigation": "mx://oauthRequested?metadata=" + quote(oauth, safe="")}))
    lines.append(compact({"universalLink": MELD_REDIRECT + "?oauth_state_id=" + state}))
    lines.append(compact({"closed": "popup"}))
    message("[meld-connect]debug?" + compact({"step": "accounts", "institutionId": ins_id}))
    if rng.random() < 0.25:
        message("[meld-connect]error?" + compact({"details": "The credentials were not correct.",
                                                  "reason": rng.choice(["INVALID_CREDENTIALS", "INSTITUTION_DOWN", "ITEM_LOCKED"])}))
    lines.append(compact({"navigation": origin + "/connect/accounts?institution=" + ins_id}))
    lines.append(compact({"universalLink": MELD_REDIRECT + "?status=success&institution=" + ins_id}))
    lines.append(compact({"navigation": "https://www.%s.example.com/consent?scope=accounts" % ins_name.split()[0].lower(),
                          "window": "popup"}))
    lines.append(compact({"closed": "popup"}))
    accounts = [{"name": name, "type": kind, "mask": mask, "id": hexid(rng, 16)}
                for name, mask, kind, _ in rng.sample(ACCOUNTS, rng.randint(1, 3))]
    message("[meld-connect]connect_complete?" + compact({
        "institutionId": ins_id, "institutionName": ins_name, "accountCount": len(accounts), "accounts": accounts}))
    message("[meld-connect]debug?" + compact({"step": "done"}))
    return lines


SESSIONS = {"plaid": plaid_session, "plaid-legacy": legacy_session, "mesh": mesh_session, "meld": meld_session}

# The last line of a transcript: the hand-over that closes the flow (Meld's `handover` closes the
# widget, so it can only come once, at the very end; the others end the flow with the file).
TRAILERS = {"meld": compact({"message": "[meld-connect]handover", "handler": "meldMessageHandler",
                             "origin": "https://institution-connect-sb.meld.io"})}


def realistic(adapter, count, seed, block=20000):
    """`count` lines: sessions until `block` lines, that block repeated (so a 2M-line transcript
    costs no more to make than a 20k one), then the adapter's trailer if it has one."""
    rng = random.Random("%s-%d" % (adapter, seed))
    clock = Clock(rng)
    trailer = TRAILERS.get(adapter)
    body = count - (1 if trailer else 0)
    lines = []
    n = 0
    while len(lines) < min(body, block):
        lines.extend(SESSIONS[adapter](rng, clock, n))
        n += 1
    text = "\n".join(lines[:min(body, block)]) + "\n" if body > 0 else ""
    written = 0
    while written + block <= body:
        sys.stdout.write(text)
        written += block
    if written < body:
        sys.stdout.write("\n".join(lines[:body - written]) + "\n")
    if trailer:
        sys.stdout.write(trailer + "\n")


# MARK: - Malformed lines, for the golden outputs

MALFORMED = {
    "plaid": [
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":"2024-05-01T12:00:00.000Z"}}',
        '{"onEvent":{"event_name":"OPEN","metadata":{"timestamp":"2024-05-01T12:00:00.000Z"}}}',
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":"yesterday"}}}',
        '{"onEvent":{"event_name":7,"metadata":{"link_session_id":"s","timestamp":"2024-05-01T12:00:00.000Z"}}}',
        '{"onLoad":{},"onExit":{"error":null,"metadata":{}}}',
        '{"onPause":{}}',
        '[1,2,3]',
        '{"onSuccess":{"public_token":"public-sandbox-x","metadata":{"institution":{"id":"ins_3"},"accounts":[],"link_session_id":"s"}}}',
        '{"onExit":{"error":{"errorCode":{"type":"ITEM_ERROR"},"errorMessage":"m"},"metadata":{}}}',
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":"2024-05-01T12:00:00.000Z",}}}',
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s\\q","timestamp":"2024-05-01T12:00:00.000Z"}}}',
        '  \t ',
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"caf\u00e9 \u2603","timestamp":"2024-05-01T12:00:00.5Z","error_code":{"type":"OAUTH_ERROR","code":"X"},"error_message":"e\\u00e9\\n"}}}',
        '{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":725803200.25}}}',
    ],
    "plaid-legacy": [
        '{"delegate":"didHandleEvent","event":"OPEN","metadata":{"timestamp":"2024-05-01T12:00:00.000Z"}',
        '{"delegate":"didHandleEvnt","event":"OPEN","metadata":{}}',
        '{"event":"OPEN","metadata":{}}',
        '{"delegate":"didHandleEvent","event":"","metadata":{}}',
        '{"delegate":"didHandleEvent","event":"OPEN","metdata":{}}',
        '{"delegate":"didHandleEvent","event":"OPEN","metadata":[1]}',
        '{"delegate":"didHandleEvent","event":"OPEN","metadata":{"timestamp":"not a date","institution_id":12,"view_name":["x"]}}',
        '{"delegate":"didExitWithError","metadata":{}}',
        '{"delegate":"didExitWithError","error":{"domain":"d","code":1.5},"metadata":{}}',
        '{"delegate":"didExitWithError","error":{"domain":"d","code":1,"userInfo":{},"extra":1},"metadata":{}}',
        '{"delegate":"didSucceedWithPublicToken","publicToken":"","metadata":{}}',
        '{"delegate":7}',
        '',
        '{"delegate":"didHandleEvent","event":"OPEN","metadata":{"timestamp":"2024-05-01T12:00:00.000Z","link_session_id":null,"error_code":"X"}}',
        '{"delegate":"didExitWithError","error":{"domain":"NSURLErrorDomain","code":-999},"metadata":null}',
    ],
    "mesh": [
        '{"onEvent": nope}',
        '{"onEvent":[1]}',
        '{"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood"}},"onExit":{}}',
        '{"onIntegrationConnected":{"accessToken":{"accountTokens":[],"brokerType":"robinhood","brokerName":"Robinhood"}}}',
        '{"onIntegrationConnected":{}}',
        '{"onTransferFinished":{"status":"pending"}}',
        '{"onTransferFinished":{"status":"success","symbol":"USDC","amount":"12"}}',
        '{"onBogus":{}}',
        '{"onEvent":null}',
        '{"onEvent":{"Undefined message":{"a":1}}}',
        '{"onEvent":{"type":"integrationConnectionError","payload":{"errorMessage":"Invalid credentials"}}}',
        '{"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"a","accountName":"n","fund":1e400},"accessToken":"t"}],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"robinhood","brokerName":"Robinhood","expiresInSeconds":36.5}}}',
    ],
    "meld": [
        '{"navigation":"https://institution-connect-sb.meld.io/?connectToken=x"',
        '{"navigation":"https://a.example","message":"[meld-connect]init","handler":"meldMessageHandler"}',
        '{"message":"[meld-connect]init"}',
        '{"closed":"window"}',
        '{"navigation":7}',
        '{}',
        '{"message":42,"handler":"meldMessageHandler"}',
        '{"message":"[meld-connect]error?details=bad&reason=INVALID_CREDENTIALS","handler":"meldMessageHandler"}',
        '{"message":"[meld-connect]connect_complete?{\\"accounts\\":7}","handler":"meldMessageHandler"}',
        '{"navigation":"javascript:alert(1)"}',
        '{"navigation":"https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60&x=1"}',
        '{"universalLink":"https://app.example.com/meld/?oauth_state_id="}',
        '{"message":"[meld-connect]weird_type?{}","handler":"meldMessageHandler","origin":"https://evil.example"}',
        '{"message":"[meld-connect]cancel","handler":"meldMessageHandler"}',
    ],
}


def malformed(adapter, seed):
    """Good lines of a realistic session with the adapter's bad lines spliced in between."""
    rng = random.Random("malformed-%s-%d" % (adapter, seed))
    clock = Clock(rng)
    good = SESSIONS[adapter](rng, clock, 0)
    bad = MALFORMED[adapter]
    lines = []
    for index, line in enumerate(bad):
        if index < len(good):
            lines.append(good[index])
        lines.append(line)
    lines.extend(good[len(bad):])
    sys.stdout.write("\n".join(lines) + "\n")


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(description="Deterministic replay transcripts.")
    parser.add_argument("adapter", choices=ADAPTERS)
    parser.add_argument("lines", type=int, nargs="?", default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--malformed", action="store_true")
    parser.add_argument("--block", type=int, default=20000, help="repeat the first BLOCK lines (default 20000)")
    args = parser.parse_args(argv)
    if args.malformed:
        malformed(args.adapter, args.seed)
    else:
        realistic(args.adapter, args.lines, args.seed, args.block)


if __name__ == "__main__":
    main(sys.argv[1:])
