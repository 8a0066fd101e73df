import Foundation
import Testing
import ProviderKitMeldSandbox
import ProviderKitTesting

/// docs/providers/meld.md shows the WKWebView glue in full; it must stay the code that ships.
@Suite("Documentation")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theDocShowsTheWKWebViewHostVerbatim() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Providers/Meld/Adapter/Driver/MeldWKWebViewHost.swift"), encoding: .utf8)
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/providers/meld.md"), encoding: .utf8)
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(doc.contains("```swift\n" + trimmed + "\n```"), "docs/providers/meld.md §5 differs from MeldWKWebViewHost.swift")
        #expect(doc.contains("apple-app-site-association"))
        #expect(doc.contains("\"applinks\""))
    }
}
