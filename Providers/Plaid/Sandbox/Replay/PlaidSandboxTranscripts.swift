import ProviderKit
import ProviderKitTesting

extension PlaidSandbox {
    /// The transcript of each required scenario: the LinkKit 7 callbacks ``PlaidSandboxDriver`` makes
    /// for it, one per line in the `providerkit replay` format (session ids and timestamps fixed,
    /// `metadata_json` and request ids left out). Other scenarios have none. The conformance suite
    /// replays them and checks that the replay ends like the live sandbox run.
    @MainActor public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        switch scenario {
        case .success: return SandboxTranscript(text: successTranscript)
        case .cancel: return SandboxTranscript(text: cancelTranscript)
        case .institutionDown: return SandboxTranscript(text: institutionDownTranscript)
        default: return nil
        }
    }

    static let successTranscript = #"""
        {"onLoad":{}}
        {"onEvent":{"event_name":"OPEN","metadata":{"is_update_mode":"false","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CONSENT"}}}
        {"onEvent":{"event_name":"VIEW_DATA_TYPES","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_INSTITUTION"}}}
        {"onEvent":{"event_name":"SEARCH_INSTITUTION","metadata":{"institution_search_query":"first","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CREDENTIAL"}}}
        {"onEvent":{"event_name":"SUBMIT_CREDENTIALS","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"LOADING"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_ACCOUNT"}}}
        {"onEvent":{"event_name":"SELECT_ACCOUNT","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CONNECTED"}}}
        {"onSuccess":{"metadata":{"accounts":[{"id":"70b948f9ff0a4b998ea37697","mask":"0000","name":"Plaid Checking","subtype":"depository.checking"},{"id":"ef0ea2406e4843a8abfc9b0a","mask":"1111","name":"Plaid Saving","subtype":"depository.savings"}],"institution":{"id":"ins_109508","name":"First Platypus Bank"},"link_session_id":"sandbox-transcript-session","metadata_json":null},"public_token":"public-sandbox-transcript"}}
        {"onEvent":{"event_name":"HANDOFF","metadata":{"institution_id":"ins_109508","institution_name":"First Platypus Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        """#

    static let cancelTranscript = #"""
        {"onLoad":{}}
        {"onEvent":{"event_name":"OPEN","metadata":{"is_update_mode":"false","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CONSENT"}}}
        {"onEvent":{"event_name":"VIEW_DATA_TYPES","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_INSTITUTION"}}}
        {"onEvent":{"event_name":"SEARCH_INSTITUTION","metadata":{"institution_search_query":"platypus","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"EXIT"}}}
        {"onExit":{"metadata":{"link_session_id":"sandbox-transcript-session","metadata_json":null,"status":"institution_not_found"}}}
        {"onEvent":{"event_name":"EXIT","metadata":{"exit_status":"institution_not_found","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        """#

    static let institutionDownTranscript = #"""
        {"onLoad":{}}
        {"onEvent":{"event_name":"OPEN","metadata":{"is_update_mode":"false","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CONSENT"}}}
        {"onEvent":{"event_name":"VIEW_DATA_TYPES","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"SELECT_INSTITUTION"}}}
        {"onEvent":{"event_name":"SEARCH_INSTITUTION","metadata":{"institution_search_query":"hound","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"SELECT_INSTITUTION","metadata":{"institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"CREDENTIAL"}}}
        {"onEvent":{"event_name":"SUBMIT_CREDENTIALS","metadata":{"institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"LOADING"}}}
        {"onEvent":{"event_name":"ERROR","metadata":{"error_code":{"code":"INSTITUTION_DOWN","type":"INSTITUTION_ERROR"},"error_message":"sandbox: simulated INSTITUTION_DOWN","institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onEvent":{"event_name":"TRANSITION_VIEW","metadata":{"institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z","view_name":"ERROR"}}}
        {"onEvent":{"event_name":"EXIT","metadata":{"error_code":{"code":"INSTITUTION_DOWN","type":"INSTITUTION_ERROR"},"error_message":"sandbox: simulated INSTITUTION_DOWN","exit_status":"requires_credentials","institution_id":"ins_109512","institution_name":"Houndstooth Bank","link_session_id":"sandbox-transcript-session","timestamp":"2024-05-01T12:00:00.000Z"}}}
        {"onExit":{"error":{"displayMessage":"The bank is unavailable.","errorCode":{"code":"INSTITUTION_DOWN","type":"INSTITUTION_ERROR"},"errorJSON":null,"errorMessage":"sandbox: simulated INSTITUTION_DOWN"},"metadata":{"institution":{"id":"ins_109512","name":"Houndstooth Bank"},"link_session_id":"sandbox-transcript-session","metadata_json":null,"status":"requires_credentials"}}}
        """#
}
