import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Per-institution routes (`"routes": {"ins_3": "backup"}`), validated like the rest of the file.
@Suite struct ConfigRoutesTests {
    static func text(routes: String) -> String {
        """
        {
          "version": 1,
          "provider": "main",
          "fallbacks": ["backup"],
          \(routes),
          "providers": {
            "main": { "adapter": "scripted" },
            "backup": { "adapter": "scripted", "label": "second" }
          }
        }
        """
    }

    func validate(_ text: String) -> ConfigValidator.Result {
        ConfigValidator(registry: testRegistry()).validate(text: text, file: "providers.json")
    }

    @Test func validRoutesReachTheConfiguration() throws {
        let result = validate(Self.text(routes: #""routes": { "ins_3": "backup", "robinhood": "main" }"#))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.configuration?.routes == ["ins_3": "backup", "robinhood": "main"])
    }

    @Test func aFileWithoutRoutesHasNone() throws {
        let text = Self.text(routes: #""routes": {}"#).replacingOccurrences(of: "  \"routes\": {},\n", with: "")
        #expect(!text.contains("routes"))
        let result = validate(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.configuration?.routes == [:])
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let routes: String
        let path: String
        let at: String
        let message: String
        var testDescription: String { routes }
    }

    static let bad: [Bad] = [
        Bad(
            routes: #""routes": { "ins_3": "bakup" }"#, path: "routes.ins_3", at: "\"ins_3\"",
            message: "\"bakup\" is not an entry under providers; did you mean \"backup\"?"),
        Bad(
            routes: #""routes": { "ins_3": 7 }"#, path: "routes.ins_3", at: "\"ins_3\"",
            message: "each route must be a string naming an entry; found a number"),
        Bad(
            routes: #""routes": { " ": "main" }"#, path: "routes. ", at: "\" \"",
            message: "a route's institution id cannot be empty; use the id the vendor reports, such as \"ins_3\""),
        Bad(
            routes: #""routes": ["ins_3", "main"]"#, path: "routes", at: "\"routes\"",
            message:
                "\"routes\" must be an object from institution ids to entry names, such as {\"ins_3\": \"meld\"}; found an array"),
        Bad(
            routes: #""route": { "ins_3": "main" }"#, path: "route", at: "\"route\"",
            message: "unknown key \"route\"; did you mean \"routes\"?"),
    ]

    @Test(arguments: bad)
    func aBadRouteIsAnErrorWithItsKeyPathLineAndHint(bad: Bad) throws {
        let text = Self.text(routes: bad.routes)
        let result = validate(text)
        #expect(result.configuration == nil)
        let matching = result.diagnostics.filter { $0.path == bad.path }
        #expect(matching.count == 1, "\(result.diagnostics.map(\.description))")
        let diagnostic = try #require(matching.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == bad.message)
        #expect(diagnostic.file == "providers.json")
        #expect(diagnostic.position == position(of: bad.at, in: text))
        #expect(diagnostic.position?.line == 5)
    }
}
