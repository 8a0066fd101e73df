import Foundation
import ProviderKit
@testable import ProviderKitMeld

/// The invariants of one decision of the Meld engine, shared by the message and navigation
/// targets: at most one outcome per reaction; no output shows the widget's connect token; no
/// diagnostic shows a planted secret, and no event or outcome one the input holds as a secret;
/// an external URL is https with a host and no user info; a reload goes to the widget's host.
public enum MeldReactionCheck {
    /// Checks `reaction` against `oracle` and the connect token as `input` holds it.
    package static func check(_ reaction: MeldReaction, oracle: PlantedSecretOracle, input: String, target: String) {
        let token = KnownSecret(MeldFuzzSettings.connectTokenSecretPart, input: input)
        var outcomes = 0
        for output in reaction.outputs {
            switch output {
            case .diagnostic(let diagnostic):
                oracle.check(diagnostic.description, diagnostic: true, target, "a diagnostic")
                token.check(diagnostic.description, target, "a diagnostic")
            case .event(let event):
                check(record: event, oracle: oracle, token: token, target: target)
                token.check(JSONWriter.string(event.metadata.revealed()), target, "event metadata")
            case .succeeded(let success):
                outcomes += 1
                check(record: success, oracle: oracle, token: token, target: target)
            case .exited(let exit):
                outcomes += 1
                check(record: exit, oracle: oracle, token: token, target: target)
            case .loaded, .closeWidget, .closeWidgetAfterGracePeriod:
                break
            }
        }
        FuzzCheck.expect(outcomes <= 1, target, "\(outcomes) outcomes from one input")
        token.check(reaction.decision.description, target, "the decision's description")
        switch reaction.decision {
        case .openExternal(let url):
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            FuzzCheck.expect(components?.scheme?.lowercased() == "https", target, "opened a non-https URL externally")
            FuzzCheck.expect(components?.host?.isEmpty == false, target, "opened a URL without a host externally")
            FuzzCheck.expect(
                components?.user == nil && components?.password == nil, target, "opened a URL with user info externally")
        case .load(let url):
            FuzzCheck.expect(
                url.host?.lowercased() == MeldFuzzSettings.engine.settings.widgetHost, target,
                "reloaded something other than the widget")
        default:
            break
        }
    }

    private static func check(record: some LinkRecord, oracle: PlantedSecretOracle, token: KnownSecret, target: String) {
        guard let text = try? record.wireText(revealingSecrets: false) else {
            FuzzCheck.violation(target, "a record that does not encode")
        }
        oracle.check(text, diagnostic: false, target, "a record")
        token.check(text, target, "a record")
    }
}
