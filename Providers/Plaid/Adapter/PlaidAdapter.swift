import Foundation
import ProviderKit

/// The Plaid Link adapter for LinkKit 7 (`"adapter": "plaid"`).
///
/// Create it with a ``PlaidLinkKitDriver``: the real LinkKit 7 conformed by the app (see
/// `docs/providers/plaid.md`). `ProviderKitPlaidSandbox` has drivers for offline runs and tests.
///
/// Entry options: `mode` (`link`, the default; `layer`; `headless`; `embedded`). The entry's
/// `redirectURI` must be the https universal link registered with Plaid and set on the link token.
/// Layer submission data comes from ``/ProviderKit/LinkRequest/parameters`` (see `PlaidLayerParameters`).
public struct PlaidAdapter: LinkAdapter {
    /// The adapter's descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    /// The descriptor, without an instance.
    package static let descriptor = AdapterDescriptor(
        name: "plaid", displayName: "Plaid Link (LinkKit 7)", requiresRedirectURI: true,
        options: [
            AdapterOption(
                "mode", .string,
                summary:
                    "LinkKit 7 product to run: \"link\" (default), \"layer\" (phone number from the request's parameters), \"headless\" or \"embedded\" (Embedded Institution Search).")
        ],
        errorTable: PlaidErrorMapping.table,
        eventTable: PlaidEventMapping.table,
        updateSupport: .supported(
            "Update mode: your server creates the link token for the Item (/link/token/create with its access_token); nothing else changes on the device. A warning diagnostic says when LinkKit's OPEN event reports is_update_mode other than true."
        ))

    /// The LinkKit 7 driver sessions are created with.
    public let driver: any PlaidLinkKitDriver
    /// How long, in seconds, the flow waits after LinkKit's UI goes away (or `onExit`/`HANDOFF`)
    /// for trailing callbacks before ending.
    public let dismissalGracePeriod: TimeInterval

    /// The mode used when the entry sets no `mode`.
    public let defaultMode: PlaidMode

    /// Creates the adapter.
    public init(
        driver: any PlaidLinkKitDriver, defaultMode: PlaidMode = .link, dismissalGracePeriod: TimeInterval = 0.3
    ) {
        self.driver = driver
        self.defaultMode = defaultMode
        self.dismissalGracePeriod = dismissalGracePeriod
    }

    /// Checks the `mode` option.
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        guard let value = entry.options["mode"] else { return [] }
        guard let text = value.stringValue, PlaidMode(rawValue: text) != nil else {
            return [.error("mode", PlaidMode.invalidModeMessage(value))]
        }
        return []
    }

    /// Creates the flow after LinkKit's own token checks.
    ///
    /// - Throws: ``/ProviderKit/LinkError/Code/invalidLinkToken`` when the token does not start with `link-` or
    ///   names an environment other than `production` or `sandbox`; ``/ProviderKit/LinkError/Code/configuration``
    ///   for an unknown `mode`.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        _ = try PlaidTokenCheck.environment(of: request.token)
        let mode = try PlaidMode.from(entry: entry, default: defaultMode)
        return PlaidLinkFlow(
            driver: driver, token: request.token, mode: mode, submission: PlaidLayerParameters.submission(from: request),
            redirectURI: entry.redirectURI, purpose: request.purpose, grace: dismissalGracePeriod)
    }
}
