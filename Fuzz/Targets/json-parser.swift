import FuzzSupport
import Foundation
@testable import ProviderKit

/// The core JSON parser (configuration files, transcripts, vendor payloads): a syntax error
/// points inside the text and quotes nothing of it; a parsed value writes back to the same
/// value; every recorded key and value position lies inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "json-parser"
    let text = FuzzInput.text(data, size)
    let oracle = PlantedSecretOracle(input: text, units: [text]) { _ in nil }
    do {
        let value = try LinkJSONValue(parsing: text)
        let written = JSONWriter.string(value)
        let again = try? LinkJSONValue(parsing: written)
        FuzzCheck.expect(again == value, target, "the written value parses back differently: \(written.prefix(300))")
        let document = try JSONDocument(parsing: text)
        for position in Array(document.valuePositions.values) + Array(document.keyPositions.values) {
            FuzzCheck.expect(position.lies(in: text), target, "recorded position \(position) outside the text")
        }
    } catch {
        FuzzCheck.expect(error.position.lies(in: text), target, "syntax error at \(error.position) outside the text")
        // The parser quotes no input: every planted secret, shaped or not, stays out of its messages.
        oracle.check(error.message, diagnostic: true, target, "a syntax error")
        do {
            _ = try JSONDocument(parsing: text)
            FuzzCheck.violation(target, "the document parser accepted what the value parser refused")
        } catch {
            FuzzCheck.expect(error.position.lies(in: text), target, "document syntax error outside the text")
        }
    }
    return 0
}
