extension PlaidLegacyLinkKit {
    /// Mirrors LinkKit 1.x `PLKAPIVersion`. The SDK defaults to ``v2``.
    public enum PLKAPIVersion: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `PLKAPIv1`: Plaid's legacy API. Deprecated by Plaid.
        case v1 = 0
        /// `PLKAPIv2`: the default.
        case v2 = 1
        /// `PLKAPILatest`.
        case latest = 2

        /// Mirrors `PLKAPIVersionFromString` for the Info.plist spellings `APIv1` and `APIv2` (any
        /// letter case), plus `APILatest`. `nil` where the SDK returns -1. The `APILatest` spelling is
        /// an assumption (see docs/providers/plaid-legacy.md).
        public init?(string: String) {
            switch string.lowercased() {
            case "apiv1": self = .v1
            case "apiv2": self = .v2
            case "apilatest": self = .latest
            default: return nil
            }
        }

        /// The Info.plist spelling: `APIv1`, `APIv2`, `APILatest`.
        public var name: String {
            switch self {
            case .v1: return "APIv1"
            case .v2: return "APIv2"
            case .latest: return "APILatest"
            }
        }

        /// The Info.plist spelling.
        public var description: String { name }
    }
}
