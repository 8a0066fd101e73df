/// The broad kind of a linked account, as an open set of stable wire strings.
///
/// Known values have static members; a vendor type ProviderKit does not know is kept as it came,
/// lowercased, so nothing is lost and no switch over it needs updating when vendors add types.
public struct AccountType: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The wire string, lowercase.
    public let rawValue: String

    /// Wraps a wire string, lowercasing it.
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }
    /// Wraps a wire string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Checking, savings and other deposit accounts.
    public static let depository: AccountType = "depository"
    /// Credit cards and other revolving credit.
    public static let credit: AccountType = "credit"
    /// Mortgages, student and other loans.
    public static let loan: AccountType = "loan"
    /// Investment and retirement accounts.
    public static let investment: AccountType = "investment"
    /// Brokerage accounts (Mesh's integrations).
    public static let brokerage: AccountType = "brokerage"
    /// Crypto exchange accounts and wallets.
    public static let crypto: AccountType = "crypto"
    /// An account the vendor itself classifies as "other".
    public static let other: AccountType = "other"

    /// The wire string.
    public var description: String { rawValue }
}
