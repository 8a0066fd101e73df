import Foundation
import ProviderKit
import Testing

@Suite struct LinkErrorTests {
    @Test func errorCodeWireStringsAreStable() {
        #expect(
            LinkError.Code.allCases.map(\.rawValue) == [
                "invalidCredentials", "invalidMFA", "mfaNotSupported", "accountLocked", "actionRequiredAtInstitution",
                "reauthenticationRequired", "insufficientPermissions", "noEligibleAccounts", "productNotSupported",
                "productNotReady", "verificationFailed", "institutionUnavailable", "institutionNotSupported", "rateLimited",
                "invalidLinkToken", "oauthFailed", "humanVerificationFailed", "transferFailed", "providerUnavailable",
                "configuration", "network", "internal", "unknown",
            ])
    }

    @Test func recoveryWireStringsAreStable() {
        #expect(
            LinkError.Recovery.allCases.map(\.rawValue) == [
                "retry", "retryLater", "relink", "chooseAnotherInstitution", "fixConfiguration", "contactSupport", "none",
            ])
    }

    @Test func eventNameWireStringsAreStable() {
        #expect(
            LinkEvent.Name.allCases.map(\.rawValue) == [
                "opened", "loaded", "institutionSearched", "institutionSelected", "credentialsSubmitted", "mfaSubmitted",
                "oauthStarted", "oauthCompleted", "oauthFailed", "viewChanged", "accountsSelected", "connected", "handoff",
                "transferStarted", "transferPreviewed", "transferCompleted", "transferFailed", "error", "exited", "other",
            ])
    }

    @Test func stageWireStringsAreStable() {
        #expect(
            LinkStage.allCases.map(\.rawValue) == [
                "loading", "consent", "institutionSelection", "credentials", "mfa", "oauth", "accountSelection",
                "verification", "humanVerification", "externalAction", "transfer", "error", "connected", "unknown",
            ])
    }

    @Test func otherWireStringsAreStable() {
        #expect(LinkExit.Reason.userCancelled.kind == .userCancelled)
        #expect(LinkExit.Reason.Kind.allCases.map(\.rawValue) == ["userCancelled", "error", "interrupted"])
        #expect(LinkExit.Reason.error(LinkError(code: .network, message: "")).kind == .error)
        #expect(LinkSession.State.allCases.map(\.rawValue) == ["created", "loading", "ready", "presented", "finished"])
        #expect(ConfigDiagnostic.Severity.allCases.map(\.rawValue) == ["error", "warning"])
        #expect(LinkDiagnostic.Severity.allCases.map(\.rawValue) == ["debug", "info", "warning", "error"])
        #expect(
            [
                LinkDiagnostic.Code.duplicateOutcome, LinkDiagnostic.Code.abandoned,
                LinkDiagnostic.Code.malformedInput, LinkDiagnostic.Code.refusedNavigation, LinkDiagnostic.Code.ignoredCall,
            ] == ["duplicateOutcome", "abandoned", "malformedInput", "refusedNavigation", "ignoredCall"])
        #expect(
            AccountVerificationStatus.allCases.map(\.rawValue) == [
                "automaticallyVerified", "manuallyVerified", "pendingAutomaticVerification", "pendingManualVerification",
                "databaseMatched", "databaseInsightsPass", "databaseInsightsPassWithCaution", "databaseInsightsFail",
                "verificationExpired", "verificationFailed", "unsent", "unknown",
            ])
    }

    @Test func codesEncodeAsTheirWireStrings() throws {
        let error = LinkError(code: .institutionUnavailable, vendorType: "T", vendorCode: "C", message: "m")
        let json = String(decoding: try JSONEncoder().encode(error), as: UTF8.self)
        #expect(json.contains("\"code\":\"institutionUnavailable\""))
        #expect(json.contains("\"recovery\":\"retryLater\""))
        #expect(try JSONDecoder().decode(LinkError.self, from: Data(json.utf8)) == error)
    }

    @Test func everyCodeHasItsDocumentedDefaultRecovery() {
        let expected: [LinkError.Code: LinkError.Recovery] = [
            .invalidCredentials: .retry, .invalidMFA: .retry, .mfaNotSupported: .chooseAnotherInstitution,
            .accountLocked: .retryLater, .actionRequiredAtInstitution: .retryLater, .reauthenticationRequired: .relink,
            .insufficientPermissions: .retry, .noEligibleAccounts: .chooseAnotherInstitution,
            .productNotSupported: .chooseAnotherInstitution, .productNotReady: .retryLater, .verificationFailed: .relink,
            .institutionUnavailable: .retryLater, .institutionNotSupported: .chooseAnotherInstitution,
            .rateLimited: .retryLater, .invalidLinkToken: .relink, .oauthFailed: .retry, .humanVerificationFailed: .retry,
            .transferFailed: .retry, .providerUnavailable: .retryLater, .configuration: .fixConfiguration,
            .network: .retry, .internal: .contactSupport, .unknown: .contactSupport,
        ]
        #expect(expected.count == LinkError.Code.allCases.count)
        for code in LinkError.Code.allCases {
            #expect(code.defaultRecovery == expected[code], "\(code.rawValue)")
        }
    }

    @Test func everyCodeHasADistinctSummary() {
        let summaries = LinkError.Code.allCases.map(\.summary)
        #expect(summaries.allSatisfy { $0.count > 10 && $0.hasSuffix(".") })
        #expect(Set(summaries).count == summaries.count)
        let recoveries = LinkError.Recovery.allCases.map(\.summary)
        #expect(recoveries.allSatisfy { !$0.isEmpty })
        #expect(Set(recoveries).count == recoveries.count)
    }

    @Test func retryableFollowsRecovery() {
        #expect(LinkError.Recovery.allCases.filter(\.isRetryable) == [.retry, .retryLater])
        for code in LinkError.Code.allCases {
            let error = LinkError(code: code, message: "m")
            #expect(error.recovery == code.defaultRecovery)
            #expect(error.isRetryable == code.defaultRecovery.isRetryable, "\(code.rawValue)")
        }
        let overridden = LinkError(code: .network, recovery: .fixConfiguration, message: "m")
        #expect(!overridden.isRetryable)
        let forced = LinkError(code: .unknown, isRetryable: true, message: "m")
        #expect(forced.recovery == .contactSupport)
        #expect(forced.isRetryable)
    }

    @Test func suggestsFallbackExactlyForOutages() {
        #expect(
            Set(LinkError.Code.allCases.filter(\.suggestsFallback))
                == [.institutionUnavailable, .providerUnavailable, .institutionNotSupported])
    }

    @Test func descriptionNamesCodeVendorAndMessage() {
        #expect(
            LinkError(code: .invalidCredentials, vendorType: "ITEM_ERROR", vendorCode: "INVALID_CREDENTIALS", message: "bad")
                .description == "invalidCredentials (ITEM_ERROR/INVALID_CREDENTIALS): bad")
        #expect(LinkError(code: .unknown, vendorCode: "X", message: "m").description == "unknown (X): m")
        #expect(LinkError(code: .network, message: "offline").description == "network: offline")
        let configuration = LinkError.configuration("no entry")
        #expect(configuration.code == .configuration)
        #expect(configuration.recovery == .fixConfiguration)
        #expect(configuration.message == "no entry")
    }
}
