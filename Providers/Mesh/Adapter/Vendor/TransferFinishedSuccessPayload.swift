extension MeshLinkSDK {
    /// A crypto transfer that went through (`LinkSDK.TransferFinishedSuccessPayload`, 2.0.4 shape:
    /// the four identifiers became optional in 2.0.2).
    public struct TransferFinishedSuccessPayload: Sendable, Hashable, Codable {
        /// The transaction identifier.
        public var txId: String?
        /// The sending address.
        public var fromAddress: String?
        /// The receiving address.
        public var toAddress: String?
        /// The asset symbol, for example `USDC`.
        public var symbol: String
        /// The amount, in units of ``symbol``.
        public var amount: Double
        /// Mesh's network identifier.
        public var networkId: String?

        /// Creates a payload.
        public init(
            txId: String?, fromAddress: String?, toAddress: String?, symbol: String, amount: Double, networkId: String?
        ) {
            self.txId = txId
            self.fromAddress = fromAddress
            self.toAddress = toAddress
            self.symbol = symbol
            self.amount = amount
            self.networkId = networkId
        }
    }
}
