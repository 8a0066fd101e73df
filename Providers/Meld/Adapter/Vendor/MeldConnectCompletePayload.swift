/// The JSON payload of a `[meld-connect]connect_complete?<json>` message.
package struct MeldConnectCompletePayload: Sendable, Hashable, Codable {
    /// Meld's institution identifier.
    package var institutionId: String?
    /// The institution's display name.
    package var institutionName: String?
    /// How many accounts were connected.
    package var accountCount: Int?
    /// The accounts, or `nil` when Meld sends `null`.
    package var accounts: [MeldAccount]?
    /// The connection id, if the widget sends one (not in Meld's documented payload). The id from
    /// `connect/start`, when the request carries it, takes precedence.
    package var connectionId: String?

    /// Creates a payload.
    package init(
        institutionId: String?, institutionName: String?, accountCount: Int?, accounts: [MeldAccount]?,
        connectionId: String? = nil
    ) {
        self.institutionId = institutionId
        self.institutionName = institutionName
        self.accountCount = accountCount
        self.accounts = accounts
        self.connectionId = connectionId
    }
}
