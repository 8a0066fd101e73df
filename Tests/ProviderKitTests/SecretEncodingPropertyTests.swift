import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Issue classes 2 and 3 as properties over generated text: a secret written in any encoding
/// (percent-encoded in either case, partly, as a form, twice or more, byte by byte, cut by an
/// invisible character, inside an encoded query) is hidden by every redaction entry point, the
/// result holds no raw control once printed, and redaction is idempotent. The oracle
/// (`EncodedSecretOracle`) decodes outputs with its own code, never the redactor's.
@Suite struct SecretEncodingPropertyTests {
    static let cases = 4_000

    /// `redact(_:)` (messages, diagnostics) hides every generated secret, in text and as a JSON string.
    @Test func freeTextRedactionHidesEveryEncoding() {
        var generator = SplitMix64(seed: 0x2029_0002)
        for index in 0..<Self.cases {
            let example = EncodedSecretCase(using: &generator)
            let redactor = SecretRedactor(knownSecrets: example.knownSecrets)
            let redacted = redactor.redact(example.text)
            #expect(!EncodedSecretOracle.shows(example.core, in: redacted), "case \(index): \(example)")
            #expect(!EncodedSecretOracle.shows(example.core, in: TerminalText.line(redacted, revealingSecrets: true)), "case \(index): \(example)")
            #expect(!EncodedSecretOracle.shows(example.core, in: JSONWriter.string(.string(redacted))), "case \(index) JSON: \(example)")
            #expect(redactor.redact(redacted) == redacted, "case \(index) not idempotent: \(example)")
        }
    }

    /// `redactShapes(_:)` (vendor display text, every record and text line) hides every
    /// credential-shaped secret in any encoding, and the text line a terminal gets holds no control.
    @Test func displayTextRedactionHidesEveryEncodedCredential() {
        var generator = SplitMix64(seed: 0x2029_0003)
        var checked = 0
        for index in 0..<Self.cases {
            let example = EncodedSecretCase(using: &generator)
            guard example.isCredentialShaped, example.knownSecrets.isEmpty else { continue }
            checked += 1
            let line = TerminalText.line(example.text, revealingSecrets: false)
            #expect(!EncodedSecretOracle.shows(example.core, in: line), "case \(index): \(example)")
            #expect(!Self.holdsTerminalControl(line), "case \(index): a control reached the line")
            let json = JSONWriter.string(.string(SecretRedactor.standard.redactShapes(example.text)))
            #expect(!EncodedSecretOracle.shows(example.core, in: json), "case \(index) JSON: \(example)")
            #expect(!Self.holdsTerminalControl(json), "case \(index): a control reached the JSON")
        }
        #expect(checked > Self.cases / 3)
    }

    /// A URL redacted as a URL (traces, navigation decisions) hides a secret encoded in its query.
    @Test func urlRedactionHidesEncodedQueryCredentials() {
        var generator = SplitMix64(seed: 0x2029_0004)
        for index in 0..<Self.cases {
            let example = EncodedSecretCase(using: &generator)
            // Characters a URL cannot hold raw are written as escapes, so words stay apart.
            var text = example.text
            for (character, escape) in [(" ", "%20"), ("\"", "%22"), ("{", "%7B"), ("}", "%7D")] {
                text = text.replacingOccurrences(of: character, with: escape)
            }
            let url = "https://app.example.com/return?next=" + text
            let redactor = SecretRedactor(knownSecrets: example.knownSecrets)
            let shown = redactor.redact(url: url)
            // A URL whose bytes the strict reader refuses prints as `<unparsable URL>`: nothing leaks.
            #expect(!EncodedSecretOracle.shows(example.core, in: shown), "case \(index): \(example)")
        }
    }

