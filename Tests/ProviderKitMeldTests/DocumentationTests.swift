import Foundation
import Testing
import ProviderKitMeldSandbox
import ProviderKitTesting

/// docs/providers/meld.md explains the app-to-app OAuth set-up. (That it shows MeldWKWebViewHost.swift
/// verbatim is checked for every doc by DocumentationIncludeTests in ProviderKitTests.)
@Suite("Documentation")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theDocExplainsTheAppSiteAssociation() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/providers/meld.md"), encoding: .utf8)
        #expect(doc.contains("apple-app-site-association"))
        #expect(doc.contains("\"applinks\""))
    }
}
