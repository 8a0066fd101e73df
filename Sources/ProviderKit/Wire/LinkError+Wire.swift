import Foundation

extension LinkError: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, recovery, isRetryable, vendorType, vendorCode, message, displayMessage
    }

    /// Decodes the error; a missing `recovery` or `isRetryable` takes the code's default.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            code: try container.decode(Code.self, forKey: .code),
            recovery: try container.decodeIfPresent(Recovery.self, forKey: .recovery),
            isRetryable: try container.decodeIfPresent(Bool.self, forKey: .isRetryable),
            vendorType: try container.decodeIfPresent(String.self, forKey: .vendorType),
            vendorCode: try container.decodeIfPresent(String.self, forKey: .vendorCode),
            message: try container.decode(String.self, forKey: .message),
            displayMessage: try container.decodeIfPresent(String.self, forKey: .displayMessage))
    }

    /// Encodes every member, absent ones as `null`. The messages were redacted when the error was
    /// made; the vendor's type and code, its text, hide a credential's shape inside them unless
    /// the encoder reveals secrets.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(recovery, forKey: .recovery)
        try container.encode(isRetryable, forKey: .isRetryable)
        try container.encodeOrNull(shown(vendorType), forKey: .vendorType)
        try container.encodeOrNull(shown(vendorCode), forKey: .vendorCode)
        try container.encode(message, forKey: .message)
        try container.encodeOrNull(displayMessage, forKey: .displayMessage)
    }
}
