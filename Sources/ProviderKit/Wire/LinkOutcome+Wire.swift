import Foundation

extension LinkOutcome: LinkRecord {
    private enum CodingKeys: String, CodingKey { case kind }

    /// Decodes a `"success"` or an `"exit"` record.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "success": self = .success(try LinkSuccess(from: decoder))
        case "exit": self = .exit(try LinkExit(from: decoder))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "Expected a \"success\" or \"exit\" record, found kind \"\(other)\".")
        }
    }

    /// Encodes the success or exit record itself: an outcome has no wrapper of its own.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .success(let success): try success.encode(to: encoder)
        case .exit(let exit): try exit.encode(to: encoder)
        }
    }
}
