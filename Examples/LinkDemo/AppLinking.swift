import Foundation
import ProviderKit

/// Everything the app needs to link accounts, made once at launch: the adapters, the
/// configuration file that picks the provider, the server seam, and the fallback question.
@MainActor
final class AppLinking {
    /// Runs journeys, finds interrupted ones, routes universal links.
    let coordinator: LinkJourneyCoordinator
    /// The app's server (a fake one on the sandbox).
    let server: any LinkServer
    /// Asks the user before continuing with another provider.
    let fallbackQuestion: FallbackQuestion

    private init(coordinator: LinkJourneyCoordinator, server: any LinkServer, fallbackQuestion: FallbackQuestion) {
        self.coordinator = coordinator
        self.server = server
        self.fallbackQuestion = fallbackQuestion
    }

    /// Reads `providers.json` from the app bundle and wires the adapters of this build.
    ///
    /// - Throws: `ConfigurationError` when the file is invalid (with key path and line), `LinkError`
    ///   when it is missing from the bundle or the sandbox cannot play the chosen scenario.
    static func make(bundle: Bundle = .main) throws -> AppLinking {
        guard let url = bundle.url(forResource: "providers", withExtension: "json") else {
            throw LinkError.configuration("providers.json is not in the app bundle: add it to the target's resources")
        }
        let adapters = try DemoAdapters.make()
        let configuration = try ProviderConfiguration(contentsOf: url, registry: adapters.registry)
        let question = FallbackQuestion()
        let coordinator = LinkJourneyCoordinator(
            configuration: configuration, registry: adapters.registry,
            tokenProvider: ServerTokenProvider(server: adapters.server),
            fallbackPolicy: .ask { offer in await question.ask(offer) })
        return AppLinking(coordinator: coordinator, server: adapters.server, fallbackQuestion: question)
    }
}
