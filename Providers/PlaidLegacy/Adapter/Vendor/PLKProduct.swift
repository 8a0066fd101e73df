extension PlaidLegacyLinkKit {
    /// Mirrors LinkKit 1.x `PLKProduct`, an NS_OPTIONS bitmask (values as in LinkKit 1.1.39).
    ///
    /// Configuration spells products as names, one string or an array of strings; ``init(names:)``
    /// mirrors `PLKProductFromArray`.
    public struct PLKProduct: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The bitmask.
        public let rawValue: Int

        /// Wraps a bitmask.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `PLKProductAuth` (1 << 0).
        public static let auth = PLKProduct(rawValue: 1 << 0)
        /// `PLKProductIncome` (1 << 1).
        public static let income = PLKProduct(rawValue: 1 << 1)
        /// `PLKProductTransactions` (1 << 2); the deprecated alias `PLKProductConnect` has the same bit.
        public static let transactions = PLKProduct(rawValue: 1 << 2)
        /// `PLKProductIdentity` (1 << 3); the deprecated alias `PLKProductInfo` has the same bit.
        public static let identity = PLKProduct(rawValue: 1 << 3)
        /// `PLKProductAssets` (1 << 4).
        public static let assets = PLKProduct(rawValue: 1 << 4)
        /// `PLKProductLongtailAuth` (1 << 5). Internal to the SDK; configuration cannot name it.
        public static let longtailAuth = PLKProduct(rawValue: 1 << 5)
        /// `PLKProductHoldings` (1 << 6).
        public static let holdings = PLKProduct(rawValue: 1 << 6)
        /// `PLKProductLiabilities` (1 << 7).
        public static let liabilities = PLKProduct(rawValue: 1 << 7)
        /// `PLKProductInvestments` (1 << 8).
        public static let investments = PLKProduct(rawValue: 1 << 8)
        /// `PLKProductPaymentInitiation` (1 << 9).
        public static let paymentInitiation = PLKProduct(rawValue: 1 << 9)
        /// `PLKProductLiabilitiesReport` (1 << 10).
        public static let liabilitiesReport = PLKProduct(rawValue: 1 << 10)
        /// `PLKProductDepositSwitch` (1 << 11).
        public static let depositSwitch = PLKProduct(rawValue: 1 << 11)

        /// A product name configuration may use, with its bit.
        public struct Name: Sendable, Hashable {
            /// The name as written in configuration (`auth`, `transactions`, …).
            public let name: String
            /// The bit it sets.
            public let product: PLKProduct
            /// The name that replaces it, for deprecated aliases (`connect` → `transactions`).
            public let replacement: String?
        }

        /// Every name configuration may use. `connect` and `info` are the SDK's deprecated aliases.
        /// The names after `identity` follow Plaid's API product names (UNVERIFIED for LinkKit 1.x).
        public static let names: [Name] = [
            Name(name: "auth", product: .auth, replacement: nil),
            Name(name: "income", product: .income, replacement: nil),
            Name(name: "transactions", product: .transactions, replacement: nil),
            Name(name: "connect", product: .transactions, replacement: "transactions"),
            Name(name: "identity", product: .identity, replacement: nil),
            Name(name: "info", product: .identity, replacement: "identity"),
            Name(name: "assets", product: .assets, replacement: nil),
            Name(name: "holdings", product: .holdings, replacement: nil),
            Name(name: "liabilities", product: .liabilities, replacement: nil),
            Name(name: "investments", product: .investments, replacement: nil),
            Name(name: "payment_initiation", product: .paymentInitiation, replacement: nil),
            Name(name: "liabilities_report", product: .liabilitiesReport, replacement: nil),
            Name(name: "deposit_switch", product: .depositSwitch, replacement: nil),
        ]

        /// The entry for one name (any letter case), or `nil`.
        public static func named(_ name: String) -> Name? {
            let lowered = name.lowercased()
            return names.first { $0.name == lowered }
        }

        /// Mirrors `PLKProductFromArray`: the union of the named bits, or `nil` (the SDK's -1) when a
        /// name is unknown or the list is empty.
        public init?(names: [String]) {
            guard !names.isEmpty else { return nil }
            var product: PLKProduct = []
            for name in names {
                guard let entry = Self.named(name) else { return nil }
                product.insert(entry.product)
            }
            self = product
        }

        /// The canonical names of the bits set, in bit order (`auth,transactions`).
        public var description: String {
            var seen: PLKProduct = []
            var parts: [String] = []
            for entry in Self.names
            where entry.replacement == nil && contains(entry.product) && !seen.contains(entry.product) {
                seen.insert(entry.product)
                parts.append(entry.name)
            }
            if contains(.longtailAuth) { parts.append("longtail_auth") }
            return parts.isEmpty ? "[]" : parts.joined(separator: ",")
        }
    }
}
