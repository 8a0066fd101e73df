/// One row of an adapter's error table: a vendor error and what it means in ProviderKit's terms.
///
/// ```swift
/// ErrorMappingRule(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS", unifiedCode: .invalidCredentials,
///                  note: "Wrong username or password.")
/// ```
public struct ErrorMappingRule: Sendable, Hashable, Codable {
    /// The code of a type-wide row: it matches every code of its type that has no row of its own.
    public static let anyCode = "*"

    /// The vendor error this row matches. A `nil` type matches the code under any type.
    public var key: VendorErrorKey
    /// The unified code.
    public var unifiedCode: LinkError.Code
    /// What the app should do.
    public var recovery: LinkError.Recovery
    /// Whether retrying may succeed.
    public var isRetryable: Bool
    /// Why the row maps as it does, for the published tables.
    public var note: String

    /// Creates a row. `recovery` defaults to the unified code's default, `isRetryable` to the recovery's.
    public init(
        _ key: VendorErrorKey, unifiedCode: LinkError.Code, recovery: LinkError.Recovery? = nil,
        isRetryable: Bool? = nil, note: String = ""
    ) {
        let recovery = recovery ?? unifiedCode.defaultRecovery
        self.key = key
        self.unifiedCode = unifiedCode
        self.recovery = recovery
        self.isRetryable = isRetryable ?? recovery.isRetryable
        self.note = note
    }

    /// Creates a row from the vendor's error type and code.
    public init(
        type: String?, code vendorCode: String, unifiedCode: LinkError.Code, recovery: LinkError.Recovery? = nil,
        isRetryable: Bool? = nil, note: String = ""
    ) {
        self.init(
            VendorErrorKey(type: type, code: vendorCode), unifiedCode: unifiedCode, recovery: recovery,
            isRetryable: isRetryable, note: note)
    }
}
