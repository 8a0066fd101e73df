import ProviderKit
import SwiftUI

/// The demo app: one `LinkJourneyCoordinator`, made at launch (before any universal link is
/// handled, so OAuth returns for journeys interrupted by the app being killed find them), and
/// every universal link offered to it first.
@main
struct LinkDemoApp: App {
    private let linking: Result<AppLinking, any Error>

    init() {
        linking = Result { try AppLinking.make() }
    }

    var body: some Scene {
        WindowGroup {
            switch linking {
            case .success(let linking):
                AccountsView(linking: linking)
                    .onOpenURL { url in
                        // OAuth returns belong to a live or interrupted journey; anything else is the app's.
                        if linking.coordinator.handleUniversalLink(url) { return }
                        print("Not a link return: \(url)")
                    }
            case .failure(let error):
                // A bad providers.json never crashes: it says which key, where, and what to do.
                Text(verbatim: "providers.json: \(error.localizedDescription)")
            }
        }
    }
}
