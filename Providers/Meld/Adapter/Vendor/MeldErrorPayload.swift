/// The payload of a `[meld-connect]error?<json>` message: Meld's `details` and `reason`, when
/// the widget has them.
package struct MeldErrorPayload: Sendable, Hashable, Codable {
    /// Free text, or a code, describing the error.
    package var details: String?
    /// The reason code, for example `SERVICE_PROVIDER_FAILURE`.
    package var reason: String?

    /// Creates a payload.
    package init(details: String?, reason: String?) {
        self.details = details
        self.reason = reason
    }
}
