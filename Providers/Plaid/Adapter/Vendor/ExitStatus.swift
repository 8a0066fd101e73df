import Foundation

extension PlaidLinkKit {
    /// Where the user was when Link exited (`ExitMetadata.status`, event `exit_status`). LinkKit models eight of Plaid's statuses.
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum ExitStatus: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `requires_questions`.
        case requiresQuestions
        /// `requires_selections`.
        case requiresSelections
        /// `requires_code`.
        case requiresCode
        /// `choose_device`.
        case chooseDevice
        /// `requires_credentials`.
        case requiresCredentials
        /// `institution_not_found`.
        case institutionNotFound
        /// `requires_account_selection`.
        case requiresAccountSelection
        /// `continue_to_third_party`.
        case continueToThirdParty
        /// Any other status (`requires_oauth`, `requires_recaptcha`, …), as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [ExitStatus] {
            [
                .requiresQuestions, .requiresSelections, .requiresCode, .chooseDevice, .requiresCredentials,
                .institutionNotFound, .requiresAccountSelection, .continueToThirdParty,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> ExitStatus { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: ExitStatus] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .requiresQuestions: return "requires_questions"
            case .requiresSelections: return "requires_selections"
            case .requiresCode: return "requires_code"
            case .chooseDevice: return "choose_device"
            case .requiresCredentials: return "requires_credentials"
            case .institutionNotFound: return "institution_not_found"
            case .requiresAccountSelection: return "requires_account_selection"
            case .continueToThirdParty: return "continue_to_third_party"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
