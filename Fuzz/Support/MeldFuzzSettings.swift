import Foundation
import ProviderKit
@testable import ProviderKitMeld

/// The Meld session every Meld fuzz target runs: a widget URL whose connect token is a JWT of
/// its own (not one of the ``ProviderKitTesting/PlantedSecret`` canaries), which no output may
/// ever show, because the engine knows it and hides it wherever input echoes it.
public enum MeldFuzzSettings {
    /// The widget URL's connect token.
    public static let connectToken = "eyJhbGciOiJIUzI1NiJ9.eyJ3aWRnZXQiOiJmdXp6MDcifQ.V2lkZ2V0U2lnbmF0dXJlRnV6ejA3"
    /// The part of ``connectToken`` that is secret: its payload and signature. Its header,
    /// `{"alg":"HS256"}`, is the same in every token signed that way, and fuzz input built from the
    /// seeds holds it anyway, so showing it shows nothing.
    public static let connectTokenSecretPart = String(connectToken.drop(while: { $0 != "." }).dropFirst())
    /// The widget URL.
    public static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=\(connectToken)&lang=en"
    /// The app's universal link.
    public static let redirectURI = "https://app.example.com/meld/"
    /// The options `providerkit replay --provider meld` takes.
    public static let replayOptions = ["--widget-url": widgetURL, "--redirect-uri": redirectURI, "--connection-id": "conn-fuzz"]

    /// The engine the message and navigation targets decide with.
    public static let engine: MeldWidgetEngine = {
        do {
            let settings = try MeldWidgetSettings(
                widgetURL: Secret(widgetURL), redirectURI: RedirectURI(checking: redirectURI))
            return MeldWidgetEngine(settings: settings, connectionID: "conn-fuzz")
        } catch {
            FuzzCheck.violation("meld", "the fuzz settings are invalid: \(error)")
        }
    }()
}
