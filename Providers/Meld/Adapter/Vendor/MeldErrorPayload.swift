/// The payload of a `[meld-connect]error?<json>` message: Meld's `details` and `reason`, when
/// the widget has them.
public struct MeldErrorPayload: Sendable, Hashable, Codable {
    /// Free text, or a code, describing the error.
    public var details: String?
    /// The reason code, for example `SERVICE_PROVIDER_FAILURE`.
    public var reason: String?

    /// Creates a payload.
    public init(details: String?, reason: String?) {
        self.details = details
        self.reason = reason
    }
}
