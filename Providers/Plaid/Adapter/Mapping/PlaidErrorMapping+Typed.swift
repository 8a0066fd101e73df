import ProviderKit

extension PlaidErrorMapping {
    /// ``map(type:code:message:displayMessage:)`` for a LinkKit 7 error code, without building and
    /// hashing its two strings when LinkKit models both the type and the code: such a code's row is
    /// found once, when the table is built, and kept under the enum case.
    ///
    /// Answers only the modelled types with a known code (not `internal`, not `unknown` at either
    /// level); every other code takes ``mapWithReference(_:message:displayMessage:)``.
    /// `PlaidCallbackFastPathTests` compares the two for every code of every modelled type.
    static func map(_ code: PlaidLinkKit.ExitErrorCode, message: String, displayMessage: String? = nil) -> LinkError {
        guard let known = rowsByModelledCode[code] else {
            return mapWithReference(code, message: message, displayMessage: displayMessage)
        }
        let displayMessage = displayMessage.flatMap { $0.isEmpty ? nil : $0 }
        guard let rule = known.rule else {
            return LinkError(
                code: .unknown, vendorType: known.type, vendorCode: known.code, message: message,
                displayMessage: displayMessage)
        }
        return LinkError(
            code: rule.unifiedCode, recovery: rule.recovery, isRetryable: rule.isRetryable, vendorType: known.type,
            vendorCode: known.code, message: message, displayMessage: displayMessage)
    }

    /// The general path: the code's type and code strings looked up in ``table``.
    static func mapWithReference(
        _ code: PlaidLinkKit.ExitErrorCode, message: String, displayMessage: String? = nil
    ) -> LinkError {
        map(type: code.description, code: code.code, message: message, displayMessage: displayMessage)
    }

    /// A modelled code's raw strings (never empty) and the row ``table`` has for them, if any.
    struct ModelledCode: Sendable {
        var type: String
        var code: String
        var rule: ErrorMappingRule?
    }

    /// Every code LinkKit models, under the type it belongs to.
    static var modelledCodes: [PlaidLinkKit.ExitErrorCode] {
        typealias Code = PlaidLinkKit.ExitErrorCode
        var codes: [Code] = Code.ApiErrorCode.allCases.map(Code.apiError)
        codes += Code.AuthErrorCode.allCases.map(Code.authError)
        codes += Code.AssetReportErrorCode.allCases.map(Code.assetReportError)
        codes += Code.InstitutionErrorCode.allCases.map(Code.institutionError)
        codes += Code.ItemErrorCode.allCases.map(Code.itemError)
        codes += Code.InvalidInputErrorCode.allCases.map(Code.invalidInput)
        codes += Code.InvalidRequestErrorCode.allCases.map(Code.invalidRequest)
        codes += Code.RateLimitErrorCode.allCases.map(Code.rateLimitExceeded)
        return codes
    }

    /// ``modelledCodes`` with their rows, found with ``ErrorMappingTable/rule(type:code:)`` as
    /// ``ErrorMappingTable/map(type:code:message:displayMessage:)`` finds them. A code whose strings
    /// are empty is left out (the general path treats empty as missing).
    private static let rowsByModelledCode: [PlaidLinkKit.ExitErrorCode: ModelledCode] = {
        var rows: [PlaidLinkKit.ExitErrorCode: ModelledCode] = [:]
        for code in modelledCodes {
            let type = code.description
            let raw = code.code
            guard !type.isEmpty, !raw.isEmpty else { continue }
            rows[code] = ModelledCode(type: type, code: raw, rule: table.rule(type: type, code: raw))
        }
        return rows
    }()
}
