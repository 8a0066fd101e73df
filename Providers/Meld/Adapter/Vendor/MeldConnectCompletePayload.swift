/// The JSON payload of a `[meld-connect]connect_complete?<json>` message.
public struct MeldConnectCompletePayload: Sendable, Hashable, Codable {
    /// Meld's institution identifier.
    public var institutionId: String?
    /// The institution's display name.
    public var institutionName: String?
    /// How many accounts were connected.
    public var accountCount: Int?
    /// The accounts, or `nil` when Meld sends `null`.
    public var accounts: [MeldAccount]?
    /// The connection id, if the widget sends one (not in Meld's documented payload). The id from
    /// `connect/start`, when the request carries it, takes precedence.
    public var connectionId: String?

    /// Creates a payload.
    public init(
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
