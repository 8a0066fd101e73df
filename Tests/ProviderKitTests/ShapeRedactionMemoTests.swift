import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit

/// The memo answers from what it kept; every answer must be the redactor's own, in any order of
/// texts, with texts that share a slot, texts too long to keep, and texts seen again.
@Suite struct ShapeRedactionMemoTests {
    static let texts: [String] = [
        "", "a", "OPEN", "TRANSITION_VIEW", "SELECT_INSTITUTION", "CONSENT", "Bank of America", "ins_127989",
        "97ce443e-18d8-8a7d-5684-464599abdc47", "public-sandbox-5c3f8a9e-1b2d-4c3e-9f0a-1b2c3d4e5f60",
        "access-production-0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9", "token=abc123secret", "https://user:pw@example.com/x",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ", "Checking ••1234", "名前", "😀 emoji",
        String(repeating: "x", count: ShapeRedactionMemo.longestText),
        String(repeating: "y", count: ShapeRedactionMemo.longestText + 1),
        "link-sandbox-" + String(repeating: "9", count: 600),
    ]

    @Test func everyAnswerIsTheRedactorsOwnInASeededShuffleOfRepeats() {
        var memo = ShapeRedactionMemo()
        var generator = SplitMix64(seed: 0x5EED_0000_0000_3E30)  // seeded: a failure reproduces
        var checked = 0
        for _ in 0..<5_000 {
            let text = Self.texts[Int(generator.next() % UInt64(Self.texts.count))]
            #expect(memo.redactShapes(text) == SecretRedactor.standard.redactShapes(text), "\(text.prefix(40))")
            checked += 1
        }
        #expect(checked == 5_000)
    }

    @Test func textsThatShareASlotDoNotAnswerForEachOther() {
        // Same length, first, middle (at half the length) and last byte: the same slot, different texts.
        let pairs = [("aXbYc", "aZbWc"), ("token=abc", "tokenxabc"), ("k=v-zz", "k:v-zz")]
        var memo = ShapeRedactionMemo()
        for (first, second) in pairs {
            for text in [first, second, first, second] {
                #expect(memo.redactShapes(text) == SecretRedactor.standard.redactShapes(text), "\(text)")
            }
        }
    }

    @Test func aSecretIsRedactedWhetherOrNotItWasSeenBefore() {
        var memo = ShapeRedactionMemo()
        let token = "public-sandbox-5c3f8a9e-1b2d-4c3e-9f0a-1b2c3d4e5f60"
        let first = memo.redactShapes(token)
        let second = memo.redactShapes(token)
        #expect(first == second)
        #expect(!first.contains("5c3f8a9e"))
    }
}
