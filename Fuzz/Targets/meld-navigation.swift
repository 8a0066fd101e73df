import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitMeld

/// The Meld engine's navigation decisions. The first byte picks what the web view reported (a
/// navigation in the root or the popup, a universal link, a popup request from the root or the
/// popup); the rest is the URL text. Invariants: see `MeldReactionCheck` (https-only external
/// opens without user info, reloads only of the widget, one outcome at most, no token shown),
/// and the byte-level fast path agrees with the full rules wherever it answers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "meld-navigation"
    guard size > 0 else { return 0 }
    let mode = data[0] % 5
    let text = FuzzInput.text(data + 1, size - 1)
    let oracle = PlantedSecretOracle(input: text, units: [text]) { PlantedSecretOracle.split($0, underSecret: false) }
    FuzzInput.onMainActor {
        let engine = MeldFuzzSettings.engine
        let reaction: MeldReaction
        switch mode {
        case 0: reaction = engine.navigation(text, in: .root)
        case 1: reaction = engine.navigation(text, in: .popup)
        case 2: reaction = engine.universalLink(text)
        case 3: reaction = engine.popup(text, from: .root)
        default: reaction = engine.popup(text, from: .popup)
        }
        MeldReactionCheck.check(reaction, oracle: oracle, input: text, target: target)
        // The byte-level fast path answers only what the full rules answer the same way.
        // Events made on either path carry the time they were made, so times are set equal first.
        if let fast = engine.fastNavigation(text) {
            for window in [MeldWindow.root, .popup] {
                let full = engine.scrubbed(engine.decideNavigation(text, in: window))
                FuzzCheck.expect(
                    timeless(fast) == timeless(full), target,
                    "the navigation fast path disagrees with the rules in the \(window.rawValue) web view")
            }
        }
    }
    return 0
}

/// `reaction` with every event's timestamp set to one date.
private func timeless(_ reaction: MeldReaction) -> MeldReaction {
    var reaction = reaction
    for index in reaction.outputs.indices {
        if case .event(var event) = reaction.outputs[index] {
            event.timestamp = Date(timeIntervalSince1970: 0)
            reaction.outputs[index] = .event(event)
        }
    }
    return reaction
}
