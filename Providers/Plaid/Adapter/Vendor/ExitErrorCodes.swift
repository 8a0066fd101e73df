import Foundation

extension PlaidLinkKit.ExitErrorCode {
    /// The codes of error type `API_ERROR` (`ExitErrorCode.apiError`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum ApiErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `INTERNAL_SERVER_ERROR`.
        case internalServerError
        /// `PLANNED_MAINTENANCE`.
        case plannedMaintenance
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [ApiErrorCode] {
            [
                .internalServerError, .plannedMaintenance,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> ApiErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: ApiErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .internalServerError: return "INTERNAL_SERVER_ERROR"
            case .plannedMaintenance: return "PLANNED_MAINTENANCE"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `AUTH_ERROR` (`ExitErrorCode.authError`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum AuthErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `PRODUCT_NOT_READY`.
        case productNotReady
        /// `VERIFICATION_EXPIRED`.
        case verificationExpired
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [AuthErrorCode] {
            [
                .productNotReady, .verificationExpired,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> AuthErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: AuthErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .productNotReady: return "PRODUCT_NOT_READY"
            case .verificationExpired: return "VERIFICATION_EXPIRED"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `ASSET_REPORT_ERROR` (`ExitErrorCode.assetReportError`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum AssetReportErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `PRODUCT_NOT_ENABLED`.
        case productNotEnabled
        /// `DATA_UNAVAILABLE`.
        case dataUnavailable
        /// `PRODUCT_NOT_READY`.
        case productNotReady
        /// `ASSET_REPORT_GENERATION_FAILED`.
        case assetReportGenerationFailed
        /// `INVALID_PARENT`.
        case invalidParent
        /// `INSIGHTS_NOT_ENABLED`.
        case insightsNotEnabled
        /// `INSIGHTS_PREVIOUSLY_NOT_ENABLED`.
        case insightsPreviouslyNotEnabled
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [AssetReportErrorCode] {
            [
                .productNotEnabled, .dataUnavailable, .productNotReady, .assetReportGenerationFailed, .invalidParent,
                .insightsNotEnabled, .insightsPreviouslyNotEnabled,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> AssetReportErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: AssetReportErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .productNotEnabled: return "PRODUCT_NOT_ENABLED"
            case .dataUnavailable: return "DATA_UNAVAILABLE"
            case .productNotReady: return "PRODUCT_NOT_READY"
            case .assetReportGenerationFailed: return "ASSET_REPORT_GENERATION_FAILED"
            case .invalidParent: return "INVALID_PARENT"
            case .insightsNotEnabled: return "INSIGHTS_NOT_ENABLED"
            case .insightsPreviouslyNotEnabled: return "INSIGHTS_PREVIOUSLY_NOT_ENABLED"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `INSTITUTION_ERROR` (`ExitErrorCode.institutionError`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum InstitutionErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `INSTITUTION_DOWN`.
        case institutionDown
        /// `INSTITUTION_NOT_RESPONDING`.
        case institutionNotResponding
        /// `INSTITUTION_NOT_AVAILABLE`.
        case institutionNotAvailable
        /// `INSTITUTION_NO_LONGER_SUPPORTED`.
        case institutionNoLongerSupported
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [InstitutionErrorCode] {
            [
                .institutionDown, .institutionNotResponding, .institutionNotAvailable, .institutionNoLongerSupported,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> InstitutionErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: InstitutionErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .institutionDown: return "INSTITUTION_DOWN"
            case .institutionNotResponding: return "INSTITUTION_NOT_RESPONDING"
            case .institutionNotAvailable: return "INSTITUTION_NOT_AVAILABLE"
            case .institutionNoLongerSupported: return "INSTITUTION_NO_LONGER_SUPPORTED"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `ITEM_ERROR` (`ExitErrorCode.itemError`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum ItemErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `INSUFFICIENT_CREDENTIALS`.
        case insufficientCredentials
        /// `INVALID_CREDENTIALS`.
        case invalidCredentials
        /// `INVALID_MFA`.
        case invalidMfa
        /// `INVALID_SEND_METHOD`.
        case invalidSendMethod
        /// `INVALID_UPDATED_USERNAME`.
        case invalidUpdatedUsername
        /// `ITEM_LOCKED`.
        case itemLocked
        /// `ITEM_LOGIN_REQUIRED`.
        case itemLoginRequired
        /// `ITEM_NO_ERROR`.
        case itemNoError
        /// `ITEM_NOT_SUPPORTED`.
        case itemNotSupported
        /// `INCORRECT_DEPOSIT_AMOUNTS`.
        case incorrectDepositAmounts
        /// `USER_SETUP_REQUIRED`.
        case userSetupRequired
        /// `MFA_NOT_SUPPORTED`.
        case mfaNotSupported
        /// `NO_ACCOUNTS`.
        case noAccounts
        /// `NO_AUTH_ACCOUNTS`.
        case noAuthAccounts
        /// `NO_INVESTMENT_ACCOUNTS`.
        case noInvestmentAccounts
        /// `NO_LIABILITY_ACCOUNTS`.
        case noLiabilityAccounts
        /// `PRODUCT_NOT_READY`.
        case productNotReady
        /// `PRODUCTS_NOT_SUPPORTED`.
        case productsNotSupported
        /// `INSTANT_MATCH_FAILED`.
        case instantMatchFailed
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [ItemErrorCode] {
            [
                .insufficientCredentials, .invalidCredentials, .invalidMfa, .invalidSendMethod,
                .invalidUpdatedUsername, .itemLocked, .itemLoginRequired, .itemNoError, .itemNotSupported,
                .incorrectDepositAmounts, .userSetupRequired, .mfaNotSupported, .noAccounts, .noAuthAccounts,
                .noInvestmentAccounts, .noLiabilityAccounts, .productNotReady, .productsNotSupported,
                .instantMatchFailed,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> ItemErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: ItemErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .insufficientCredentials: return "INSUFFICIENT_CREDENTIALS"
            case .invalidCredentials: return "INVALID_CREDENTIALS"
            case .invalidMfa: return "INVALID_MFA"
            case .invalidSendMethod: return "INVALID_SEND_METHOD"
            case .invalidUpdatedUsername: return "INVALID_UPDATED_USERNAME"
            case .itemLocked: return "ITEM_LOCKED"
            case .itemLoginRequired: return "ITEM_LOGIN_REQUIRED"
            case .itemNoError: return "ITEM_NO_ERROR"
            case .itemNotSupported: return "ITEM_NOT_SUPPORTED"
            case .incorrectDepositAmounts: return "INCORRECT_DEPOSIT_AMOUNTS"
            case .userSetupRequired: return "USER_SETUP_REQUIRED"
            case .mfaNotSupported: return "MFA_NOT_SUPPORTED"
            case .noAccounts: return "NO_ACCOUNTS"
            case .noAuthAccounts: return "NO_AUTH_ACCOUNTS"
            case .noInvestmentAccounts: return "NO_INVESTMENT_ACCOUNTS"
            case .noLiabilityAccounts: return "NO_LIABILITY_ACCOUNTS"
            case .productNotReady: return "PRODUCT_NOT_READY"
            case .productsNotSupported: return "PRODUCTS_NOT_SUPPORTED"
            case .instantMatchFailed: return "INSTANT_MATCH_FAILED"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `INVALID_INPUT` (`ExitErrorCode.invalidInput`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum InvalidInputErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `INVALID_API_KEYS`.
        case invalidApiKeys
        /// `UNAUTHORIZED_ENVIRONMENT`.
        case unauthorizedEnvironment
        /// `INVALID_ACCESS_TOKEN`.
        case invalidAccessToken
        /// `INVALID_PUBLIC_TOKEN`.
        case invalidPublicToken
        /// `INVALID_PRODUCT`.
        case invalidProduct
        /// `INVALID_ACCOUNT_ID`.
        case invalidAccountId
        /// `INVALID_INSTITUTION`.
        case invalidInstitution
        /// `TOO_MANY_VERIFICATION_ATTEMPTS`.
        case tooManyVerificationAttempts
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [InvalidInputErrorCode] {
            [
                .invalidApiKeys, .unauthorizedEnvironment, .invalidAccessToken, .invalidPublicToken, .invalidProduct,
                .invalidAccountId, .invalidInstitution, .tooManyVerificationAttempts,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> InvalidInputErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: InvalidInputErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .invalidApiKeys: return "INVALID_API_KEYS"
            case .unauthorizedEnvironment: return "UNAUTHORIZED_ENVIRONMENT"
            case .invalidAccessToken: return "INVALID_ACCESS_TOKEN"
            case .invalidPublicToken: return "INVALID_PUBLIC_TOKEN"
            case .invalidProduct: return "INVALID_PRODUCT"
            case .invalidAccountId: return "INVALID_ACCOUNT_ID"
            case .invalidInstitution: return "INVALID_INSTITUTION"
            case .tooManyVerificationAttempts: return "TOO_MANY_VERIFICATION_ATTEMPTS"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `INVALID_REQUEST` (`ExitErrorCode.invalidRequest`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum InvalidRequestErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `MISSING_FIELDS`.
        case missingFields
        /// `UNKNOWN_FIELDS`.
        case unknownFields
        /// `INVALID_FIELD`.
        case invalidField
        /// `INVALID_BODY`.
        case invalidBody
        /// `INVALID_ADDRESS`.
        case invalidAddress
        /// `NOT_FOUND`.
        case notFound
        /// `SANDBOX_ONLY`.
        case sandboxOnly
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [InvalidRequestErrorCode] {
            [
                .missingFields, .unknownFields, .invalidField, .invalidBody, .invalidAddress, .notFound,
                .sandboxOnly,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> InvalidRequestErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: InvalidRequestErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .missingFields: return "MISSING_FIELDS"
            case .unknownFields: return "UNKNOWN_FIELDS"
            case .invalidField: return "INVALID_FIELD"
            case .invalidBody: return "INVALID_BODY"
            case .invalidAddress: return "INVALID_ADDRESS"
            case .notFound: return "NOT_FOUND"
            case .sandboxOnly: return "SANDBOX_ONLY"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }

    /// The codes of error type `RATE_LIMIT_EXCEEDED` (`ExitErrorCode.rateLimitExceeded`).
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum RateLimitErrorCode: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `ACCOUNTS_LIMIT`.
        case accountsLimit
        /// `ADDITION_LIMIT`.
        case additionLimit
        /// `AUTH_LIMIT`.
        case authLimit
        /// `IDENTITY_LIMIT`.
        case identityLimit
        /// `INCOME_LIMIT`.
        case incomeLimit
        /// `ITEM_GET_LIMIT`.
        case itemGetLimit
        /// `RATE_LIMIT`.
        case rateLimit
        /// `TRANSACTIONS_LIMIT`.
        case transactionsLimit
        /// A code of this type LinkKit does not know, as sent.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [RateLimitErrorCode] {
            [
                .accountsLimit, .additionLimit, .authLimit, .identityLimit, .incomeLimit, .itemGetLimit, .rateLimit,
                .transactionsLimit,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> RateLimitErrorCode { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: RateLimitErrorCode] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .accountsLimit: return "ACCOUNTS_LIMIT"
            case .additionLimit: return "ADDITION_LIMIT"
            case .authLimit: return "AUTH_LIMIT"
            case .identityLimit: return "IDENTITY_LIMIT"
            case .incomeLimit: return "INCOME_LIMIT"
            case .itemGetLimit: return "ITEM_GET_LIMIT"
            case .rateLimit: return "RATE_LIMIT"
            case .transactionsLimit: return "TRANSACTIONS_LIMIT"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
