extension MeshLinkSDK {
    /// A crypto transfer that went through (`LinkSDK.TransferFinishedSuccessPayload`, 2.0.4 shape:
    /// the four identifiers became optional in 2.0.2).
    public struct TransferFinishedSuccessPayload: Sendable, Hashable, Codable {
        /// The transaction identifier.
        package var txId: String?
        /// The sending address.
        package var fromAddress: String?
        /// The receiving address.
        package var toAddress: String?
        /// The asset symbol, for example `USDC`.
        package var symbol: String
        /// The amount, in units of ``symbol``.
        package var amount: Double
        /// Mesh's network identifier.
        package var networkId: String?

        /// Creates a payload.
        package init(
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
