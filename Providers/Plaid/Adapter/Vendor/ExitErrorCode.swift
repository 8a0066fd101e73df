import Foundation

extension PlaidLinkKit {
    /// A Plaid error's type and code (`ExitError.errorCode`, `EventMetadata.errorCode`): one case per
    /// error type LinkKit models, each carrying that type's code enum.
    ///
    /// ``description`` is the error **type** string (`ITEM_ERROR`), as in LinkKit; ``code`` is the
    /// code string (`INVALID_CREDENTIALS`). Types LinkKit does not model (`OAUTH_ERROR`,
    /// `RECAPTCHA_ERROR`, `SANDBOX_ERROR`, …) decode as ``unknown(type:code:)``; ProviderKit's
    /// mapping still recognises them by their raw strings.
    ///
    /// Wire form: `{"type": "ITEM_ERROR", "code": "INVALID_CREDENTIALS"}`.
    package enum ExitErrorCode: Sendable, Hashable, Codable, CustomStringConvertible {
        /// `API_ERROR`.
        case apiError(ApiErrorCode)
        /// `AUTH_ERROR`.
        case authError(AuthErrorCode)
        /// `ASSET_REPORT_ERROR`.
        case assetReportError(AssetReportErrorCode)
        /// `INTERNAL`: a failure inside LinkKit, with a free-form code.
        case `internal`(String)
        /// `INSTITUTION_ERROR`.
        case institutionError(InstitutionErrorCode)
        /// `ITEM_ERROR`.
        case itemError(ItemErrorCode)
        /// `INVALID_INPUT`.
        case invalidInput(InvalidInputErrorCode)
        /// `INVALID_REQUEST`.
        case invalidRequest(InvalidRequestErrorCode)
        /// `RATE_LIMIT_EXCEEDED`.
        case rateLimitExceeded(RateLimitErrorCode)
        /// Any other type, with its code, as sent.
        case unknown(type: String, code: String)

        /// Builds the case LinkKit would decode from a raw type and code.
        package init(type: String, code: String) {
            switch type {
            case "API_ERROR": self = .apiError(ApiErrorCode(wireValue: code))
            case "AUTH_ERROR": self = .authError(AuthErrorCode(wireValue: code))
            case "ASSET_REPORT_ERROR": self = .assetReportError(AssetReportErrorCode(wireValue: code))
            case "INTERNAL": self = .internal(code)
            case "INSTITUTION_ERROR": self = .institutionError(InstitutionErrorCode(wireValue: code))
            case "ITEM_ERROR": self = .itemError(ItemErrorCode(wireValue: code))
            case "INVALID_INPUT": self = .invalidInput(InvalidInputErrorCode(wireValue: code))
            case "INVALID_REQUEST": self = .invalidRequest(InvalidRequestErrorCode(wireValue: code))
            case "RATE_LIMIT_EXCEEDED": self = .rateLimitExceeded(RateLimitErrorCode(wireValue: code))
            default: self = .unknown(type: type, code: code)
            }
        }

        /// The error type string, for example `ITEM_ERROR`.
        package var description: String {
            switch self {
            case .apiError: return "API_ERROR"
            case .authError: return "AUTH_ERROR"
            case .assetReportError: return "ASSET_REPORT_ERROR"
            case .internal: return "INTERNAL"
            case .institutionError: return "INSTITUTION_ERROR"
            case .itemError: return "ITEM_ERROR"
            case .invalidInput: return "INVALID_INPUT"
            case .invalidRequest: return "INVALID_REQUEST"
            case .rateLimitExceeded: return "RATE_LIMIT_EXCEEDED"
            case .unknown(let type, _): return type
            }
        }

        /// The error code string, for example `INVALID_CREDENTIALS`.
        package var code: String {
            switch self {
            case .apiError(let code): return code.description
            case .authError(let code): return code.description
            case .assetReportError(let code): return code.description
            case .internal(let code): return code
            case .institutionError(let code): return code.description
            case .itemError(let code): return code.description
            case .invalidInput(let code): return code.description
            case .invalidRequest(let code): return code.description
            case .rateLimitExceeded(let code): return code.description
            case .unknown(_, let code): return code
            }
        }

        private enum CodingKeys: String, CodingKey {
            case type, code
        }

        /// Decodes `{"type": …, "code": …}`.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                type: try container.decode(String.self, forKey: .type),
                code: try container.decode(String.self, forKey: .code))
        }

        /// Encodes `{"type": …, "code": …}`.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(description, forKey: .type)
            try container.encode(code, forKey: .code)
        }
    }
}
