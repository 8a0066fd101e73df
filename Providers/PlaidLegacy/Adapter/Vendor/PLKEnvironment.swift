extension PlaidLegacyLinkKit {
    /// Mirrors LinkKit 1.x `PLKEnvironment` (NS_ENUM, values as in LinkKit 1.1.39).
    ///
    /// The Info.plist and ProviderKit entries spell it as a string; ``init(string:)`` mirrors
    /// `PLKEnvironmentFromString`, which accepts any letter case.
    public enum PLKEnvironment: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `PLKEnvironmentDevelopment`: live credentials, limited Items.
        case development = 0
        /// `PLKEnvironmentSandbox`: test credentials.
        case sandbox = 1
        /// `PLKEnvironmentTartan`: the legacy API's test environment. Deprecated by Plaid.
        case tartan = 2
        /// `PLKEnvironmentProduction`: billed, live.
        case production = 3

        /// Mirrors `PLKEnvironmentFromString`: `nil` where the SDK returns -1.
        public init?(string: String) {
            guard let match = Self.allCases.first(where: { $0.name == string.lowercased() }) else { return nil }
            self = match
        }

        /// The lowercase name used in configuration (`sandbox`).
        public var name: String {
            switch self {
            case .development: return "development"
            case .sandbox: return "sandbox"
            case .tartan: return "tartan"
            case .production: return "production"
            }
        }

        /// `true` for ``tartan``, which Plaid deprecated with its legacy API.
        public var isDeprecated: Bool { self == .tartan }

        /// The lowercase name.
        public var description: String { name }
    }
}
