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

    /// Bytes that meet only because an invisible character between them was taken out are not a
    /// character: `%C2`, a zero-width space, then `%BF` would decode to a visible `¿` cutting the
    /// token in two. Here the token is hidden whole.
    @Test func bytesJoinedAcrossARemovedInvisibleAreNotACharacter() {
        let known = SecretRedactor(knownSecrets: ["connect.tok-EN_42"])
        #expect(known.redact("a connect.to%C2\u{200B}%BFk-EN_42 b") == "a <redacted> b")
        #expect(known.redact("a connect.to%EF%BF\u{FFFD}%8Bk-EN_42 b") == "a <redacted> b")
        #expect(SecretRedactor.standard.redact("x link-sandbox-abcd%C2\u{200B}%BFefgh1234 y") == "x <redacted> y")
        // A character written whole next to an invisible one is still a character.
        #expect(known.redact("a caf%C3%A9\u{200B} b") == "a caf%C3%A9\u{200B} b")
    }

    /// The redaction fuzz target's findings in the optimized campaign: secrets encoded two to four
    /// times with an invisible character cut into them, whose encoding left broken bytes around it.
    @Test func campaignFindingsAreHidden() {
        let findings: [(core: String, known: [String], text: String)] = [
            (core: "Kq7JadddddddNaJmmmmmmmmmmmz9W", known: ["Kq7JadddddddNaJmmmmmmmmmmmz9W"],
             text: "trace url=https://meld.example/n?next=%25254%25%25362%252571%2525%25253%2533%253%2537%2525%2525%25334%2561%2525%25361d%25256%2534%2564%252525%2536%253%2534%252%25356%25253%2534%2525%25364%2525%25%2533%2536%2525%25334%254Ea%252%2535%25253%2534a%25%2525%25336d%256D%2525e2%25EF%2525bf%2525%2562d%EF%2525%2562f%2525%2562d%256D%25256%2564mm%2525%253256%2525%2536%2534%2525%25%2533%2536d%25%2532%25356%2564%256D%25252%25356%2564%257A9%25%25325%2535%2537) retry"),
            (core: "Kq7ZaeHHdLbdPcad7aLcabLLJNNNNNMMMMz9W", known: ["Kq7ZaeHHdLbdPcad7aLcabLLJNNNNNMMMMz9W"],
             text: "{\"errorMessage\":\"%4b%%32525%37%31%37%5a%25%32525%361%2%35%32%35%36%35%25%325%32%354%38%2%35EF%25%42F%252%35B%44%25%32%35%38%42%%325%325%348%25%32%3564%%325%325%34C%252%352%356%32%25%32525%36%34%2%352%35%350%2525%32%356%33%2%35256%31%25%32%35%3256%347%252%3525%361L%63%25%32%35%32%3561bL%25%32%35%32%354%43J%4e%25%325%325%34E%25%32%35254%45%25%32%35%34E%4eM%4dM%25%325%32%35%34%44%25%3257A%39%%3252557\"}"),
            (core: "c4n4ry01-7a1f-4e2b-8c3d-1f2e3d4c5b6a", known: [],
             text: "%25%370%252575%%362%25%325%36%6%33%%36%25%339c%2D%%37%25%33%33%252561%%36%65%25%325%25%336%25%334%%25%33%362%25%3256%256%36%%37%%338%25%32d%%253%36%33%2525%25%333%2534%%325%3%36%65%%33%34r%25%63%32�%25%62%66%25b%64%25%379%301%2D%37%2561%25%325%2533%31%%36%36%25%32%64%253%34%2%35%365%252%35%33%2532%62%2D8c%%32%353%25%333%25%36%25%33%34-%%33%31%%366%%332%25%36%25%335%25%33%33%25%36%34%3%34%25%%336%25%33%33%%%333%253%35%25%362%%33%2536%%325%36%%33%31"),
            (core: "Kq7ZaZZbbbbbbabbbbbbbbbbbbbbz9W", known: ["Kq7ZaZZbbbbbbabbbbbbbbbbbbbbz9W"],
             text: "%4B%%371%37Z%256%31Z%5A%6%32%62%256%32%62%62%62%%45%32%EF%BF�%8B%61%62%62b%%36%32%2562%62%62%25%36%32%25%362b%256%32%25%36%32%62%62%7A9W&x=1"),
            (core: "Kq79sVbbj9~dg.ENna4dM4PSi_DrEFYdz9W", known: ["Kq79sVbbj9~dg.ENna4dM4PSi_DrEFYdz9W"],
             text: "widget error details: %%32%354%62%25%%3371%37%%45F%25B%46�%25%38%30%ef��%39%%32%35%%337%253%33%252%3556%256%32%25%32%356%32j%25%%333%%33%39~%252%35%364%6%%33%37%25%%332%6%35%4%253%35%%32%35%34e%%36E%6%31%253%34%%364%%34%64%25%2533%25%33%34%255%253%30%25%32%355%%333%2569%%35%2566%44%7%32%%345%%34%36Y%%2536%34%257%41%25%2533%39%57\"}"),
            (core: "Kq7Hc7777777777N7LNPWo7-yYUyHz9W", known: ["Kq7Hc7777777777N7LNPWo7-yYUyHz9W"],
             text: "(%2525%2532%2535%2525%2533%2534%25256%2532%2571%25253%2537%2548%25256%25%2533%2533%2525%2532%2535%2533%2537%2525%2533%2537%2537%25%2533%25%25337%25253%2537%2537%253%2525%2533%2537%25253%2537%2525%2533%2537%25252537N%25%2532%2535%25253%2533%2537%25252%2535%2534%2563%254%2545%25252%2535e%2532%2525EF%2525%2542%2546%BD%EF%2525%2542F%2525%2542D%2525%2525%2533%2535%253%2530%255%2537%252%2535%252536%2525667%25252%2535%2532d%252%2535%2525%2533%2537%2525%2533%2539%2559%2555%252579%2525%25%253348%25%2537%2541%252539%252557\"}"),
            (core: "Kq7JddNNdadZcaLPcaLPQdLMZLMZz9W", known: ["Kq7JddNNdadZcaLPcaLPQdLMZLMZz9W"],
             text: "details=%25%25%2533%2534%25%25362%25%253%2537%252531%25%2533%2537%2525%2534%2561%2525%2525%25336%253%2534%2525%2536%25253%2534NN%2525%25253%25364%2561%2525%2536%25%2533%2534%25%2535%2561%25%25325%25363%2525%2565%2532%ef%25b%2566%25b%2564%25258b%25256%2531%2525%25253%2534%256%2533%2525%25350%2563%2525%25361%2525%2532%2535%2534cP%252%25355%25253%2531%2525%2536%2534%254c%25254d%25%25325%2525%2533%2535a%2525%2534%2563%25254dZz%252%25353%25%25339%2525%25325%2535%2537) retry"),
        ]
        for finding in findings {
            let redacted = SecretRedactor(knownSecrets: finding.known).redact(finding.text)
            #expect(!EncodedSecretOracle.shows(finding.core, in: redacted), "\(finding.core): \(redacted)")
            #expect(!EncodedSecretOracle.shows(finding.core, in: JSONWriter.string(.string(redacted))), "\(finding.core) JSON")
        }
    }

    /// A placeholder can give a word a new start: the redaction fuzz target found a text where
    /// hiding one token left `<redacted>access-1a21be…`, which a second redaction hid. The
    /// result is searched until nothing more is found, so redacting it again changes nothing.
    @Test func aTokenAPlaceholderUncoversIsHiddenInTheSamePass() throws {
        let bytes = try #require(Data(base64Encoded: "REREREQdREREJSUlJSUxMDhiRERERD7EREQAAAAAhISEhISEhISEhISEhISEhISEhISEhISEhISEhISEhISEhISEhISEhISEhGFjY2Vzcy0xhISEhISEhISEhISEhIQAAAAAAAAAAAAAAAAAYWNjZXNzLTEAAAAAAAAAAAAAAAAAAAAAAABhMjFiZTNjOTU1YWM0OWRhMmUyJSUlJSUlJSUlJSUlRERERERE//////9jZXNzLf//AkREREJvb0REREREREREREREREREREREREREREREREREPkRERERERERERERERERERERERERERERERERERCtEREREREREREREREREREREREREZTUtMmQ6Mw=="))
        let text = String(decoding: bytes, as: UTF8.self)
        for redact in [SecretRedactor.standard.redact(_:), SecretRedactor.standard.redactShapes(_:)] {
            let once = redact(text)
            #expect(redact(once) == once)
            // Read by the oracle's own code: without the invisible characters, no id is left.
            let visible = String(decoding: EncodedSecretOracle.withoutInvisibles(Array(once.utf8)), as: UTF8.self)
            #expect(!visible.contains("a21be3c955ac49da2e2"), "\(visible)")
        }
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
