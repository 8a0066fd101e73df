import Foundation

extension PlaidLinkKit {
    /// The Plaid environments a LinkKit 7 token can name. LinkKit 7 has no development environment.
    ///
    /// As in LinkKit, this enum is not `RawRepresentable`: ``description`` is the token segment
    /// (`production`, `sandbox`). `CaseIterable` and ``init(wireValue:)`` are ProviderKit additions.
    package enum Environment: Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Live data.
        case production
        /// Plaid's sandbox.
        case sandbox

        /// The environment a token segment names, or `nil` for one LinkKit 7 refuses.
        package init?(wireValue: String) {
            switch wireValue {
            case "production": self = .production
            case "sandbox": self = .sandbox
            default: return nil
            }
        }

        /// `production` or `sandbox`.
        package var description: String {
            switch self {
            case .production: return "production"
            case .sandbox: return "sandbox"
            }
        }

        /// Decodes the wire string; an unknown string is a `dataCorrupted` error.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let value = Self(wireValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown environment \"\(text)\"")
            }
            self = value
        }

        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
