/// The result of a crypto transfer that ran inside the link flow (Mesh).
public struct TransferResult: Sendable, Hashable {
    /// The vendor's transaction identifier.
    public var transactionID: String?
    /// The sending address.
    public var fromAddress: String?
    /// The receiving address.
    public var toAddress: String?
    /// The asset symbol, for example `USDC`.
    public var symbol: String
    /// The amount sent, in units of ``symbol``.
    public var amount: Double
    /// The vendor's network identifier.
    public var networkID: String?

    /// Creates a transfer result.
    public init(
        transactionID: String?, fromAddress: String?, toAddress: String?, symbol: String, amount: Double,
        networkID: String?
    ) {
        self.transactionID = transactionID
        self.fromAddress = fromAddress
        self.toAddress = toAddress
        self.symbol = symbol
        self.amount = amount
        self.networkID = networkID
    }
}
