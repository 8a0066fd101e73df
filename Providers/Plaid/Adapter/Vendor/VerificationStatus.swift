import Foundation

extension PlaidLinkKit {
    /// An account's micro-deposit verification status (`Account.verificationStatus`). LinkKit models three of the server's values.
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum VerificationStatus: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `pending_automatic_verification`.
        case pendingAutomaticVerification
        /// `pending_manual_verification`.
        case pendingManualVerification
        /// `manually_verified`.
        case manuallyVerified
        /// Any other server status (`automatically_verified`, `database_matched`, …), as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [VerificationStatus] {
            [
                .pendingAutomaticVerification, .pendingManualVerification, .manuallyVerified,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> VerificationStatus { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: VerificationStatus] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .pendingAutomaticVerification: return "pending_automatic_verification"
            case .pendingManualVerification: return "pending_manual_verification"
            case .manuallyVerified: return "manually_verified"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
