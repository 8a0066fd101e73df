import Foundation
import ProviderKit

/// The Meld bank-linking widget adapter.
///
/// Meld's widget runs in a web view; its navigations and script messages drive the flow. The
/// adapter is a decision engine (`MeldWidgetEngine`) behind a thin web-view host
/// (``MeldWKWebViewHost`` on iOS). Your server calls `POST /bank-linking/connect/start` with the
/// Meld API key and hands the app the response; the app passes its `widgetUrl` as the request
/// token (``MeldConnectStartResponse/linkRequest``).
///
/// Entry options: `appScheme` (default `meldapp`) and `messageHandlerName` (default
/// `meldMessageHandler`); `redirectURI`, the app's https universal link, is required.
public struct MeldAdapter: LinkAdapter {
    /// The adapter's descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    /// The descriptor, without an instance.
    package static let descriptor = AdapterDescriptor(
        name: "meld", displayName: "Meld bank-linking widget", requiresRedirectURI: true,
        options: [
            AdapterOption(
                "appScheme", .string,
                summary: "The app's custom URL scheme the widget signals with, without \"://\" (default \"meldapp\")."),
            AdapterOption(
                "messageHandlerName", .string,
                summary: "The WKScriptMessageHandler name the widget posts to (default \"meldMessageHandler\")."),
        ],
        errorTable: MeldErrorTable.table,
        eventTable: MeldEventTable.table,
        updateSupport: .supported(
            "Repair of an existing connection: LinkConnection.id is Meld's connectionId; your server asks Meld for a widget URL for that connection (UNVERIFIED: Meld's repair request), and the success carries the same connection id."
        ),
        resumeSupport: AdapterResumeSupport(
            redirectQueryItem: MeldWidgetEngine.oauthStateIDName, requestParameter: MeldRequestParameter.oauthStateID,
            summary: "The saved widget URL is loaded again with plaidStateId set to the return's oauth_state_id, as Meld's guide does."))

    /// Creates a host per session.
    public let driver: any MeldWebViewDriver
    /// Used when an entry has no redirect URI (sandbox runs only).
    package let fallbackRedirectURI: RedirectURI?

    /// Creates the adapter with the app's web-view driver (``MeldWKWebViewDriver`` on iOS).
    public init(driver: any MeldWebViewDriver) {
        self.init(driver: driver, fallbackRedirectURI: nil)
    }

    /// Creates the adapter with a redirect URI for entries that have none (sandbox runs only).
    package init(driver: any MeldWebViewDriver, fallbackRedirectURI: RedirectURI?) {
        self.driver = driver
        self.fallbackRedirectURI = fallbackRedirectURI
    }

    /// Checks `appScheme` and `messageHandlerName`.
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        if let scheme = entry.string("appScheme") {
            if let problem = MeldWidgetSettings.problem(appScheme: scheme) {
                issues.append(.error("appScheme", problem))
            } else if MeldWidgetEngine.mxSchemes.contains(scheme.lowercased()) {
                issues.append(.warning("appScheme", "\"\(scheme)\" is one of MX's own schemes, which are always handled; use your app's scheme"))
            }
        }
        if let name = entry.string("messageHandlerName"), let problem = MeldWidgetSettings.problem(messageHandlerName: name) {
            issues.append(.error("messageHandlerName", problem))
        }
        return issues
    }

    /// Validates the widget URL and the entry and creates the flow. Nothing is loaded yet.
    ///
    /// The request must carry the connection id (``MeldConnectStartResponse/linkRequest`` puts it
    /// there), so every success names the connection for your server; an update
    /// (``/ProviderKit/LinkPurpose/update(_:)``) names it through its connection instead.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code `invalidLinkToken` for a widget URL that is
    ///   not https, or `configuration` for a request without a connection id, a missing redirect
    ///   URI or a bad option.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        let engine = try Self.makeEngine(
            request: request, redirectURI: entry.redirectURI ?? fallbackRedirectURI,
            appScheme: entry.string("appScheme"), messageHandlerName: entry.string("messageHandlerName"))
        guard let connectionID = engine.connectionID, !connectionID.isEmpty else {
            throw LinkError.configuration(
                "The Meld request carries no connection id, so a success could not tell your server which connection was made; create the request with MeldConnectStartResponse.linkRequest (from your server's POST /bank-linking/connect/start response, whose \"id\" is the connection id)")
        }
        return MeldWidgetFlow(
            engine: engine, host: driver.makeHost(),
            resumeStateID: request.parameters[MeldRequestParameter.oauthStateID]?.stringValue)
    }

    /// The engine for a request, after checking the widget URL and the settings.
    @MainActor package static func makeEngine(
        request: LinkRequest, redirectURI: RedirectURI?, appScheme: String?, messageHandlerName: String?
    ) throws(LinkError) -> MeldWidgetEngine {
        guard let redirectURI else {
            throw .configuration("The meld adapter needs a redirectURI (the app's https universal link) in its entry")
        }
        do {
            _ = try MeldWidgetSettings.validateWidgetURL(request.token.reveal())
        } catch {
            throw LinkError(code: .invalidLinkToken, message: error.message)
        }
        let settings: MeldWidgetSettings
        do {
            settings = try MeldWidgetSettings(
                widgetURL: request.token, redirectURI: redirectURI,
                appScheme: appScheme ?? MeldWidgetSettings.defaultAppScheme,
                messageHandlerName: messageHandlerName ?? MeldWidgetSettings.defaultMessageHandlerName)
        } catch {
            throw .configuration(error.message)
        }
        // An update (repair) names its connection; an explicit connectionId parameter must agree.
        let parameter = request.parameters[MeldRequestParameter.connectionID]?.stringValue
        let updated = request.purpose.connection?.id
        if let parameter, let updated, parameter != updated {
            throw .configuration(
                "The request repairs the connection \"\(updated)\" but its connectionId parameter names \"\(parameter)\"; pass the same connection")
        }
        return MeldWidgetEngine(settings: settings, connectionID: parameter ?? updated)
    }
}
