import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox

/// Every diagnostic about an XML Info.plist has a position inside the text, and none shows a
/// planted secret, for the planted-secret plist and every malformed copy of it; finding
/// positions is linear in the text.
@Suite struct PlistDiagnosticLocationTests {
    @Test func everyDiagnosticOfEveryMalformedCopyLiesInsideItsText() async throws {
        let all = InputMutations.variants(of: PlantedSecretFixtures.infoPlist, stride: 7)
        let variants = all.indices.filter { $0 % 2 == 0 }.map { all[$0] }
        #expect(variants.count > 100)
        for variant in variants {
            let diagnostics = PlaidLegacyPlistConfiguration.validate(data: Data(variant.utf8), file: "Info.plist")
            #expect(!diagnostics.isEmpty)
            // Long CPU-bound loops leave the (two-thread) cooperative pool to other tests' tasks.
            await Task.yield()
            for diagnostic in diagnostics {
                let position = try #require(diagnostic.position, "\(diagnostic) has no position")
                #expect(position.lies(in: variant), "\(diagnostic) points outside the text")
                #expect(PlantedSecret.leaks(in: diagnostic.description + diagnostic.path).isEmpty, "\(diagnostic)")
            }
        }
    }

    /// Old-style property lists of white space alone parse as an empty dictionary: the
    /// diagnostic about the missing configuration points at the text's first character.
    @Test(arguments: [" ", "\n", "\t\n", "  \n\n ", "\r\n"])
    func emptyOldStylePlistsAreLocatedAtTheirStart(text: String) throws {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(data: Data(text.utf8), file: "Info.plist")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .missingKey)
        let position = try #require(diagnostic.position, "\(diagnostic) has no position")
        #expect(position.line == 1 && position.column == 1)
        #expect(position.lies(in: text))
    }

    /// The input that ran past the fuzzer's time limit: thousands of unknown products on one
    /// line made the old locator search the line again for every one (cubic time).
    @Test func thousandsOfProblemsOnOneLineAreLocatedInOnePass() throws {
        let count = 3000
        let products = (0..<count).map { "<string>x\($0)</string>" }.joined()
        let text =
            "<plist><dict><key>PLKPlaidLinkConfiguration</key><dict><key>clientName</key><string>A</string>"
            + "<key>key</key><string>k</string><key>env</key><string>sandbox</string><key>product</key><array>"
            + products + "</array></dict></dict></plist>"
        let diagnostics = PlaidLegacyPlistConfiguration.validate(data: Data(text.utf8))
        #expect(diagnostics.count == count)
        let last = try #require(diagnostics.last)
        #expect(last.path == "PLKPlaidLinkConfiguration.product[\(count - 1)]")
        let offset = try #require(text.range(of: "<string>x\(count - 1)<"))
        #expect(last.position == SourcePosition(line: 1, column: text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: offset.lowerBound) + 1))
    }

    @Test func foundationsParseErrorsAreWordedWithoutInputAndLocatedInRange() throws {
        let secret = PlantedSecret.password.value
        let texts = [
            "<plist><dict><key>a</key><\(secret)>", "<plist><dict><key>a</key><integer>\(secret)</integer></dict></plist>\n\n\n",
            "<plist><dict><key>a</key><string>x</strin></dict></plist>",
        ]
        for text in texts {
            let diagnostic = try #require(PlaidLegacyPlistConfiguration.validate(data: Data(text.utf8)).first)
            #expect(diagnostic.message.hasPrefix("not a valid property list"))
            #expect(!PlantedSecret.password.leaks(in: diagnostic.message))
            #expect(try #require(diagnostic.position).lies(in: text))
        }
    }
}
