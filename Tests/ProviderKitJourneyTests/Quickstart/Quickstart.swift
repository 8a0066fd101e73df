// The README's quickstart, compiled (and run, in QuickstartTests) by `swift test`. Between the
// markers, this file is the README's Swift block, character for character: ReadmeQuickstartTests
// fails when they differ.
import Foundation

/// Your app's own API client (not part of ProviderKit), as the quickstart uses it. Its
/// `createLinkRequest` turns the server's answer into a `LinkRequest`: the vendor's token, plus
/// for Meld the connection id (`MeldConnectStartResponse.linkRequest`).
protocol AppServerAPI: Sendable {
    func createLinkRequest(adapter: String, updating connectionID: String?, institution: String?) async throws
        -> LinkRequest
    func finishLink(_ successJSON: Data) async throws
}

/// Your app's own screens (not part of ProviderKit), as the quickstart uses them.
@MainActor
protocol LinkScreens {
    func offerRetry(_ exit: LinkExit)
    func offerUpdate(_ exit: LinkExit)
    func offerAnotherBank(_ exit: LinkExit)
    func showSupport(_ exit: LinkExit)
}

// README quickstart begins
import ProviderKit
import ProviderKitMeld
import ProviderKitPlaid

/// 1. The one place the app asks your server for a link token.
struct ServerTokens: LinkTokenProvider {
    let api: any AppServerAPI

    func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
        try await api.createLinkRequest(
            adapter: context.adapterName,  // plaid, meld, …: which vendor's token to create
            updating: context.purpose.connection?.id,  // an existing connection (update mode), or nil
            institution: context.institutionHint?.id)  // the bank already picked, to skip the picker
    }
}

/// 2. At launch, before the app handles universal links: the adapters you ship, the configuration
/// file, one coordinator. (`plaid` is `LinkKitDriver()` from Glue/Plaid, `meld` is `MeldWKWebViewDriver()`.)
@MainActor
func makeLinking(
    api: any AppServerAPI, plaid: any PlaidLinkKitDriver, meld: any MeldWebViewDriver, configuration url: URL
) throws -> LinkJourneyCoordinator {
    var registry = ProviderRegistry()
    registry.register(PlaidAdapter(driver: plaid))
    registry.register(MeldAdapter(driver: meld))
    let configuration = try ProviderConfiguration(contentsOf: url, registry: registry)
    return LinkJourneyCoordinator(
        configuration: configuration, registry: registry, tokenProvider: ServerTokens(api: api),
        fallbackPolicy: .automatic)  // or .never, or .ask { offer in … } to show a sheet first
}

/// 3. When the user taps "Link account": one call, then one switch on the one final outcome.
@MainActor
func linkAccount(
    with linking: LinkJourneyCoordinator, api: any AppServerAPI, screens: any LinkScreens,
    from presentation: LinkPresentation
) async throws {
    let result = try await linking.runJourney(from: presentation)
    switch result.outcome {
    case .success(let success):
        try await api.finishLink(try success.jsonRevealingSecrets())  // tokens in clear only here, over TLS
    case .exit(let exit):
        switch exit.recovery {
        case nil: break  // the user closed the flow
        case .retry?, .retryLater?: screens.offerRetry(exit)  // bank down (fallbacks already tried), or app killed mid-journey
        case .relink?: screens.offerUpdate(exit)  // then runJourney(.update(connection)) for that connection
        case .chooseAnotherInstitution?: screens.offerAnotherBank(exit)  // bank not supported (fallbacks already tried)
        case .fixConfiguration?, .contactSupport?, .noAction?: screens.showSupport(exit)
        }
    }
}

// In the scene delegate: `if linking.handleUniversalLink(url) { return }` routes OAuth returns.
// README quickstart ends
