import ProviderKit

/// The callbacks of the imaginary vendor behind ``ScriptedAdapter``: what a real SDK would call.
public enum ScriptedVendorCallback: Sendable, Hashable {
    /// The vendor finished loading.
    case loaded
    /// The vendor reported an event with its own name and metadata.
    case event(name: String, metadata: LinkJSONValue = .null)
    /// The vendor reported a success with a token and an institution.
    case success(token: String, institutionID: String = "ins_scripted", institutionName: String = "Scripted Bank")
    /// The vendor reported an exit, with an error type and code or none for a user cancel.
    case exit(errorType: String?, errorCode: String?, message: String = "")
    /// The vendor's interface vanished with no callback.
    case dismissed
}
