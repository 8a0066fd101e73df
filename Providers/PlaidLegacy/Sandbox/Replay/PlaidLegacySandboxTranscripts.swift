import ProviderKit
import ProviderKitTesting

extension PlaidLegacySandbox {
    /// The transcript of each required scenario: the `PLKPlaidLinkViewDelegate` calls
    /// ``PlaidLegacySandboxDriver`` makes for it, one per line in the `providerkit replay` format
    /// (session ids and timestamps fixed, `NSNull` event values left out). Other scenarios have none.
    /// The conformance suite replays them and checks that the replay ends like the live sandbox run.
    @MainActor public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        switch scenario {
        case .success: return SandboxTranscript(text: successTranscript)
        case .cancel: return SandboxTranscript(text: cancelTranscript)
        case .institutionDown: return SandboxTranscript(text: institutionDownTranscript)
        default: return nil
        }
    }

    static let successTranscript = #"""
        {"delegate":"didHandleEvent","event":"OPEN","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_INSTITUTION"}}
        {"delegate":"didHandleEvent","event":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CREDENTIAL"}}
        {"delegate":"didHandleEvent","event":"SUBMIT_CREDENTIALS","metadata":{"institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CONNECTED"}}
        {"delegate":"didSucceedWithPublicToken","publicToken":"public-sandbox-transcript","metadata":{"accounts":[{"id":"acc_checking_0000","mask":"0000","name":"Plaid Checking","subtype":"checking","type":"depository","verification_status":null},{"id":"acc_saving_1111","mask":"1111","name":"Plaid Saving","subtype":"savings","type":"depository","verification_status":null}],"institution":{"institution_id":"ins_3","name":"Chase"},"link_session_id":"sandbox-transcript-session","status":"connected"}}
        {"delegate":"didHandleEvent","event":"HANDOFF","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        """#

    static let cancelTranscript = #"""
        {"delegate":"didHandleEvent","event":"OPEN","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didExitWithError","error":null,"metadata":{"institution":null,"link_session_id":"sandbox-transcript-session","status":null}}
        """#

    static let institutionDownTranscript = #"""
        {"delegate":"didHandleEvent","event":"OPEN","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_INSTITUTION"}}
        {"delegate":"didHandleEvent","event":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CREDENTIAL"}}
        {"delegate":"didHandleEvent","event":"SUBMIT_CREDENTIALS","metadata":{"institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"ERROR","metadata":{"error_code":"INSTITUTION_DOWN","error_message":"this institution is not currently responding to this request. please try again soon","error_type":"INSTITUTION_ERROR","institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didHandleEvent","event":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"ERROR"}}
        {"delegate":"didHandleEvent","event":"EXIT","metadata":{"exit_status":"requires_credentials","institution_id":"ins_3","institution_name":"Chase","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}
        {"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1300,"userInfo":{"error_type":"INSTITUTION_ERROR","error_code":"INSTITUTION_DOWN","error_message":"this institution is not currently responding to this request. please try again soon","display_message":"This financial institution is not currently responding to requests. We apologize for the inconvenience."}},"metadata":{"institution":{"institution_id":"ins_3","name":"Chase"},"link_session_id":"sandbox-transcript-session","status":"requires_credentials"}}
        """#
}
