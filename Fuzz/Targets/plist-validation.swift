import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox

/// LinkKit 1.x Info.plist validation (XML, binary and old-style property lists): for text every
/// diagnostic has a position inside it; no diagnostic shows a planted secret; finding positions
/// is linear (the input that once ran past the time limit is in the seeds); a binary property
/// list that describes more values than the limit once shared references are expanded (counted
/// independently, by `PlistExpandedCount`) is refused naming the limit, and one within it is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "plist-validation"
    let bytes = FuzzInput.data(data, size)
    let text = String(data: bytes, encoding: .utf8).flatMap { $0.hasPrefix("bplist") ? nil : $0 }
    let expanded = PlistExpandedCount.measure(Array(bytes))
    let describesTooMuch = expanded.map { $0.count > PropertyListBudget.maximumValueCount } ?? false
    // Foundation on Linux crashes bridging a set of containers: such input gets no reference parse.
    let unusualShape = expanded?.unusualShape ?? false
    let oracle = PlantedSecretOracle(input: String(decoding: bytes, as: UTF8.self), units: [""]) { _ in
        // A reference parse of a bomb would never end: such input is judged without one.
        describesTooMuch || unusualShape ? nil : (try? PropertyListSerialization.propertyList(from: bytes, options: [], format: nil))
            .map { PlantedSecretOracle.strings(ofPropertyList: $0) }
    }
    let diagnostics = PlaidLegacyPlistConfiguration.validate(data: bytes, file: "Info.plist")
    if let expanded, expanded.height < PropertyListBudget.maximumDepth {
        let refusedForCount = diagnostics.contains { $0.message.contains("values once shared references are expanded") }
        let refusedForShape = diagnostics.contains { $0.message.contains("a set or a dictionary key that is not a string") }
        FuzzCheck.expect(
            describesTooMuch ? refusedForCount || refusedForShape : !refusedForCount, target,
            "\(expanded.count) values after expansion, refused for the value limit: \(refusedForCount)")
    }
    for diagnostic in diagnostics {
        if let text {
            guard let position = diagnostic.position else {
                FuzzCheck.violation(target, "a diagnostic about text without a position: \(diagnostic)")
            }
            FuzzCheck.expect(position.lies(in: text), target, "diagnostic at \(position) outside the text: \(diagnostic)")
        }
        oracle.check(diagnostic.description + "\n" + diagnostic.path, diagnostic: true, target, "a diagnostic")
    }
    return 0
}
