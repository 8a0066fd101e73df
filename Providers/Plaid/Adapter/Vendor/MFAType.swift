import Foundation

extension PlaidLinkKit {
    /// The kind of multi-factor challenge (`EventMetadata.mfaType`).
    ///
    /// As in LinkKit, this enum is not `RawRepresentable`: ``description`` is the wire string.
    /// LinkKit's `MFAType` has no `unknown` case. What LinkKit does with a type it does not know is
    /// UNVERIFIED; this mirror decodes one as `nil` at the metadata level (see
    /// ``EventMetadata/mfaType``) rather than failing the whole event. `CaseIterable` and
    /// ``init(wireValue:)`` are ProviderKit additions.
    package enum MFAType: Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// A one-time code (`code`).
        case code
        /// A device choice for code delivery (`device`).
        case device
        /// Security questions (`questions`).
        case questions
        /// Multiple-choice selections (`selections`).
        case selections

        /// The case whose wire string is `wireValue`, or `nil` for a string LinkKit does not know.
        package init?(wireValue: String) {
            guard let match = Self.allCases.first(where: { $0.description == wireValue }) else { return nil }
            self = match
        }

        /// The wire string: `code`, `device`, `questions` or `selections`.
        package var description: String {
            switch self {
            case .code: return "code"
            case .device: return "device"
            case .questions: return "questions"
            case .selections: return "selections"
            }
        }

        /// Decodes the wire string; an unknown string is a `dataCorrupted` error.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let value = Self(wireValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown MFA type \"\(text)\"")
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
