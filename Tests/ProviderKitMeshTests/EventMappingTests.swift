import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct EventMappingTests {
    /// Independent of the table: every event type in the reference (§1.7, §1.8) and its unified name.
    static let expected: [(String, LinkEvent.Name)] = [
        ("loaded", .loaded), ("pageLoaded", .loaded), ("integrationConnected", .connected),
        ("integrationConnectionError", .error), ("transferCompleted", .transferCompleted),
        ("integrationSelected", .institutionSelected), ("credentialsEntered", .credentialsSubmitted),
        ("transferStarted", .transferStarted), ("transferPreviewed", .transferPreviewed),
        ("transferPreviewError", .error), ("transferExecutionError", .transferFailed),
        ("integrationMfaRequired", .viewChanged), ("integrationMfaEntered", .mfaSubmitted),
        ("integrationOAuthStarted", .oauthStarted), ("integrationAccountSelectionRequired", .viewChanged),
        ("transferAssetSelected", .viewChanged), ("transferNetworkSelected", .viewChanged),
        ("transferAmountEntered", .viewChanged), ("transferMfaRequired", .viewChanged),
        ("transferMfaEntered", .mfaSubmitted), ("transferKycRequired", .viewChanged), ("done", .handoff),
        ("close", .exited), ("transferConfigureError", .error), ("transferInitiated", .transferStarted),
        ("transferExecuted", .transferCompleted), ("transferNoEligibleAssets", .error),
        ("walletMessageSigned", .viewChanged), ("verifyDonePage", .viewChanged), ("verifyWalletRejected", .error),
        ("connectionDeclined", .error), ("connectionUnavailable", .error), ("transferDeclined", .transferFailed),
        ("SDKinjectedWalletProviders", .viewChanged), ("legalTermsViewed", .viewChanged),
        ("seeWhatHappenedClicked", .viewChanged), ("executeFundingStep", .viewChanged),
        ("fundingOptionsUpdated", .viewChanged), ("fundingOptionsViewed", .viewChanged),
        ("gasIncreaseWarning", .viewChanged), ("linkTransferQRGenerated", .viewChanged),
        ("methodSelected", .viewChanged), ("defiWalletError", .error), ("homePageLoaded", .viewChanged),
        ("transferFinished", .transferCompleted), ("webViewEvent", .viewChanged),
    ]

    @Test func independentListMatchesTable() {
        for (type, name) in Self.expected {
            let event = MeshEventMapper.event(from: LinkJSONValue.object(["type": .string(type)]))
            #expect(event.name == name, "\(type)")
            #expect(event.vendorEventName == type)
        }
        #expect(MeshEventTable.table.rules.count == Self.expected.count)
    }

    @Test func everyTableRowMapsAndNoneIsOther() {
        for rule in MeshEventTable.table.rules {
            let event = MeshEventMapper.event(from: LinkJSONValue.object(["type": .string(rule.vendorEventName)]))
            #expect(event.name == rule.name && rule.name != .other, "\(rule.vendorEventName)")
            #expect(event.stage == rule.stage)
        }
        #expect(Set(MeshEventTable.table.rules.map(\.vendorEventName)).count == MeshEventTable.table.rules.count)
    }

    @Test func readmeTypesAreStableOthersAreNot() {
        for rule in MeshEventTable.table.rules {
            #expect(rule.isStable == MeshEventTable.readmeTypes.contains(rule.vendorEventName), "\(rule.vendorEventName)")
        }
    }

    @Test func everyErrorEventTypeCarriesAKnownError() {
        for type in MeshErrorTable.errorEventTypes + ["integrationConnectionError"] {
            let event = MeshEventMapper.event(
                from: LinkJSONValue.object(["type": .string(type), "payload": ["errorMessage": "Service unavailable"]]))
            #expect(event.error != nil, "\(type)")
            #expect(event.error?.code != .unknown, "\(type)")
            #expect(event.error?.message == "Service unavailable")
        }
    }

    @Test func unknownTypeIsOtherWithRawKept() {
        let message: [String: Any] = ["type": "brandNewEvent", "payload": ["x": 1, "accessToken": "hidden"]]
        let event = try? MeshEventMapper.event(from: message).get()
        #expect(event?.name == .other)
        #expect(event?.vendorEventName == "brandNewEvent")
        #expect(event?.metadata.revealed()["payload"]?["x"] == 1)
        #expect(event?.metadata["payload"]?["accessToken"] == .string(Secret.redactedPlaceholder))
    }

    @Test func undefinedMessageWrapperIsOther() {
        let event = try? MeshEventMapper.event(from: ["Undefined message": "garbage"]).get()
        #expect(event?.name == .other)
        #expect(event?.vendorEventName == "Undefined message")
        #expect(event?.metadata.revealed()["Undefined message"] == "garbage")
        #expect((try? MeshEventMapper.event(from: ["payload": 1, "other": 2]).get())?.vendorEventName == "undefined")
    }

    @Test func nilMessageIsAnIssueNotACrash() {
        if case .success = MeshEventMapper.event(from: nil) { Issue.record("expected an issue") }
    }

    @Test func integrationSelectedCarriesInstitution() {
        let event = MeshEventMapper.event(
            from: LinkJSONValue.object([
                "type": "integrationSelected", "payload": ["integrationType": "robinhood", "integrationName": "Robinhood"],
            ]))
        #expect(event.institution == LinkInstitution(id: "robinhood", name: "Robinhood"))
        #expect(event.stage == .institutionSelection)
        #expect(event.isStable)
    }

    @Test func doneSummaryCarriesPageAndIntegration() {
        let event = MeshEventMapper.event(
            from: LinkJSONValue.object([
                "type": "done",
                "payload": ["page": "transferExecutedPage", "selectedIntegration": ["id": "x", "name": "Kraken"]],
            ]))
        #expect(event.view == "transferExecutedPage")
        #expect(event.institution == LinkInstitution(id: "x", name: "Kraken"))
    }

    @Test func transferFinishedEventFollowsStatus() {
        let failed = MeshEventMapper.event(
            from: LinkJSONValue.object(["type": "transferFinished", "payload": ["status": "error", "errorMessage": "nope"]]))
        #expect(failed.name == .transferFailed && failed.error?.code == .transferFailed && failed.error?.message == "nope")
        let done = MeshEventMapper.event(
            from: LinkJSONValue.object(["type": "transferFinished", "payload": ["status": "success", "symbol": "USDC"]]))
        #expect(done.name == .transferCompleted && done.error == nil)
    }

    @Test func errorWithoutMessageSaysSo() {
        let event = MeshEventMapper.event(from: LinkJSONValue.object(["type": "transferPreviewError"]))
        #expect(event.error?.message == "transferPreviewError without an errorMessage")
    }
}
