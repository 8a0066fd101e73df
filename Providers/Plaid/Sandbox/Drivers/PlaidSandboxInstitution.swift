import ProviderKitPlaid
import ProviderKitTesting

/// Institutions of Plaid's sandbox used by the offline scripts. Ids are Plaid's sandbox ids as
/// commonly documented (UNVERIFIED beyond `ins_109508`-style naming).
public struct PlaidSandboxInstitution: Sendable, Hashable {
    /// Plaid's institution id.
    public var id: String
    /// The display name.
    public var name: String
    /// `true` for an OAuth bank.
    public var usesOAuth: Bool

    /// First Platypus Bank: credentials `user_good`/`pass_good`, no MFA.
    public static let firstPlatypus = PlaidSandboxInstitution(id: "ins_109508", name: "First Platypus Bank", usesOAuth: false)
    /// Tartan Bank: used for the MFA script.
    public static let tartan = PlaidSandboxInstitution(id: "ins_109511", name: "Tartan Bank", usesOAuth: false)
    /// Platypus OAuth Bank.
    public static let platypusOAuth = PlaidSandboxInstitution(id: "ins_127287", name: "Platypus OAuth Bank", usesOAuth: true)
    /// Houndstooth Bank: used for the institution-down script.
    public static let houndstooth = PlaidSandboxInstitution(id: "ins_109512", name: "Houndstooth Bank", usesOAuth: false)

    /// The sandbox user that links successfully.
    public static let goodUser = (username: "user_good", password: "pass_good")
}
