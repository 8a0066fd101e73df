import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitMeld

/// The Meld engine's navigation decisions. The first byte picks what the web view reported (a
/// navigation in the root or the popup, a universal link, a popup request from the root or the
/// popup); the rest is the URL text. Invariants: see `MeldReactionCheck` (https-only external
/// opens without user info, reloads only of the widget, one outcome at most, no token shown),
/// and a URL `StrictURL` refuses, or whose escapes an independent reading of its raw bytes
/// (`RawEscapes`) cannot decode, is cancelled with a diagnostic, whatever the window.
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
        if !text.isEmpty, mode != 4, (try? StrictURL(reading: text, limit: MeldWidgetEngine.maximumURLBytes)) == nil {
            FuzzCheck.expect(
                reaction.decision == .cancel && reaction.diagnostics.count == 1, target,
                "a URL StrictURL refuses was not cancelled with one diagnostic")
        }
        // Issue 29, class 1, read independently of StrictURL, on the raw bytes: a URL whose
        // escapes do not decode is cancelled with its diagnostic, never allowed, opened or loaded.
        if !text.isEmpty, mode != 4, RawEscapes.areUnreadable(in: text) {
            FuzzCheck.expect(
                reaction.decision == .cancel && !reaction.diagnostics.isEmpty, target,
                "a URL whose escapes do not decode was not cancelled with a diagnostic")
        }
    }
    return 0
}
