import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// An offline LinkKit 7: plays one ``PlaidSandboxScenario`` with Plaid-sandbox institutions and
/// realistic callback sequences, LinkKit's quirks included (`HANDOFF` after `onSuccess`, `EXIT`
/// events on either side of `onExit`, no callback on a swipe-dismiss). It never touches the network.
///
/// Like LinkKit, it refuses malformed tokens at creation with ``/ProviderKitPlaid/PlaidLinkKit/ConfigurationError``, and a
/// session that is deallocated early stops calling back.
@MainActor
public final class PlaidSandboxDriver: PlaidLinkKitDriver {
    /// The scenario every session plays.
    public let scenario: PlaidSandboxScenario

    /// Creates a driver.
    public init(scenario: PlaidSandboxScenario) {
        self.scenario = scenario
    }

    /// A token the sandbox accepts: `link-sandbox-<uuid>`.
    public nonisolated static func makeToken() -> String {
        "link-sandbox-\(UUID().uuidString.lowercased())"
    }

    /// A sandbox link token "created for an Item": LinkKit's `OPEN` event reports update mode
    /// (`is_update_mode` `true`) for it, as Plaid does for a token made with the Item's access token.
    public nonisolated static func makeUpdateToken() -> String {
        "\(updateTokenPrefix)\(UUID().uuidString.lowercased())"
    }

    nonisolated static let updateTokenPrefix = "link-sandbox-update-"

    /// Standard Link.
    public func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .link, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: configuration.onLoad,
            isUpdateMode: configuration.token.hasPrefix(Self.updateTokenPrefix))
    }

    /// Layer.
    public func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .layer, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: nil)
    }

    /// Headless Link.
    public func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .headless, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: configuration.onLoad)
    }

    /// Embedded Institution Search: returns a stand-in view; the simulated user picks a bank shortly after.
    public func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject {
        try Self.check(configuration.token)
        let session = PlaidSandboxSession(
            kind: .embedded, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: nil)
        session.open(using: presentationMethod)
        return session
    }

    static func check(_ token: String) throws {
        if case .failure(let failure) = PlaidTokenCheck.check(token) {
            throw PlaidLinkKit.ConfigurationError.invalidToken(message: failure.message)
        }
    }
}
