import Foundation

/// The part of LinkKit 1.x that the adapter calls: `+[PLKConfiguration sharedConfiguration]` and
/// the initializers of `PLKPlaidLinkViewController`, with the SDK's argument labels after `make`.
///
/// An app conforms the real SDK in a few lines (docs/providers/plaid-legacy.md shows the full
/// glue); `PlaidLegacySandboxDriver` conforms an offline emulation.
///
/// ### Contract
/// - Main actor only. Each `make…` creates a controller whose ``PlaidLegacyLinkViewController/linkViewDelegate``
///   is `delegate`, held weakly, and does not show it yet.
/// - Tokens arrive revealed: pass them to LinkKit and nowhere else.
/// - LinkKit raises an Objective-C exception on bad input. ProviderKit validates everything it can
///   before calling; a driver that catches the exception (in an Objective-C shim) throws an error,
///   which ends the session with a configuration error before anything is shown.
@MainActor
public protocol PlaidLegacyDriver: AnyObject, Sendable {
    /// Mirrors `+[PLKConfiguration sharedConfiguration]`: the Info.plist `PLKPlaidLinkConfiguration`
    /// dictionary, read with ``PlaidLegacyPlistConfiguration``; `nil` when the app has none.
    var sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration? { get }

    /// Mirrors `initWithDelegate:` (the shared Info.plist configuration).
    func makeLinkViewController(delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithConfiguration:delegate:` (a custom public-key configuration).
    func makeLinkViewController(configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithInstitution:delegate:` (pre-selects an institution id, shared configuration).
    func makeLinkViewController(institution: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithInstitution:configuration:delegate:`.
    func makeLinkViewController(
        institution: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithPublicToken:delegate:` (update mode, shared configuration).
    func makeLinkViewController(publicToken: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithPublicToken:configuration:delegate:` (update mode).
    func makeLinkViewController(
        publicToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithLinkToken:configuration:delegate:` (LinkKit 1.1.34+). `configuration` was made
    /// with ``PlaidLegacyLinkKit/PLKConfiguration/init(linkToken:)``.
    func makeLinkViewController(
        linkToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController

    /// Mirrors `initWithLinkToken:oauthStateId:configuration:delegate:` (OAuth re-entry). ProviderKit
    /// passes the same link token and the same ``PlaidLegacyLinkKit/PLKConfiguration/oauthNonce`` the login started with.
    func makeLinkViewController(
        linkToken: String, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController
}
