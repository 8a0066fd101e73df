import Foundation
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `OrderedJSONWriter.write(diagnostic:)` writes a diagnostic's members straight into bytes; the
/// wire format's `LinkDiagnostic.encode(to:)`, through the generic writer and the tree, is the
/// reference. Every diagnostic of the table, with secrets hidden and revealed, must give the same text.
@Suite struct OrderedJSONWriterDiagnosticTests {
    static let codes: [LinkDiagnostic.Code] = [.malformedInput, .duplicateOutcome, "vendor.custom-code", "", "quote\"d"]
    static let lines: [Int?] = [nil, 0, 1, 33, -1, 999_999_999_999_999, 1_000_000_000_000_000, Int.max, Int.min]

    static var diagnostics: [LinkDiagnostic] {
        var diagnostics: [LinkDiagnostic] = []
        for severity in LinkDiagnostic.Severity.allCases {
            for (index, code) in codes.enumerated() {
                let message = OrderedJSONWriterEventTests.awkwardTexts[index % OrderedJSONWriterEventTests.awkwardTexts.count]
                diagnostics.append(LinkDiagnostic(severity: severity, code: code, message: message ?? "", line: lines[index % lines.count]))
            }
        }
        for line in lines {
            diagnostics.append(LinkDiagnostic(severity: .error, code: .malformedInput, message: "line", line: line))
        }
        for text in OrderedJSONWriterEventTests.awkwardTexts {
            diagnostics.append(LinkDiagnostic(severity: .warning, code: .malformedInput, message: text ?? "", line: nil))
        }
        return diagnostics
    }

    @Test(arguments: [false, true])
    func diagnosticsAreWrittenExactlyAsTheirEncodeWritesThem(reveal: Bool) throws {
        let direct = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let generic = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let diagnostics = Self.diagnostics
        #expect(diagnostics.count > 30)
        for diagnostic in diagnostics {
            direct.write(diagnostic: diagnostic)
            try generic.write(diagnostic)
            let text = String(decoding: direct.bytes, as: UTF8.self)
            #expect(text == String(decoding: generic.bytes, as: UTF8.self))
            #expect(text == (try JSONValueEncoder(userInfo: [.revealSecrets: reveal]).encodeOrderedText(diagnostic)))
        }
    }
}
