/// One generated piece of free text that carries a secret in some encoding, for the redaction
/// property tests and the `redaction` fuzz target: the structure random bytes do not reach.
///
/// The secret is one of: a shaped canary (``PlantedSecret/shaped``), a value the redactor is told
/// about (``knownSecrets``, a Meld connect token), or a plain password that only its query name
/// marks (`access_token`, `code`, `id_token`, `password`, …). It is written with a random chain of
/// encodings, innermost first: percent-encoded in upper- or lower-case hex, partly encoded,
/// form-encoded, fully encoded byte by byte, encoded up to ``maximumLayers`` times; an invisible
/// character (a NUL, ESC, a zero-width space, a bidirectional override, …) may cut it in two; a
/// query holding it may sit encoded in a larger text (an `errorMessage`, a widget error's
/// `details`, a trace URL).
///
/// ``EncodedSecretOracle`` decides whether an output shows the secret, independently of the redactor.
public struct EncodedSecretCase: Sendable, CustomStringConvertible {
    /// The text to redact.
    public let text: String
    /// The distinctive part of the secret: no output may show ``PlantedSecret/leakWindow``
    /// consecutive bytes of it (or all of it, when shorter) in any decoding.
    public let core: String
    /// Values to give the redactor as known secrets (empty unless the secret is a known one).
    public let knownSecrets: [String]
    /// `true` when the secret is recognised by its shape in display text too (every shaped canary
    /// but the long opaque string, which display text keeps since ids look like it).
    public let isCredentialShaped: Bool
    /// The encodings applied, innermost first, for failure reports.
    public let steps: [String]

    /// The most encoding layers a case applies (the redactor decodes up to four; deeper ones must
    /// be hidden whole).
    public static let maximumLayers = 6

    /// Names whose query value is a credential.
    public static let queryNames = ["access_token", "code", "id_token", "password", "client_secret", "refresh_token", "passcode", "Access-Token"]

    /// Characters that may cut a secret in two without showing on a terminal.
    public static let invisibles: [String] = [
        "\u{0}", "\u{1B}", "\u{7}", "\u{8}", "\u{7F}", "\u{9B}", "\u{85}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}",
        "\u{FEFF}", "\u{2028}", "\r", "\n", "\t", "\u{AD}",
    ]

    /// A case drawn from `generator`.
    public init(using generator: inout some RandomNumberGenerator) {
        var steps: [String] = []
        let kind = Int.random(in: 0..<3, using: &generator)
        var secret: String
        var knownSecrets: [String] = []
        var shaped = false
        let core: String
        switch kind {
        case 0:
            let canary = PlantedSecret.shaped.randomElement(using: &generator)!
            secret = canary.value
            core = canary.core
            shaped = canary != PlantedSecret.opaque
            steps.append("canary \(canary)")
        case 1:
            let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789._~-")
            secret = String((0..<Int.random(in: 20...44, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            // A known value need not have a shape; give it a letter and a digit at both ends to keep
            // every window of it distinctive.
            secret = "Kq7" + secret + "z9W"
            knownSecrets = [secret]
            core = secret
            steps.append("known secret")
        default:
            let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
            secret = String((0..<Int.random(in: 14...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            core = secret
            steps.append("password")
        }
        if Bool.random(using: &generator) {
            let cut = Int.random(in: 1..<secret.count, using: &generator)
            let invisible = Self.invisibles.randomElement(using: &generator)!
            secret = String(secret.prefix(cut)) + invisible + String(secret.dropFirst(cut))
            steps.append("cut at \(cut) by U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
        }
        var value = Self.encode(secret, layers: Int.random(in: 0...2, using: &generator), steps: &steps, using: &generator)
        if kind == 2 || Int.random(in: 0..<4, using: &generator) == 0 {
            // The value of a credential-named item of a query, which may itself sit encoded in text.
            let name = Self.queryNames.randomElement(using: &generator)!
            let query = ["state=xyz&", "", "redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&"].randomElement(using: &generator)!
                + "\(name)=\(value)" + ["", "&scope=read", "#frag"].randomElement(using: &generator)!
            let wrapped = ["https://app.example.com/oauth/return?" + query, query].randomElement(using: &generator)!
            steps.append("in query as \(name)")
            value = Self.encode(wrapped, layers: Int.random(in: 0...3, using: &generator), steps: &steps, using: &generator)
        } else if Int.random(in: 0..<8, using: &generator) == 0 {
            value = Self.encode(value, layers: Int.random(in: 1...4, using: &generator), steps: &steps, using: &generator)
        }
        let before = [
            "", "error: ", "redirect failed: ", "details=", "widget error details: ", "trace url=https://meld.example/n?next=",
            "{\"errorMessage\":\"", "message ", "(",
        ].randomElement(using: &generator)!
        let after = ["", " end", "\"}", ") retry", "&x=1", ". Please try again."].randomElement(using: &generator)!
        self.text = before + value + after
        self.core = core
        self.knownSecrets = knownSecrets
        self.isCredentialShaped = shaped || kind == 2
        self.steps = steps
    }

    /// `text` with `layers` encodings applied, each picked from `generator`, at most up to ``maximumLayers`` in all.
    private static func encode(_ text: String, layers: Int, steps: inout [String], using generator: inout some RandomNumberGenerator) -> String {
        var bytes = Array(text.utf8)
        let already = steps.filter { $0.hasPrefix("encode") }.count
        for _ in 0..<min(layers, max(0, maximumLayers - already)) {
            let upper = Bool.random(using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                bytes = percentEncode(bytes, upper: upper) { _ in true }
                steps.append("encode every byte (\(upper ? "upper" : "lower"))")
            case 1:
                var flags: [Bool] = []
                for _ in bytes { flags.append(Bool.random(using: &generator)) }
                var position = 0
                bytes = percentEncode(bytes, upper: upper) { _ in
                    defer { position += 1 }
                    return flags[position]
                }
                steps.append("encode some bytes (\(upper ? "upper" : "lower"))")
            case 2:
                bytes = percentEncode(bytes, upper: upper) { !isUnreserved($0) && $0 != UInt8(ascii: " ") }
                bytes = bytes.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "+") : $0 }
                steps.append("encode as a form")
            default:
                bytes = percentEncode(bytes, upper: upper) { !isUnreserved($0) }
                steps.append("encode reserved bytes (\(upper ? "upper" : "lower"))")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func percentEncode(_ bytes: [UInt8], upper: Bool, when encodes: (UInt8) -> Bool) -> [UInt8] {
        let digits = Array((upper ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var output: [UInt8] = []
        for byte in bytes {
            if encodes(byte) {
                output += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            } else {
                output.append(byte)
            }
        }
        return output
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// The steps, never the secret.
    public var description: String { steps.joined(separator: " → ") }
}
