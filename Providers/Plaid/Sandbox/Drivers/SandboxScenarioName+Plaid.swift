import ProviderKit
import ProviderKitTesting

extension SandboxScenario.Name {
    /// The Plaid sandbox scenario that ends with the error `code` of Plaid's catalog, of `type` when
    /// given (a bare code shared by several types picks the first in the table): the scenario
    /// `--scenario error:CODE` or `error:TYPE/CODE` names, without spelling that string. For
    /// ``PlaidSandbox``; other sandboxes do not offer it.
    public static func plaidError(code: String, type: String? = nil) -> Self {
        PlaidSandboxScenario.error(VendorErrorKey(type: type, code: code)).name
    }

    /// The Plaid sandbox rejecting the link token (`INVALID_LINK_TOKEN`), as Plaid does for an
    /// expired one: the journey then asks the token provider once more.
    public static let plaidInvalidLinkToken: Self = plaidError(code: "INVALID_LINK_TOKEN")
}
