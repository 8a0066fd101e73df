/// An adapter's complete error table: every vendor error it knows, mapped to a unified code and
/// recovery. The same table drives the adapter, `providerkit errors`, the published
/// `docs/error-mapping/` pages and the conformance suite, so they cannot disagree.
///
/// Look-up order: the exact type and code; then a row with no type for that code; then a
/// type-wide row (code ``ErrorMappingRule/anyCode``) for the type, for vendor error types whose
/// every code means the same thing; for an error reported with no type at all (some legacy
/// payloads), the first row with that code under any type; otherwise the error is
/// ``LinkError/Code/unknown``, keeping the vendor's raw type and code.
public struct ErrorMappingTable: Sendable {
    /// The adapter name.
    public let adapterName: String
    /// The rows, in the order they are published.
    public let rules: [ErrorMappingRule]
    private let index: [VendorErrorKey: ErrorMappingRule]

    /// Builds a table. A key listed twice keeps its first row (the package's own tests reject
    /// tables with duplicate keys).
    public init(adapterName: String, rules: [ErrorMappingRule]) {
        self.adapterName = adapterName
        self.rules = rules
        var index: [VendorErrorKey: ErrorMappingRule] = [:]
        for rule in rules where index[rule.key] == nil { index[rule.key] = rule }
        self.index = index
    }

    /// Keys that appear in more than one row.
    package var duplicateKeys: [VendorErrorKey] {
        var seen: Set<VendorErrorKey> = []
        var duplicates: [VendorErrorKey] = []
        for rule in rules where !seen.insert(rule.key).inserted { duplicates.append(rule.key) }
        return duplicates
    }

    /// The row for a vendor error, or `nil` if the table does not know it.
    public func rule(type: String?, code: String) -> ErrorMappingRule? {
        let type = type.flatMap { $0.isEmpty ? nil : $0 }
        if let type, let exact = index[VendorErrorKey(type: type, code: code)] { return exact }
        if let codeOnly = index[VendorErrorKey(type: nil, code: code)] { return codeOnly }
        if let type { return index[VendorErrorKey(type: type, code: ErrorMappingRule.anyCode)] }
        return rules.first { $0.key.code == code }
    }

    /// Maps a vendor error to a ``LinkError``. Unknown errors become ``LinkError/Code/unknown`` and
    /// keep their raw type and code; this never fails.
    public func map(type: String?, code: String?, message: String, displayMessage: String? = nil) -> LinkError {
        let type = type.flatMap { $0.isEmpty ? nil : $0 }
        let code = code.flatMap { $0.isEmpty ? nil : $0 }
        let displayMessage = displayMessage.flatMap { $0.isEmpty ? nil : $0 }
        guard let code, let rule = rule(type: type, code: code) else {
            return LinkError(
                code: .unknown, vendorType: type, vendorCode: code, message: message, displayMessage: displayMessage)
        }
        return LinkError(
            code: rule.unifiedCode, recovery: rule.recovery, isRetryable: rule.isRetryable, vendorType: type,
            vendorCode: code, message: message, displayMessage: displayMessage)
    }
}
