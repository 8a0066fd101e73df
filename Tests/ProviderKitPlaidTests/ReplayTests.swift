import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@MainActor
@Suite struct ReplayTests {
    static let issueTranscript = [
        #"{"onLoad":{}}"#,
        #"{"onEvent":{"event_name":"SELECT_INSTITUTION","metadata":{"link_session_id":"s-1","timestamp":"2024-05-01T12:00:00.000Z","institution_id":"ins_3","institution_name":"Chase"}}}"#,
        #"{"onSuccess":{"public_token":"public-sandbox-REPLAYSECRET","metadata":{"institution":{"id":"ins_3","name":"Chase"},"accounts":[{"id":"acc","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null}],"link_session_id":"s-1","metadata_json":null}}}"#,
        #"{"onExit":{"error":{"errorCode":{"type":"ITEM_ERROR","code":"INVALID_CREDENTIALS"},"errorMessage":"bad","displayMessage":"Try again"},"metadata":{"status":"requires_credentials","institution":{"id":"ins_3","name":"Chase"},"link_session_id":"s-1","request_id":"r-1","metadata_json":null}}}"#,
    ]

    private func replay(_ lines: [String]) throws -> (LinkSession, SessionRecorder, [Int: TranscriptLineError]) {
        let replayer = try PlaidSandbox.makeReplayer(options: [:])
        let session = LinkSession(adapterName: "plaid", flow: replayer, options: .init(closeAfterOutcome: nil))
        let recorder = SessionRecorder(session)
        session.start()
        session.open()
        var errors: [Int: TranscriptLineError] = [:]
        for (index, line) in lines.enumerated() {
            do { try replayer.replay(line: line) } catch { errors[index] = error as? TranscriptLineError }
        }
        replayer.finish()
        return (session, recorder, errors)
    }

    @Test func replaysTheIssueFormat() throws {
        let (session, r, errors) = try replay(Self.issueTranscript)
        #expect(errors.isEmpty)
        #expect(r.loads == 1)
        #expect(r.events.first?.name == .institutionSelected)
        #expect(r.events.first?.institution == LinkInstitution(id: "ins_3", name: "Chase"))
        #expect(r.successes.count == 1)
        #expect(r.successes.first?.credential == .publicToken(Secret("public-sandbox-REPLAYSECRET")))
        // The exit after the success is a duplicate and is dropped, as the live flow does.
        #expect(r.exits.isEmpty)
        #expect(r.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome })
        #expect(session.isClosed)
    }

    @Test func replayedExitMapsLikeTheLiveFlow() throws {
        let (_, r, errors) = try replay([Self.issueTranscript[0], Self.issueTranscript[3]])
        #expect(errors.isEmpty)
        let exit = try #require(r.exits.first)
        #expect(exit.error?.code == .invalidCredentials)
        #expect(exit.error?.displayMessage == "Try again")
        #expect(exit.stage == .credentials)
        #expect(exit.requestID == "r-1")
        #expect(exit == PlaidPayloadMapper().exit(try JSONDecoder().decode(PlaidLinkKit.LinkExit.self, from: Data(#"{"error":{"errorCode":{"type":"ITEM_ERROR","code":"INVALID_CREDENTIALS"},"errorMessage":"bad","displayMessage":"Try again"},"metadata":{"status":"requires_credentials","institution":{"id":"ins_3","name":"Chase"},"link_session_id":"s-1","request_id":"r-1","metadata_json":null}}"#.utf8))))
    }

    @Test func endOfTranscriptWithoutOutcomeIsAnAbandonment() throws {
        let (_, r, _) = try replay([Self.issueTranscript[0], Self.issueTranscript[1]])
        #expect(r.exits.first?.reason == .userCancelled)
    }

    @Test(arguments: [
        (#"{"onEvent":{"event_name":"OPEN","metadata":{"timestamp":"2024-05-01T12:00:00.000Z"}}}"#, "onEvent.metadata.link_session_id:"),
        (#"{"onEvent":{"event_name":42,"metadata":{"link_session_id":"s","timestamp":"2024-05-01T12:00:00.000Z"}}}"#, "onEvent.event_name:"),
        (#"{"onSuccess":{"metadata":{}}}"#, "onSuccess.public_token:"),
        (#"{"onExit":{"error":{"errorCode":{"type":"ITEM_ERROR"},"errorMessage":"m"},"metadata":{}}}"#, "onExit.error.errorCode.code:"),
        (#"{"onSuccess":{"public_token":"p","metadata":{"institution":{"id":"i","name":"n"},"accounts":[{"id":"a","name":"n"}],"link_session_id":"s"}}}"#, "onSuccess.metadata.accounts[0].subtype:"),
        (#"{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":"yesterday"}}}"#, "onEvent.metadata.timestamp:"),
        (#"{"onTap":{}}"#, "exactly one member"),
        (#"{"onLoad":{},"onExit":{}}"#, "one callback per line"),
    ])
    func badLinesNameTheKeyPath(_ line: String, _ fragment: String) throws {
        let (_, r, errors) = try replay([line])
        let error = try #require(errors[0])
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.message.contains("; expected {") || error.message.contains("one callback") || error.message.contains("exactly one"))
        #expect(r.events.isEmpty && r.successes.isEmpty)
    }

    @Test func syntaxErrorsCarryAColumn() throws {
        let (_, _, errors) = try replay([#"{"onLoad":{}"#, #"{"onLoad" {}}"#])
        #expect(errors[0]?.column != nil)
        #expect(errors[1]?.column == 11)
        #expect(errors[1]?.message.hasPrefix("malformed JSON:") == true)
    }

    @Test func aBadLineDoesNotStopLaterLines() throws {
        let (_, r, errors) = try replay([Self.issueTranscript[0], "garbage", Self.issueTranscript[1], Self.issueTranscript[2]])
        #expect(errors.keys.sorted() == [1])
        #expect(r.successes.count == 1)
    }

    @Test func errorMessagesNeverContainTheToken() throws {
        let line = #"{"onSuccess":{"public_token":"public-sandbox-LEAKY","metadata":{"institution":{"id":"i","name":"n"},"accounts":"oops","link_session_id":"s"}}}"#
        let (_, _, errors) = try replay([line])
        #expect(errors[0]?.message.contains("LEAKY") == false)
    }
}
