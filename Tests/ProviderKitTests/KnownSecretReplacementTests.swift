import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
import ProviderKitTooling

/// Known secrets are taken out of ASCII text by bytes: the result must be what Foundation's
/// search and replace makes, needle after needle, for every text and every set of secrets.
@Suite struct KnownSecretReplacementTests {
    static let secretSets: [[String]] = [
        ["ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"],
        ["aaa", "aaaa"],
        ["https://w.example/?connectToken=tok_123", "tok_123"],
        ["abcabc", "cab", "b c"],
        ["tok\u{301}en", "tok"],
        ["line\nbreak", "\r\nx", "K\u{212A}K"],
        // ASCII only, so text shorter than "KaK" is skipped unsearched; the Kelvin sign spells a
        // canonically equal "K" in more bytes, so skipped text cannot hold such a spelling either.
        ["KaK", "K\r\nK"],
        // Decomposed: precomposed text canonically equal to it is shorter in bytes, so no shortcut.
        ["e\u{301}e\u{301}e\u{301}"],
    ]
    static let pieces = [
        "a", "aa", "b", "c", " ", "abc", "cab", "tok", "tok_123", "_123", "en", "\u{301}", "é", "\u{212A}", "K", "\r", "\n",
        "line", "break", "x", "https://w.example/?connectToken=", "ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60", "<redacted>",
        "%20", "日", "KaK", "\u{212A}aK", "ééé", "e\u{301}",
    ]

    @Test(arguments: secretSets.indices)
    func bytesReplaceWhatFoundationReplaces(set: Int) {
        let redactor = SecretRedactor(knownSecrets: Self.secretSets[set])
        var generator = SplitMix64(seed: 0x5EC2_0000 + UInt64(set))  // seeded: a failure reproduces
        var mismatches: [String] = []
        var changed = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 0...10, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let fast = redactor.removingKnownSecrets(from: text)
            if fast != text { changed += 1 }
            let reference = redactor.removingKnownSecretsWithFoundation(from: text)
            // `nil` from the search promises that nothing was found, so nothing changes.
            let unchangedWhenNothingFound = redactor.knownSecretsRemoved(from: text) != nil || reference == text
            if fast != reference || !unchangedWhenNothingFound, mismatches.count < 3 {
                mismatches.append(text.debugDescription)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(changed > 0, "no text held a secret")
    }

    @Test func overlappingOccurrencesAreReplacedLeftToRight() {
        #expect(UTF8Search.replacingOccurrences(of: Array("aa".utf8), in: "aaaaa", with: Array("X".utf8)) == "XXa")
        #expect(UTF8Search.replacingOccurrences(of: Array("ab".utf8), in: "xyz", with: Array("X".utf8)) == nil)
        #expect(UTF8Search.replacingOccurrences(of: Array("ab".utf8), in: "ab", with: []) == "")
        #expect("aaaaa".replacingOccurrences(of: "aa", with: "X") == "XXa")
    }

    /// Every string and member name rebuilt, as the redactor did before it learned to return
    /// values without a secret unchanged.
    static func rebuilt(_ value: LinkJSONValue, _ redactor: SecretRedactor) -> LinkJSONValue {
        switch value {
        case .null, .bool, .number: return value
        case .string(let text): return .string(redactor.removingKnownSecrets(from: text))
        case .array(let elements): return .array(elements.map { rebuilt($0, redactor) })
        case .object(let members):
            var result: [String: LinkJSONValue] = [:]
            for (key, member) in members { result[redactor.removingKnownSecrets(from: key)] = rebuilt(member, redactor) }
            return .object(result)
        }
    }

    @Test func valuesComeBackAsTheFullRebuildMakesThem() {
        let redactor = SecretRedactor(knownSecrets: ["tok_123", "aaa"])
        let values: [LinkJSONValue] = [
            .null, 1, true, "plain", "tok_123", ["a", ["b": "tok_123"]], ["x": ["y": [1, "z"]]], ["tok_123": 1, "<redacted>": 2],
            ["k": "aaaa", "tok_123-a": ["tok_123": "aaa"]], [[], [:], "caf\u{E9} tok_123"], ["": ""],
        ]
        for value in values {
            #expect(redactor.removingKnownSecrets(from: value) == Self.rebuilt(value, redactor), "\(value)")
        }
    }

    /// Foundation's replacement traps on some secrets holding U+0000 (found by the redaction fuzz
    /// target); the redactor finds those by bytes, in ASCII text and in any other.
    @Test func secretsHoldingNulAreRemovedWithoutFoundation() {
        let redactor = SecretRedactor(knownSecrets: [".\0\0\0", "\0\0\0"])
        #expect(redactor.removingKnownSecrets(from: ".\0\0\0\0\0\0\0\0\0.") == "<redacted><redacted><redacted>.")
        #expect(redactor.removingKnownSecrets(from: "é.\0\0\0\0\0\0\0\0\0.é") == "é<redacted><redacted><redacted>.é")
        #expect(redactor.removingKnownSecrets(from: "no secret é") == "no secret é")
    }
}
