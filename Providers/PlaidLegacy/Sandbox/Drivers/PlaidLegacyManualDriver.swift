import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// A ``/ProviderKitPlaidLegacy/PlaidLegacyDriver`` driven by hand, for tests and the conformance suite: its controllers do
/// nothing by themselves; a test makes them call their (weak) delegate the way LinkKit 1.x would.
///
/// ```swift
/// let driver = PlaidLegacyManualDriver()
/// let session = LinkSession(provider: "plaid-legacy", flow: try PlaidLegacyAdapter(driver: driver).makeFlow(…))
/// session.open()
/// driver.lastController?.exit(error: nil, metadata: ["status": NSNull()])
/// ```
@MainActor
public final class PlaidLegacyManualDriver: PlaidLegacyDriver {
    /// Returned by `sharedConfiguration`; `nil` makes `initWithDelegate:` impossible.
    public var sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration?
    /// When set, every `make…` throws it (LinkKit's exception for bad arguments).
    public var creationError: (any Error)?
    /// Every controller created, in order.
    public private(set) var controllers: [PlaidLegacyManualLinkViewController] = []
    /// The tokens, state ids and nonces the driver received, in order (tests check re-entry with them).
    public private(set) var calls: [Call] = []

    /// One initializer call.
    public struct Call: Sendable, Hashable {
        /// The Objective-C selector.
        public let selector: String
        /// The token (or institution id) passed, if any. A ``/ProviderKit/Secret``, so a dump of a session never shows it.
        public let token: Secret?
        /// The OAuth state id passed, if any.
        public let oauthStateId: String?
        /// The configuration passed, if any.
        public let configuration: PlaidLegacyLinkKit.PLKConfiguration?
    }

    /// Creates a driver, with a sandbox public-key shared configuration unless told otherwise.
    public init(
        sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration? = PlaidLegacyLinkKit.PLKConfiguration(
            key: "manual-public-key", env: .sandbox, product: .auth)
    ) {
        self.sharedConfiguration = sharedConfiguration
    }

    /// The most recent controller.
    public var lastController: PlaidLegacyManualLinkViewController? { controllers.last }

    private func make(
        _ selector: String, token: String? = nil, oauthStateId: String? = nil, configuration: PlaidLegacyLinkKit.PLKConfiguration?,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        calls.append(
            Call(
                selector: selector, token: token.map(Secret.init), oauthStateId: oauthStateId,
                configuration: configuration))
        if let creationError { throw creationError }
        let controller = PlaidLegacyManualLinkViewController(selector: selector, delegate: delegate)
        controllers.append(controller)
        return controller
    }

    /// `initWithDelegate:`.
    public func makeLinkViewController(delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    { try make("initWithDelegate:", configuration: sharedConfiguration, delegate: delegate) }

    /// `initWithConfiguration:delegate:`.
    public func makeLinkViewController(configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate)
        throws -> any PlaidLegacyLinkViewController
    { try make("initWithConfiguration:delegate:", configuration: configuration, delegate: delegate) }

    /// `initWithInstitution:delegate:`.
    public func makeLinkViewController(institution: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        try make(
            "initWithInstitution:delegate:", token: institution, configuration: sharedConfiguration, delegate: delegate)
    }

    /// `initWithInstitution:configuration:delegate:`.
    public func makeLinkViewController(
        institution: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try make(
            "initWithInstitution:configuration:delegate:", token: institution, configuration: configuration,
            delegate: delegate)
    }

    /// `initWithPublicToken:delegate:`.
    public func makeLinkViewController(publicToken: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        try make(
            "initWithPublicToken:delegate:", token: publicToken, configuration: sharedConfiguration, delegate: delegate)
    }

    /// `initWithPublicToken:configuration:delegate:`.
    public func makeLinkViewController(
        publicToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try make(
            "initWithPublicToken:configuration:delegate:", token: publicToken, configuration: configuration,
            delegate: delegate)
    }

    /// `initWithLinkToken:configuration:delegate:`.
    public func makeLinkViewController(
        linkToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try make(
            "initWithLinkToken:configuration:delegate:", token: linkToken, configuration: configuration,
            delegate: delegate)
    }

    /// `initWithLinkToken:oauthStateId:configuration:delegate:`.
    public func makeLinkViewController(
        linkToken: String, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try make(
            "initWithLinkToken:oauthStateId:configuration:delegate:", token: linkToken, oauthStateId: oauthStateId,
            configuration: configuration, delegate: delegate)
    }
}
