import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitCLI

/// Configuration validation with every built-in adapter's own checks: every diagnostic has a
/// position inside the text, none shows a planted secret (shaped secrets never, plain ones only
/// where the file shows them outside a secret-named key), and a valid configuration's active
/// entry and fallbacks exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "config-validation"
    let text = FuzzInput.text(data, size)
    let oracle = PlantedSecretOracle(input: text, units: [text]) { unit in
        (try? LinkJSONValue(parsing: unit)).map(PlantedSecretOracle.strings(of:))
    }
    FuzzInput.onMainActor {
        let result = ConfigValidator(registry: BuiltInAdapters.sandboxRegistry()).validate(text: text, file: "fuzz.json")
        for diagnostic in result.diagnostics {
            guard let position = diagnostic.position else {
                FuzzCheck.violation(target, "a diagnostic without a position: \(diagnostic)")
            }
            FuzzCheck.expect(position.lies(in: text), target, "diagnostic at \(position) outside the text: \(diagnostic)")
            oracle.check(diagnostic.description + "\n" + diagnostic.path, diagnostic: true, target, "a diagnostic")
        }
        if let configuration = result.configuration {
            FuzzCheck.expect(
                configuration.entries[configuration.activeEntryName] != nil, target, "the active entry does not exist")
            for name in configuration.fallbackEntryNames {
                FuzzCheck.expect(configuration.entries[name] != nil, target, "fallback \(name) does not exist")
            }
        }
    }
    return 0
}
