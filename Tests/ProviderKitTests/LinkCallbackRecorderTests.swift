import Foundation
import ProviderKit
import Testing

/// What a recorder keeps of a callback: the transcript line, with the session's token, credential
/// values and account numbers replaced before anything is stored.
@MainActor
@Suite struct LinkCallbackRecorderTests {
    let token = "link-sandbox-0b5e2f4c-recorder-test-token"

    func recorder(limits: LinkRecordingLimits = .standard) -> LinkCallbackRecorder {
        LinkCallbackRecorder(attempt: 2, adapterName: "acme", entryName: "acme", linkToken: Secret(token), limits: limits)
    }

    @Test func credentialsBecomeStablePlaceholdersNamedForTheirMember() {
        let recorder = recorder()
        recorder.record(callback: "onSuccess", json: ["public_token": "public-sandbox-aaaa-1111", "institution": "Chase"])
        recorder.record(callback: "onSuccess", json: ["public_token": "public-sandbox-aaaa-1111"])
        recorder.record(callback: "onSuccess", json: ["publicToken": "public-sandbox-bbbb-2222"])
        recorder.record(callback: "onEvent", json: ["accessToken": "x", "link_token": .string(token)])
        #expect(
            recorder.callbacks.map(\.line) == [
                #"{"onSuccess":{"institution":"Chase","public_token":"<public-token-1>"}}"#,
                #"{"onSuccess":{"public_token":"<public-token-1>"}}"#,
                #"{"onSuccess":{"publicToken":"<public-token-2>"}}"#,
                #"{"onEvent":{"accessToken":"<access-token-1>","link_token":"<link-token>"}}"#,
            ])
    }

    @Test func theSessionTokenAndCredentialShapesLeaveFreeText() {
        let recorder = recorder()
        recorder.record(callback: "onEvent", json: ["token_echo": "x", "message": .string("token \(token) expired"), "whole": .string(token)])
        let line = recorder.callbacks.first?.line ?? ""
        #expect(!line.contains(token))
        #expect(line.contains(#""whole":"<link-token>""#))
        #expect(line.contains(#""message":"token <redacted> expired""#))
    }

    @Test func accountNumbersKeepTheirMaskOnly() {
        let recorder = recorder()
        recorder.record(callback: "onSuccess", json: ["account_number": "000123456789", "accountNumber": 987654321])
        #expect(recorder.callbacks.first?.line == #"{"onSuccess":{"accountNumber":"4321","account_number":"6789"}}"#)
    }

    @Test func encodablePayloadsAreRecordedAsJSONEncoderWritesThem() {
        struct Payload: Encodable {
            let name = "SELECT_INSTITUTION"
            let count = 3
            let nested = ["link_session_id": "s-1"]
        }
        let recorder = recorder()
        recorder.record(callback: "onEvent", payload: Payload())
        #expect(recorder.callbacks.first?.line == #"{"onEvent":{"count":3,"name":"SELECT_INSTITUTION","nested":{"link_session_id":"s-1"}}}"#)
    }

    @Test func aLimitStopsRecordingAndSaysSo() {
        let recorder = recorder(limits: LinkRecordingLimits(maximumLines: 2, maximumBytes: 1_000))
        for index in 0..<5 { recorder.record(callback: "onEvent", json: ["n": .number(Double(index))]) }
        #expect(recorder.callbacks.count == 2)
        #expect(recorder.isTruncated)
        #expect(recorder.recording.isTruncated && recorder.recording.callbacks.count == 2)
    }

    @Test func diagnosticsLoseTheToken() {
        let recorder = recorder()
        recorder.reported(LinkDiagnostic(severity: .warning, code: .malformedInput, message: "bad \(token)"))
        #expect(recorder.diagnostics.first.map { !$0.message.contains(token) } == true)
    }
}
