import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// The memo answers from what it kept; every answer must be the function's own, in any order of
/// texts, with texts that share a slot, texts too long to keep, texts seen again, and after the
/// function changes.
@Suite struct TextMemoTests {
    static let texts: [String] = [
        "", "a", "OPEN", "TRANSITION_VIEW", "SELECT_INSTITUTION", "CONSENT", "Bank of America", "ins_127989",
        "97ce443e-18d8-8a7d-5684-464599abdc47", "public-sandbox-5c3f8a9e-1b2d-4c3e-9f0a-1b2c3d4e5f60",
        "access-production-0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9", "token=abc123secret", "https://user:pw@example.com/x",
        "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60", "about:blank",
        "https://app.example.com/meld/?status=ok#access_token=abc", "mx://oauthRequested?metadata=%7B%7D",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ", "Checking ••1234", "名前", "😀 emoji",
        String(repeating: "x", count: TextMemo.longestText),
        String(repeating: "y", count: TextMemo.longestText + 1),
        "link-sandbox-" + String(repeating: "9", count: 600),
    ]

    @Test func everyAnswerIsTheRedactorsOwnInASeededShuffleOfRepeats() {
        let urls = SecretRedactor(knownSecrets: SecretRedactor.secrets(embeddedIn: Self.texts[13]))
        var shapes = TextMemo()
        var traced = TextMemo()
        var generator = SplitMix64(seed: 0x5EED_0000_0000_3E30)  // seeded: a failure reproduces
        var checked = 0
        for _ in 0..<5_000 {
            let text = Self.texts[Int(generator.next() % UInt64(Self.texts.count))]
            #expect(shapes.answer(for: text) { SecretRedactor.standard.redactShapes($0) } == SecretRedactor.standard.redactShapes(text))
            #expect(traced.answer(for: text) { urls.redact(url: $0) } == urls.redact(url: text), "\(text.prefix(40))")
            checked += 1
        }
        #expect(checked == 5_000)
    }

    @Test func textsThatShareASlotDoNotAnswerForEachOther() {
        // Same length, first, middle (at half the length) and last byte: the same slot, different texts.
        let pairs = [("aXbYc", "aZbWc"), ("token=abc", "tokenxabc"), ("k=v-zz", "k:v-zz")]
        var memo = TextMemo()
        for (first, second) in pairs {
            for text in [first, second, first, second] {
                #expect(memo.answer(for: text) { SecretRedactor.standard.redactShapes($0) } == SecretRedactor.standard.redactShapes(text), "\(text)")
            }
        }
    }

    @Test func slotCountsAreRoundedUpToAPowerOfTwoWithinBounds() {
        #expect([0, 1, 3, 64, 100, 1_024, 5_000].map { TextMemo(slots: $0).slotCount } == [1, 1, 4, 64, 128, 1_024, 4_096])
        var memo = TextMemo(slots: 1)
        for text in Self.texts + Self.texts.reversed() {
            #expect(memo.answer(for: text) { SecretRedactor.standard.redactShapes($0) } == SecretRedactor.standard.redactShapes(text))
        }
    }

    @Test func afterRemoveAllTheNewFunctionAnswers() {
        var memo = TextMemo()
        #expect(memo.answer(for: "OPEN") { $0.lowercased() } == "open")
        #expect(memo.answer(for: "OPEN") { _ in "unused" } == "open", "kept")
        memo.removeAll()
        #expect(memo.answer(for: "OPEN") { $0 + "!" } == "OPEN!")
    }
}
