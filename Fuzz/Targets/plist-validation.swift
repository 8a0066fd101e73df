import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox

/// LinkKit 1.x Info.plist validation (XML, binary and old-style property lists): for text every
/// diagnostic has a position inside it; no diagnostic shows a planted secret; finding positions
/// is linear (the input that once ran past the time limit is in the seeds).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "plist-validation"
    let bytes = FuzzInput.data(data, size)
    let text = String(data: bytes, encoding: .utf8).flatMap { $0.hasPrefix("bplist") ? nil : $0 }
    let oracle = PlantedSecretOracle(input: String(decoding: bytes, as: UTF8.self), units: [""]) { _ in
        (try? PropertyListSerialization.propertyList(from: bytes, options: [], format: nil))
            .map { PlantedSecretOracle.strings(ofPropertyList: $0) }
    }
    for diagnostic in PlaidLegacyPlistConfiguration.validate(data: bytes, file: "Info.plist") {
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
