import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@MainActor
struct Replay {
    let replayer: any TranscriptReplayer
    let session: LinkSession
    let recorder: Recorder

    init() throws {
        replayer = try PlaidLegacySandbox.makeReplayer(options: [:])
        session = LinkSession(
            adapterName: "plaid-legacy", flow: replayer, options: LinkSession.Options(closeAfterOutcome: nil))
        recorder = Recorder(session)
        session.open()
    }

    func play(_ lines: [String]) throws {
        for line in lines { try replayer.replay(line: line) }
        replayer.finish()
    }

    func error(_ line: String) -> TranscriptLineError? {
        do {
            try replayer.replay(line: line)
            return nil
        } catch {
            return error as? TranscriptLineError
        }
    }
}

@Suite("Replay of v1 transcripts")
@MainActor
struct ReplayTests {
    /// The issue's example transcript.
    static let example = [
        #"{"delegate":"didHandleEvent","event":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_3","institution_name":"Chase","link_session_id":"sess-1","request_id":null,"timestamp":"2020-11-21T13:00:00.000Z"}}"#,
        #"{"delegate":"didSucceedWithPublicToken","publicToken":"public-sandbox-42","metadata":{"institution":{"name":"Chase","institution_id":"ins_3"},"accounts":[{"id":"acc_1","name":"Plaid Checking","mask":"0000","type":"depository","subtype":"checking","verification_status":null}],"link_session_id":"sess-1","status":"connected"}}"#,
        #"{"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{"error_type":"ITEM_ERROR","error_code":"INVALID_CREDENTIALS","error_message":"wrong","display_message":null}},"metadata":{"status":"requires_credentials","institution":null,"link_session_id":"sess-1","request_id":"req-1"}}"#,
    ]

    @Test func theIssueExample() throws {
        let replay = try Replay()
        try replay.play(Self.example)
        #expect(replay.recorder.outcomes.count == 1)
        let success = try #require(replay.session.settledOutcome?.success)
        #expect(success.credential == .publicToken(Secret("public-sandbox-42")))
        #expect(
            success.accounts == [
                LinkAccount(id: "acc_1", name: "Plaid Checking", mask: "0000", type: .depository, subtype: "checking")
            ])
        #expect(success.metadata["accounts"]?.arrayValue?.first?["verification_status"] == .null)
        #expect(replay.recorder.events.map(\.name) == [.institutionSelected])
        #expect(replay.recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome })
        #expect(!"\(replay.recorder.timeline)".contains("public-sandbox-42"))
    }

    @Test func anExitWithItsErrorMapsByString() throws {
        let replay = try Replay()
        try replay.play([Self.example[0], Self.example[2]])
        let exit = try #require(replay.session.settledOutcome?.exit)
        #expect(exit.error?.code == .invalidCredentials)
        #expect(exit.error?.displayMessage == nil)
        #expect(exit.stage == .credentials)
        #expect(exit.requestID == "req-1")
        #expect(exit.institution?.id == "ins_3")  // completed from the earlier event
    }

    @Test func nullErrorIsAUserCancel() throws {
        let replay = try Replay()
        try replay.play([
            #"{"delegate":"didExitWithError","error":null,"metadata":{"status":null,"institution":null,"link_session_id":"s","request_id":null}}"#
        ])
        #expect(replay.session.settledOutcome?.exit?.reason == .userCancelled)
    }

    @Test func theEchoExitIsDroppedInReplayToo() throws {
        let replay = try Replay()
        try replay.play([
            #"{"delegate":"didExitWithError","error":null,"metadata":null}"#,
            #"{"delegate":"didExitWithError","error":{"domain":"NSURLErrorDomain","code":-999},"metadata":null}"#,
        ])
        #expect(replay.recorder.outcomes.count == 1)
        #expect(replay.recorder.diagnostics.isEmpty, "LinkKit's documented echo is quiet: \(replay.recorder.diagnostics)")
    }

    @Test func theEndOfTheTranscriptWithoutAnOutcomeIsACancel() throws {
        let replay = try Replay()
        try replay.play([Self.example[0]])
        #expect(replay.session.settledOutcome?.exit?.reason == .userCancelled)
        #expect(replay.session.isClosed)
    }

    @Test func lateEventsAfterTheOutcomeAreDelivered() throws {
        let replay = try Replay()
        try replay.play([
            Self.example[1],
            #"{"delegate":"didHandleEvent","event":"HANDOFF","metadata":{"link_session_id":"sess-1"}}"#,
        ])
        #expect(replay.recorder.eventsAfterOutcome == ["HANDOFF"])
    }

    @Test func badLinesSayWhatIsWrongAndWhere() throws {
        let replay = try Replay()
        let cases: [(String, String)] = [
            (#"{"delegate":"didHandleEvent","event":"OPEN""#, "malformed JSON"),
            (#"{"delegate":"didHandleEvnt","event":"OPEN"}"#, "did you mean \"didHandleEvent\""),
            (#"{"event":"OPEN"}"#, "delegate: missing"),
            (#"{"delegate":"didHandleEvent","metadata":{}}"#, "event:"),
            (#"{"delegate":"didSucceedWithPublicToken","metadata":{}}"#, "publicToken:"),
            (#"{"delegate":"didExitWithError","metadata":{}}"#, "error:"),
            (#"{"delegate":"didExitWithError","error":{"domain":"D","code":"1210"},"metadata":{}}"#, "error.code"),
            (#"{"delegate":"didExitWithError","error":{"code":1},"metadata":{}}"#, "error.domain"),
            (
                #"{"delegate":"didExitWithError","error":{"domain":"D","code":1,"userinfo":{}},"metadata":{}}"#,
                "did you mean \"userInfo\""
            ),
            (#"{"delegate":"didHandleEvent","event":"OPEN","metadata":[1]}"#, "metadata"),
            (#"{"delegate":"didHandleEvent","event":"OPEN","metdata":{}}"#, "did you mean \"metadata\""),
            (#"[1,2]"#, "the line: expected an object"),
        ]
        for (line, expected) in cases {
            let error = try #require(replay.error(line), "\(line)")
            #expect(error.message.contains(expected), "\(line) → \(error.message)")
        }
        let syntax = try #require(replay.error(#"{"delegate": nope}"#))
        #expect(syntax.column == 14)
        // Nothing was reported for the bad lines.
        #expect(replay.recorder.events.isEmpty)
        #expect(replay.session.settledOutcome == nil)
    }

    @Test func theReplayerTakesNoOptions() {
        #expect(throws: LinkError.self) { try PlaidLegacySandbox.makeReplayer(options: ["--widget-url": "x"]) }
        #expect(PlaidLegacySandbox.replayOptions.isEmpty)
    }

    @Test func nullBecomesNSNull() throws {
        let line = try JSONDecoder().decode(
            PlaidLegacyTranscriptLine.self,
            from: Data(
                #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"a":null,"b":[null,1,true,"x"],"c":{"d":null}}}"#
                    .utf8))
        let metadata = try #require(line.foundationMetadata)
        #expect(metadata["a"] is NSNull)
        let array = try #require(metadata["b"] as? [Any])
        #expect(array[0] is NSNull)
        #expect((metadata["c"] as? [String: Any])?["d"] is NSNull)
        #expect(LinkJSONValue(foundationObject: metadata) == LinkJSONValue.object(line.metadata ?? [:]))
    }
}
