import Foundation

extension TransferResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case transactionID, fromAddress, toAddress, symbol, amount, networkID
    }

    /// Decodes `{"transactionID", "fromAddress", "toAddress", "symbol", "amount", "networkID"}`.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            transactionID: try container.decodeIfPresent(String.self, forKey: .transactionID),
            fromAddress: try container.decodeIfPresent(String.self, forKey: .fromAddress),
            toAddress: try container.decodeIfPresent(String.self, forKey: .toAddress),
            symbol: try container.decode(String.self, forKey: .symbol),
            amount: try container.decode(Double.self, forKey: .amount),
            networkID: try container.decodeIfPresent(String.self, forKey: .networkID))
    }

    /// Encodes every member, absent ones as `null`; the vendor's text (ids, addresses, symbol,
    /// network) hides a credential's shape inside it unless the encoder reveals secrets.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(shown(transactionID), forKey: .transactionID)
        try container.encodeOrNull(shown(fromAddress), forKey: .fromAddress)
        try container.encodeOrNull(shown(toAddress), forKey: .toAddress)
        try container.encode(shown(symbol), forKey: .symbol)
        try container.encode(amount, forKey: .amount)
        try container.encodeOrNull(shown(networkID), forKey: .networkID)
    }
}
