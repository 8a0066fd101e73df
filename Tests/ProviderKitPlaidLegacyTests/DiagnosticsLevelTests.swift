import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// The `PLKPLAIDLINK_DIAGNOSTICS` environment levels and the severities they let through.
@Suite("PLKPLAIDLINK_DIAGNOSTICS levels")
struct DiagnosticsLevelTests {
    @Test func zeroToFourScale() {
        let expected: [LinkDiagnostic.Severity?] = [nil, .error, .warning, .info, .debug]
        for (value, threshold) in expected.enumerated() {
            #expect(PlaidLegacyDiagnosticsLevel(value: value, scale: .zeroToFour)?.threshold == threshold)
            #expect(PlaidLegacyDiagnosticsLevel(threshold: threshold).environmentValue(scale: .zeroToFour) == value)
        }
        #expect(PlaidLegacyDiagnosticsLevel(value: 5, scale: .zeroToFour) == nil)
        #expect(PlaidLegacyDiagnosticsLevel(value: -1, scale: .zeroToFour) == nil)
    }

    @Test func zeroToThreeScale() {
        let expected: [LinkDiagnostic.Severity?] = [nil, .error, .info, .debug]
        for (value, threshold) in expected.enumerated() {
            #expect(PlaidLegacyDiagnosticsLevel(value: value, scale: .zeroToThree)?.threshold == threshold)
            #expect(PlaidLegacyDiagnosticsLevel(threshold: threshold).environmentValue(scale: .zeroToThree) == value)
        }
        #expect(PlaidLegacyDiagnosticsLevel(value: 4, scale: .zeroToThree) == nil)
        // No warning level on the old scale: warnings are not hidden.
        #expect(PlaidLegacyDiagnosticsLevel(threshold: .warning).environmentValue(scale: .zeroToThree) == 2)
    }

    @Test func environmentText() {
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: " 2 ")?.threshold == .warning)
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: "2", scale: .zeroToThree)?.threshold == .info)
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: "debug") == nil)
    }

    @Test func reports() {
        let info = PlaidLegacyDiagnosticsLevel(threshold: .info)
        #expect(info.reports(.error) && info.reports(.warning) && info.reports(.info))
        #expect(!info.reports(.debug))
        #expect(!PlaidLegacyDiagnosticsLevel.none.reports(.error))
    }
}
