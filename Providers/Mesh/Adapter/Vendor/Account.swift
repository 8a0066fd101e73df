extension MeshLinkSDK {
    /// One account at a connected broker (`LinkSDK.Account`).
    public struct Account: Sendable, Hashable, Codable {
        /// The broker's account identifier.
        public var accountId: String
        /// The account's display name.
        public var accountName: String
        /// Mesh's own identifier for the account, when it sends one.
        public var frontAccountId: String?
        /// The account's fund balance, when known.
        public var fund: Double?
        /// The account's cash balance, when known.
        public var cash: Double?
        /// `true` when this connection replaced an earlier one for the same account.
        public var isReconnected: Bool?

        /// Creates an account.
        public init(
            accountId: String, accountName: String, frontAccountId: String? = nil, fund: Double? = nil,
            cash: Double? = nil, isReconnected: Bool? = nil
        ) {
            self.accountId = accountId
            self.accountName = accountName
            self.frontAccountId = frontAccountId
            self.fund = fund
            self.cash = cash
            self.isReconnected = isReconnected
        }
    }
}