    /// Control characters anywhere in vendor text never reach a text line raw, and a token cut in two
    /// by one is still hidden whole (checked with the printed escapes taken out).
    @Test func controlsNeverReachATerminalAndNeverCutATokenOpen() {
        var generator = SplitMix64(seed: 0x2029_0005)
        let words = ["Chase", "Bank of America", "Robinhood", "Plaid Checking", "ins_3", "acc-1", "Coinbase Pro", "é😀"]
        for index in 0..<Self.cases {
            var pieces: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                pieces.append(words.randomElement(using: &generator)!)
                pieces.append(EncodedSecretCase.invisibles.randomElement(using: &generator)!)
            }
            let canary = [PlantedSecret.publicToken, PlantedSecret.linkToken, PlantedSecret.accessToken, PlantedSecret.jwt]
                .randomElement(using: &generator)!
            var token = Array(canary.value.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 1..<token.count, using: &generator)
                token.insert(EncodedSecretCase.invisibles.randomElement(using: &generator)!.unicodeScalars.first!, at: at)
            }
            var tokenText = String.UnicodeScalarView()
            tokenText.append(contentsOf: token)
            pieces.insert(String(tokenText), at: Int.random(in: 0...pieces.count, using: &generator))
            let text = pieces.joined()
            for reveal in [false, true] {
                let line = TerminalText.line(text, revealingSecrets: reveal)
                #expect(!Self.holdsTerminalControl(line), "case \(index)")
                if !reveal { #expect(!canary.leaks(in: String(decoding: EncodedSecretOracle.withoutPrintedEscapes(Array(line.utf8)), as: UTF8.self)), "case \(index)") }
            }
            let json = JSONWriter.string(.string(SecretRedactor.standard.redactShapes(text)))
            #expect(!Self.holdsTerminalControl(json), "case \(index) JSON")
            #expect(!canary.leaks(in: String(decoding: EncodedSecretOracle.withoutInvisibles(Self.jsonUnescaped(json)), as: UTF8.self)), "case \(index) JSON")
        }
    }

    /// Worked examples of the rule, one per encoding: the whole encoded span is one placeholder.
    @Test func encodedExamples() {
        let redactor = SecretRedactor.standard
        let rows: [(String, String)] = [
            ("x %70%75%62%6C%69%63%2D%73%61%6E%64%62%6F%78%2D%61%62%63%64%65%66%67%68 y", "x <redacted> y"),
            ("x public%2dsandbox%2dabcdefgh y", "x <redacted> y"),
            ("x public%252Dsandbox%252Dabcdefgh y", "x <redacted> y"),
            ("details=state%3Dx%26code%3DAbc123Def456Ghi", "details=state%3Dx%26code%3D<redacted>"),
            ("msg=bad+request&password=hunter+two", "msg=bad+request&password=<redacted>"),
            ("link-sandbox-ab\u{0}cdefgh1234", "<redacted>"),
            ("x link-sandbox-abcd\u{200B}efgh1234 y", "x <redacted> y"),
            ("100%25 done, 50%2B more", "100%25 done, 50%2B more"),
            ("x %2525252525252541 y", "x <redacted> y"),
            ("error_code=INVALID&country_code=US", "error_code=INVALID&country_code=US"),
        ]
        for (input, expected) in rows {
            #expect(redactor.redact(input) == expected, "\(input)")
        }
        let known = SecretRedactor(knownSecrets: ["connect.tok-EN_42"])
        #expect(known.redact("a connect%2etok%2DEN%5F42 b") == "a <redacted> b")
        #expect(known.redact("a %63%6f%6e%6e%65%63%74%2e%74%6f%6b%2d%45%4e%5f%34%32 b") == "a <redacted> b")
        #expect(known.removingKnownSecrets(from: "{\"u\":\"connect%252Etok-EN_42\"}") == "{\"u\":\"<redacted>\"}")
    }

    /// The escaping is what the rule says, checked on raw bytes.
    @Test func escapesAreVisibleAndIdempotent() {
        let text = "a\u{0}b\u{1B}[31mc\r\nd\u{9B}e\u{202E}f\u{2028}g\\u{41}\u{7F}"
        let escaped = TerminalText.escaped(text)
        #expect(escaped == "a\\u{0}b\\u{1B}[31mc\\r\\nd\\u{9B}e\\u{202E}f\\u{2028}g\\u{41}\\u{7F}")
        #expect(TerminalText.escaped(escaped) == escaped)
        #expect(JSONWriter.string(.string("\u{9B}\u{202E}\u{7F}\u{0}")) == #""\u009b\u202e\u007f\u0000""#)
        #expect(TerminalText.escaped("Crédit Agricole · 😀") == "Crédit Agricole · 😀")
    }

    /// `true` when `text`'s UTF-8 holds a byte or character a terminal acts on or hides.
    static func holdsTerminalControl(_ text: String) -> Bool {
        if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return true }
        return text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (0x80...0x9F).contains(value) || (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
                || (0x2060...0x2069).contains(value) || value == 0xFEFF
        }
    }

    /// The JSON string's contents with `\uXXXX` and the short escapes decoded (an independent reader).
    static func jsonUnescaped(_ json: String) -> [UInt8] {
        guard case .string(let text)? = try? LinkJSONValue(parsing: json) else { return Array(json.utf8) }
        return Array(text.utf8)
    }
}
