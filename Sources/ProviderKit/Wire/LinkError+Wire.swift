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

    /// Encodes every member, absent ones as `null`.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(recovery, forKey: .recovery)
        try container.encode(isRetryable, forKey: .isRetryable)
        try container.encodeOrNull(vendorType, forKey: .vendorType)
        try container.encodeOrNull(vendorCode, forKey: .vendorCode)
        try container.encode(message, forKey: .message)
        try container.encodeOrNull(displayMessage, forKey: .displayMessage)
    }
}
