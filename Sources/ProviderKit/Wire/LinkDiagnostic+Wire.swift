import Foundation

extension LinkDiagnostic: LinkRecord {
    private enum CodingKeys: String, CodingKey { case kind, severity, code, message, line }

    /// Decodes a `"diagnostic"` record.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try WireCoding.expectKind("diagnostic", in: container, key: .kind)
        self.init(
            severity: try container.decode(Severity.self, forKey: .severity),
            code: try container.decode(Code.self, forKey: .code),
            message: try container.decode(String.self, forKey: .message),
            line: try container.decodeIfPresent(Int.self, forKey: .line))
    }

    /// Encodes `{"kind": "diagnostic", "severity", "code", "message", "line"}`.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("diagnostic", forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encodeOrNull(line, forKey: .line)
    }
}
