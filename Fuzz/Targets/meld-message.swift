import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitMeld

/// Meld's `[meld-connect]` message parsing and the engine's decisions about messages. The input
/// is the handler name, a line break, the frame's origin (empty for none), a line break, then the
/// message body. Invariants: see `MeldReactionCheck`; a parse error quotes nothing of the body
/// but its type.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "meld-message"
    let text = FuzzInput.text(data, size)
    let parts = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let handler = parts.count > 1 ? parts[0] : "meldMessageHandler"
    let origin = parts.count > 2 && !parts[1].isEmpty ? parts[1] : nil
    let body = parts.last ?? ""
    let oracle = PlantedSecretOracle(input: text, units: [handler, origin ?? "", body]) { unit in
        if unit == handler { return [(unit, false)] }
        if unit == origin { return PlantedSecretOracle.split(unit, underSecret: false) }
        return MeldMessageStrings.strings(ofBody: unit)
    }
    do {
        _ = try MeldConnectMessage(parsing: body)
    } catch {
        oracle.check(error.message, diagnostic: true, target, "a parse error")
    }
    FuzzInput.onMainActor {
        let reaction = MeldFuzzSettings.engine.message(MeldScriptMessage(handlerName: handler, body: .string(body), origin: origin))
        MeldReactionCheck.check(reaction, oracle: oracle, input: text, target: target)
    }
    return 0
}
