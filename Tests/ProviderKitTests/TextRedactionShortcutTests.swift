import ProviderKitTesting
import Testing

@testable import ProviderKit

/// The text scanner's shortcuts (a JWT needs a `.` after its first word, a Plaid-style token
/// starts with a kind's first letter, a word inside a short opaque run is not re-read) must never
/// change what it hides. Generated text built from the pieces those rules look at is redacted
/// with and without them, in both modes, and must come out the same.
@Suite struct TextRedactionShortcutTests {
    /// Pieces the rules react to, glued in random order so words, runs and separators meet in
    /// every combination: token kinds and environments, JWT headers, base64 runs and padding,
    /// secret key names with `=` and quotes, URL parts, replacement characters and plain words.
    static let pieces = [
        "eyJ", "eyJhbGciOiJIUzI1NiJ9", ".", "..", "-", "_", "public-", "link-", "access-", "item-add-", "sandbox-",
        "production-", "development-", "idv-", "0123456789", "abcdef", "ABCDEF", "a1b2c3d4e5f6a7b8", "x", "Q", "7",
        "=", "==", "/", "+", "token", "password", "secret", "access_token", ":", "\"", "'", "\\\"", " ", "@", "//",
        "https://", "?", "&", "#", "\u{FFFD}", "é", "\n", "<redacted>", "…", "ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60",
        "ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlK", "cdn.plaid.com/link/v2/stable/link.html",
    ]

    static func texts(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)  // seeded: a failure names an input that reproduces
        return (0..<count).map { _ in
            let length = Int.random(in: 1...48, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test(arguments: [true, false])
    func shortcutsChangeNothing(opaque: Bool) {
        var mismatches: [String] = []
        var hidden = 0
        for text in Self.texts(count: 10_000, seed: opaque ? 11 : 12) {
            let fast = TextRedactionScanner.redact(text, opaque: opaque)
            let full = TextRedactionScanner.redact(text, opaque: opaque, shortcuts: false)
            if fast != full, mismatches.count < 5 { mismatches.append(text) }
            if full != text { hidden += 1 }
        }
        #expect(mismatches.isEmpty, "differs for \(mismatches)")
        // The corpus must exercise the rules: most texts hide something, some hide nothing.
        #expect(hidden > 3_000 && hidden < 10_000, "\(hidden) texts redacted")
    }

    /// Long paths of short segments: the case the opaque-run shortcut exists for, and where a run
    /// that reaches 40 characters only through its later segments must still be hidden.
    @Test func pathsOfShortSegments() {
        let segments = ["a1", "stable", "v2", "link", "b0c1d2e3", "ABC", "9"]
        var generator = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...24, using: &generator)
            let path = (0..<count).map { _ in segments.randomElement(using: &generator)! }.joined(separator: "/")
            for text in ["https://h.example/" + path, path + ".html?x=1", "see " + path + "=="] {
                #expect(
                    TextRedactionScanner.redact(text, opaque: true)
                        == TextRedactionScanner.redact(text, opaque: true, shortcuts: false), "\(text)")
            }
        }
    }

    /// The facts the shortcuts rest on, checked against the shape tables themselves.
    @Test func theShortcutsRestOnTheTables() {
        let firstBytes = Set(TokenShape.kinds.map { $0[0] })
        for byte in UInt8.min...UInt8.max {
            #expect(TokenShape.mayStartPlaidStyleToken(byte) == firstBytes.contains(byte), "byte \(byte)")
        }
        for piece in TokenShape.kinds + TokenShape.environments {
            #expect(piece.last == UInt8(ascii: "-"))
        }
    }
}
