import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@MainActor @Suite struct ReplayTests {
    static let issueExample = [
        #"{"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}"#,
        #"{"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"a1","accountName":"Main"},"accessToken":"replay-token"}],"brokerBrandInfo":{"brokerLogo":"bG9nbw=="},"brokerType":"robinhood","brokerName":"Robinhood"}}}"#,
        #"{"onIntegrationConnected":{"delayedAuth":{"refreshToken":"r","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":"x"}}}}"#,
        #"{"onTransferFinished":{"status":"success","txId":"t","fromAddress":"f","toAddress":"to","symbol":"USDC","amount":12.5,"networkId":"n"}}"#,
        #"{"onTransferFinished":{"status":"error","errorMessage":"e"}}"#,
        #"{"onExit":{}}"#,
    ]

    func replay(_ lines: [String], linkToken: String? = nil) async throws -> (SessionRecord, [TranscriptLineError]) {
        let replayer = try MeshSandbox.makeReplayer(options: linkToken.map { ["--link-token": $0] } ?? [:])
        var errors: [TranscriptLineError] = []
        let record = await runSession(flow: replayer) {
            for line in lines {
                do { try replayer.replay(line: line) } catch { if let error = error as? TranscriptLineError { errors.append(error) } }
            }
            replayer.finish()
        }
        return (record, errors)
    }

    @Test func issueExampleReplaysToOneSuccess() async throws {
        let (record, errors) = try await replay(Self.issueExample)
        #expect(errors.isEmpty)
        let success = try #require(record.outcome.success)
        #expect(success.credential.secrets.map { $0.reveal() } == ["replay-token"])
        #expect(success.institution?.name == "Robinhood")
        #expect(record.events.map(\.name) == [.institutionSelected])
        // Three more outcome callbacks are not expected and each is noted; the closing onExit is not.
        let dropped = record.diagnostics.filter { $0.code == LinkDiagnostic.Code.duplicateOutcome }
        #expect(dropped.count == 3, "\(dropped)")
        #expect(dropped.allSatisfy { $0.severity == .warning && !$0.message.contains("onExit") })
    }

    @Test func transferLinkTokenMakesTransferResultTheOutcome() async throws {
        let token = MeshSandboxScenario.token(for: "https://x.invalid/t?transfer_token=1")
        let (record, _) = try await replay([Self.issueExample[1], Self.issueExample[3], Self.issueExample[5]], linkToken: token)
        #expect(record.outcome.success?.transfer?.amount == 12.5)
        #expect(record.outcome.success?.credential.secrets.first?.reveal() == "replay-token")
    }

    @Test func replayUsesTheLiveMappings() async throws {
        let (record, _) = try await replay([
            #"{"onEvent":{"type":"integrationConnectionError","payload":{"errorMessage":"Kraken is under maintenance"}}}"#,
            #"{"onExit":{}}"#,
        ])
        #expect(record.outcome.exit?.error?.code == .institutionUnavailable)
    }

    @Test func endOfTranscriptWithoutOutcomeIsUserCancelled() async throws {
        let (record, _) = try await replay([#"{"onEvent":{"type":"loaded"}}"#])
        #expect(record.outcome.exit?.reason == .userCancelled)
        #expect(record.loadedCount == 1)
    }

    @Test func invalidReplayTokenFailsLikeCreateHandler() async throws {
        let (record, _) = try await replay([], linkToken: "%%%")
        #expect(record.outcome.exit?.error?.code == .invalidLinkToken)
    }

    @Test func unknownReplayOptionIsRejected() {
        #expect(throws: LinkError.self) { try MeshSandbox.makeReplayer(options: ["--widget-url": "x"]) }
    }

    @Test(arguments: [
        (#"{"onEvent":{"type":"loaded"}"#, "malformed JSON"),
        (#"{}"#, "exactly one of the keys"),
        (#"{"onExit":{},"onEvent":{}}"#, "exactly one of the keys"),
        (#"{"onTransferFinished":{"status":"success","symbol":"USDC"}}"#, "onTransferFinished.amount: missing"),
        (#"{"onTransferFinished":{"status":"pending"}}"#, "onTransferFinished.status"),
        (#"{"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"a","accountName":"b"},"accessToken":5}],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"x","brokerName":"X"}}}"#,
         "onIntegrationConnected.accessToken.accountTokens[0].accessToken: expected a string"),
        (#"{"onIntegrationConnected":{"somethingElse":{}}}"#, "exactly one of \"accessToken\" or \"delayedAuth\""),
        (#"{"onEvent":[1]}"#, "onEvent: expected an object"),
        (#"[1]"#, "the line"),
    ])
    func malformedLinesNameTheKeyPath(line: String, expected: String) throws {
        let replayer = MeshTranscriptReplayer()
        let session = LinkSession(adapterName: "mesh", flow: replayer)
        session.start()
        do {
            try replayer.replay(line: line)
            Issue.record("expected an error for \(line)")
        } catch let error as TranscriptLineError {
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(error.message.contains("{\"onExit\":{}}"))
        } catch {
            Issue.record("threw \(type(of: error)), not \(TranscriptLineError.self)")
        }
        session.close()
    }

    @Test func syntaxErrorsCarryAColumn() {
        let replayer = MeshTranscriptReplayer()
        let session = LinkSession(adapterName: "mesh", flow: replayer)
        session.start()
        defer { session.close() }
        do {
            try replayer.replay(line: #"{"onExit": ]"#)
            Issue.record("expected an error")
        } catch let error as TranscriptLineError {
            #expect(error.column == 12)
        } catch {
            Issue.record("threw \(type(of: error)), not \(TranscriptLineError.self)")
        }
    }

    @Test func redactedPlaceholderIsRefused() {
        let replayer = MeshTranscriptReplayer()
        let session = LinkSession(adapterName: "mesh", flow: replayer)
        session.start()
        defer { session.close() }
        #expect(throws: TranscriptLineError.self) {
            try replayer.replay(line: #"{"onIntegrationConnected":{"delayedAuth":{"refreshToken":"<redacted>","brokerType":"x","brokerName":"X","brokerBrandInfo":{"brokerLogo":""}}}}"#)
        }
    }
}
