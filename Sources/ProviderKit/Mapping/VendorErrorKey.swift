/// A vendor error's identity: its type (when the vendor has types) and its code, as raw strings.
public struct VendorErrorKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The vendor's error type, for example Plaid's `ITEM_ERROR`; `nil` for vendors without types.
    public var type: String?
    /// The vendor's error code or message class, for example `INVALID_CREDENTIALS`.
    public var code: String

    /// Creates a key.
    public init(type: String?, code: String) {
        self.type = type
        self.code = code
    }

    /// `TYPE/CODE`, or `CODE` alone.
    public var description: String { type.map { "\($0)/\(code)" } ?? code }

    /// Orders by type, then code.
    public static func < (lhs: VendorErrorKey, rhs: VendorErrorKey) -> Bool {
        (lhs.type ?? "", lhs.code) < (rhs.type ?? "", rhs.code)
    }
}
