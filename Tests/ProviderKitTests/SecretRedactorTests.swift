import Foundation
import ProviderKit
import Testing

/// The one redaction mechanism: every rule, with what it must hide and what it must leave alone.
@Suite struct SecretRedactorTests {
    static let redactor = SecretRedactor.standard

    /// Free text in, expected text out: one row per rule and per near miss.
    static let textCases: [(String, String)] = [
        // Plaid-style tokens, anywhere in the text.
        ("found public-sandbox-5f0c1d2e-aa11-4b2c-9d3e-0123456789ab here", "found <redacted> here"),
        ("link-production-2f3a4b5c-0000-1111-2222-333344445555", "<redacted>"),
        ("(access-development-abcdefgh)", "(<redacted>)"),
        ("processor-sandbox-12345678.", "<redacted>."),
        ("access-0123456789abcdefXYZ", "<redacted>"),
        // Near misses: too short, an example's elision, an ordinary hyphenated word.
        ("public-sandbox-abc", "public-sandbox-abc"),
        ("expected {\"public_token\":\"public-sandbox-…\"}", "expected {\"public_token\":\"public-sandbox-…\"}"),
        ("the link-level setting", "the link-level setting"),
        // JWTs.
        ("bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U end",
         "bearer <redacted> end"),
        ("eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.", "<redacted>"),
        // Long opaque strings mixing letters and digits, base64 included.
        ("key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 ok", "key <redacted> ok"),
        ("b64 QWxhZGRpbjpvcGVuIHNlc2FtZQ+AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/== ok", "b64 <redacted> ok"),
        ("onSuccess.metadata.accounts[0].verification_status: missing", "onSuccess.metadata.accounts[0].verification_status: missing"),
        ("an-ordinary-but-really-quite-long-hyphenated-identifier-name", "an-ordinary-but-really-quite-long-hyphenated-identifier-name"),
        // Tokens glued to the text before them, as a lost separator leaves them.
        ("#id_tokeneyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.c2ln", "#id_token<redacted>"),
        ("tokenlink-sandbox-0123abcd", "<redacted>"),
        // A JWT that lost its header still shows its payload and signature: both go.
        ("x eyJzdWIiOiJjNG40cnkwNCJ9.QzRuNHJ5MDRTaWduYXR1cmVYeXo y", "x <redacted> y"),
        // A token glued to a key name goes with the key's value.
        ("link-sandbox-0123456789_token=abc&x=1", "<redacted>=<redacted>&x=1"),
        // A key name glued to the end of a JWT: the name goes with the token, its value with the name
        // (found by the replay-meld fuzz campaign, where only the value had been left).
        ("fai eyJzdWIiOiJjNG40NwcnkCJ9.QzRuNHJ5MDRTaWduYXpassword=Tr0ub4dor&x=1", "fai <redacted>=<redacted>&x=1"),
        ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnclient_secret = \"s3cr3t\" end", "<redacted> = \"<redacted>\" end"),
        ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnXYZ=value", "<redacted>=value"),
        // Base64 padding belongs to a long token; an `=` inside a run is a separator.
        ("id_token=QzRuNHJ5MDVPcGFxdWVSZWZyZXNoVG9rZW4wNTEyMzQ1Njc4OQ==", "id_token=<redacted>"),
        ("ref QzRuNHJ5MDVPcGFxdWVSZWZyZXNoVG9rZW4wNTEyMzQ1Njc4OQ== end", "ref <redacted> end"),
        // An opaque run glued before a JWT goes as well (so redacting twice changes nothing).
        ("QzRuNHJ5MDRTrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrreyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln x", "<redacted><redacted> x"),
        ("link-sandbox-0123456789eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln x", "<redacted><redacted> x"),
        // Bad bytes (decoded as U+FFFD) inside a token do not cut it: it goes whole, and short words stay.
        ("key QzRuNHJ5MDVP\u{FFFD}\u{FFFD}cGFxdWVSZWZyZXNoVG9rZW4wNTEyMzQ1Njc4OQ end", "key <redacted> end"),
        ("public-sandbox-c4n4\u{FFFD}ry01-7a1f-4e2b-8c3d-1f2e3d4c5b6a.", "<redacted>."),
        ("eyJzdWIiOiJjNG40cnkwNCJ9.QzRuNHJ5\u{FFFD}MDRTaWduYXR1cmVYeXo y", "<redacted> y"),
        ("caf\u{FFFD} 2024 \u{FFFD}\u{FFFD}\u{FFFD} ok", "caf\u{FFFD} 2024 \u{FFFD}\u{FFFD}\u{FFFD} ok"),
        // URL user info, also in URLs a lost character mangled.
        ("https:/user:PASSWORD@app.example.com/cb", "https:/<redacted>@app.example.com/cb"),
        ("https//user:PASSWORD@app.example.com/cb", "https//<redacted>@app.example.com/cb"),
        ("mail ann@example.com", "mail ann@example.com"),
        ("https://user:PASSWORD@app.example.com/cb", "https://<redacted>@app.example.com/cb"),
        ("see ftp://anonymous@ftp.example.com/x", "see ftp://<redacted>@ftp.example.com/x"),
        ("https://app.example.com/a@b", "https://app.example.com/a@b"),
        // User info with an empty user name, anywhere in the text (found by the replay-meld fuzz
        // campaign: a URL's password repeated after a `/` in its query was printed).
        ("at /c/:Tr0ub4dor@bank.example.com/cb", "at /c/<redacted>@bank.example.com/cb"),
        (":Tr0ub4dor@bank.example.com", "<redacted>@bank.example.com"),
        ("see (:Tr0ub4dor@bank.example.com)", "see (<redacted>@bank.example.com)"),
        // User info right after `//`, with or without a scheme before it.
        ("https//Tr0ub4dor@bank.example.com/cb", "https//<redacted>@bank.example.com/cb"),
        ("x //Tr0ub4dor@bank.example.com", "x //<redacted>@bank.example.com"),
        // Near misses: an empty password, and an `@` with no `:` before it in its segment.
        ("user:@bank.example.com", "user:@bank.example.com"),
        ("ratio 3: a@b", "ratio 3: a@b"),
        ("path a/b@c and //@x", "path a/b@c and //@x"),
        // Credential query and fragment items.
        ("https://app.example.com/cb?access_token=abc&state=1#id_token=xyz&x=2",
         "https://app.example.com/cb?access_token=<redacted>&state=1#id_token=<redacted>&x=2"),
        ("link_token=hunter2 is invalid", "link_token=<redacted> is invalid"),
        ("client_secret = s3cr3t;", "client_secret = <redacted>;"),
        // Quoted values of secret-named keys: JSON, escaped JSON, single quotes.
        (#"{"password":"Tr0ub4dor&3","user":"ann"}"#, #"{"password":"<redacted>","user":"ann"}"#),
        (#"{\"refreshToken\": \"r-1 2 3\"}"#, #"{\"refreshToken\": \"<redacted>\"}"#),
        ("apiKey: 'abc def'", "apiKey: '<redacted>'"),
        (#""accessToken":"unterminated"#, #""accessToken":"<redacted>"#),
        // A key path followed by prose is not a key-value pair.
        ("onSuccess.public_token: expected a string, found a number", "onSuccess.public_token: expected a string, found a number"),
        // Ordinary text stays as it is; redaction is idempotent.
        ("Dropped a late onExit (duplicate).", "Dropped a late onExit (duplicate)."),
        ("already <redacted> here", "already <redacted> here"),
        ("token=\"<redacted>link-sandbox-0123456789abcdef\"", "token=\"<redacted><redacted>\""),
        ("", ""),
    ]

    @Test(arguments: textCases)
    func redactsText(input: String, expected: String) {
        #expect(Self.redactor.redact(input) == expected)
        #expect(Self.redactor.redact(expected) == expected)
    }

    /// URLs, redacted by their structure.
    static let urlCases: [(String, String)] = [
        ("https://a.example.com/?connectToken=x&lang=en", "https://a.example.com/?connectToken=<redacted>&lang=en"),
        ("https://a.example.com/?access_token=x#f", "https://a.example.com/?access_token=<redacted>#f"),
        ("https://a.example.com/?q=1", "https://a.example.com/?q=1"),
        ("https://a b/?connectToken=x", "<unparsable URL>"),
        ("https://evil.com/cb#access_token=zzz&state=1", "https://evil.com/cb#access_token=<redacted>&state=1"),
        ("https://evil.com/#/route", "https://evil.com/#/route"),
        ("https://user:PASSWORD@app.example.com/cb?access_token=T0KEN#id_token=ID",
         "https://<redacted>@app.example.com/cb?access_token=<redacted>#id_token=<redacted>"),
        ("https://a.example.com/?access%5Ftoken=x", "https://a.example.com/?access%5Ftoken=<redacted>"),
        // A value that percent-encodes a credential (a nested form, a message) loses it; the rest stays encoded.
        ("https://a.example.com/?state=1%2C%20password%3DTr0ub4dor%26x%3D1&lang=en",
         "https://a.example.com/?state=1,%20password%3D<redacted>%26x%3D1&lang=en"),
        ("https://a.example.com/?next=https%3A%2F%2Fb.example.com%2F%3Faccess_token%3DT0KEN",
         "https://a.example.com/?next=https://b.example.com/?access_token%3D<redacted>"),
        ("https://a.example.com/?q=caf%C3%A9%20au%20lait", "https://a.example.com/?q=caf%C3%A9%20au%20lait"),
        // The URL's own password, repeated in its path or query behind an empty user name, goes there too.
        ("https://user:Tr0ub4dor@bank.example.com/cb?next=a.c@bank.example.com/c/:Tr0ub4dor@bank.example.com/cb",
         "https://<redacted>@bank.example.com/cb?next=a.c@bank.example.com/c/<redacted>@bank.example.com/cb"),
        ("https://a.example.com/c/:Tr0ub4dor@b.example.com/cb?next=x/:Tr0ub4dor@c.example.com",
         "https://a.example.com/c/<redacted>@b.example.com/cb?next=x/<redacted>@c.example.com"),
    ]

    @Test(arguments: urlCases)
    func redactsURLs(input: String, expected: String) {
        #expect(Self.redactor.redact(url: input) == expected)
    }

    @Test func redactsJSONByNameAndShape() throws {
        let value = try LinkJSONValue(
            parsing: #"""
                {"public_token":"p","nested":{"tokens":["a",1],"account":{"name":"Checking"}},
                 "note":"link-sandbox-0123456789abcdef","url":"https://u:pw@h.example.com/?id_token=x",
                 "session":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}
                """#)
        let redacted = Self.redactor.redact(json: value)
        #expect(redacted["public_token"] == "<redacted>")
        #expect(redacted["nested"]?["tokens"] == ["<redacted>", "<redacted>"])
        #expect(redacted["nested"]?["account"]?["name"] == "Checking")
        #expect(redacted["note"] == "<redacted>")
        #expect(redacted["url"] == "https://<redacted>@h.example.com/?id_token=<redacted>")
        // Ids in structured values stay readable: only free text loses long opaque strings.
        #expect(redacted["session"] == value["session"])
        #expect(RawMetadata(value).redacted == redacted)
    }

    @Test func knownSecretsAreHiddenRawAndPercentEncoded() {
        let url = "https://widget.example.com/?connectToken=tok en/1&lang=en"
        let redactor = SecretRedactor(knownSecrets: SecretRedactor.secrets(embeddedIn: url))
        #expect(redactor.redact("at \(url) now") == "at <redacted> now")
        #expect(redactor.redact("token tok en/1 and tok%20en%2F1") == "token <redacted> and <redacted>")
        #expect(redactor.removingKnownSecrets(from: LinkJSONValue.object(["tok en/1": "x tok en/1"])) == ["<redacted>": "x <redacted>"])
        // Values shorter than three characters would match ordinary text and are not searched for.
        #expect(SecretRedactor(knownSecrets: ["ab"]).redact("ab") == "ab")
        var dumped = ""
        dump(redactor, to: &dumped)
        #expect(!dumped.contains("tok en") && !"\(redactor)".contains("tok en"))
    }

    @Test func quotingMarksControlCharactersThenRedactsThenCuts() {
        let token = "public-sandbox-5f0c1d2e-aa11-4b2c-9d3e-0123456789ab"
        #expect(Self.redactor.quote("x \(token)", limit: 20) == "x <redacted>")
        #expect(Self.redactor.quote("\u{1B}[31mred\u{7}\u{0}\u{FFFD}", limit: 20) == "\u{FFFD}[31mred\u{FFFD}")
        // Pieces of a token kept apart by a control character stay apart (and the whole goes).
        #expect(Self.redactor.quote("QzRuNHJ5MDVP\u{0}cGFxdWVSZWZyZXNoVG9rZW4wNTEyMzQ1Njc4OQ", limit: 80) == "<redacted>")
        #expect(Self.redactor.quote("abcdef\u{0}ghijkl", limit: 80) == "abcdef\u{FFFD}ghijkl")
        #expect(Self.redactor.quote(String(repeating: "a", count: 30), limit: 10) == "aaaaaaaaaa…")
        // A cut never leaves part of a token: the token is gone before the cut.
        #expect(!Self.redactor.quote("\(token)", limit: 30).contains("public-sandbox-5f0c"))
    }

    @Test func tokenShapeIsDecidedOnTheWholeText() {
        #expect(SecretRedactor.isTokenShaped("public-sandbox-5f0c1d2e"))
        #expect(SecretRedactor.isTokenShaped("eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.sig"))
        #expect(!SecretRedactor.isTokenShaped("public-sandbox-5f0c1d2e and more"))
        #expect(!SecretRedactor.isTokenShaped("Chase"))
        #expect(!SecretRedactor.isTokenShaped(""))
    }

    @Test func redactionIsLinearOnHostileText() async {
        // Patterns that make a naive scanner backtrack: many separators, many authorities, a huge word.
        let inputs = [
            String(repeating: "access_token=", count: 4_000), String(repeating: "://a@", count: 4_000),
            String(repeating: "a", count: 50_000), String(repeating: "\"password\":\"", count: 4_000),
            String(repeating: "eyJabcdefgh.", count: 4_000), String(repeating: "eyJ", count: 10_000) + ".eyJx",
            String(repeating: "a:b", count: 10_000) + "@",
        ]
        for input in inputs {
            // Correctness on big inputs; the timing bound is the fuzz target's (-timeout), not a timed test.
            let output = Self.redactor.redact(input)
            #expect(!output.isEmpty)
            #expect(Self.redactor.redact(output) == output)
            await Task.yield()
        }
    }
}
