import Foundation
import Testing

@testable import ProviderKitPlaid

/// The mapping's trimming fast path answers exactly as `trimmingCharacters(in: .whitespaces)`.
@Suite struct TrimmingTests {
    @Test func trimmingMatchesFoundationForEveryKindOfEnd() {
        let ends = ["", " ", "\t", "\n", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "x", "~", "é", "\u{1F600}", "\u{301}"]
        let middles = ["", "depository", "403B", "a b", " ", "\t\u{A0}"]
        for start in ends {
            for middle in middles {
                for end in ends {
                    let text = start + middle + end
                    #expect(PlaidTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
                }
            }
        }
        #expect(PlaidTrimming.trimmed(nil) == nil)
    }
}
