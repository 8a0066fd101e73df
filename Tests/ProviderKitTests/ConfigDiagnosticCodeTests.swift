import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// An adapter with closed-set options and a rule of its own with a code of its own.
private struct RegionAdapter: LinkAdapter {
    let descriptor = AdapterDescriptor(
        name: "region", displayName: "Region Bank", requiresRedirectURI: false,
        options: [
            AdapterOption("region", .string, allowedValues: ["us", "eu"], summary: "The region."),
            AdapterOption("products", .stringOrArray, allowedValues: ["auth", "transactions"], summary: "Products."),
            AdapterOption("sandbox", .bool, summary: "Sandbox mode.").restricted(to: [false], reason: "this build has no sandbox"),
            AdapterOption("label", .string, summary: "A label."),
        ],
        errorTable: ErrorMappingTable(adapterName: "region", rules: []),
        eventTable: EventMappingTable(adapterName: "region", rules: []))

    func validate(entry: ProviderEntry) -> [ConfigIssue] {
        entry.string("label") == "forbidden" ? [.warning("label", "that label is reserved", code: "region.reservedLabel")] : []
    }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("not in tests")
    }
}

@Suite struct ConfigDiagnosticCodeTests {
    static let registry = ProviderRegistry([ScriptedAdapter(), RegionAdapter()])

    /// `{"version":1,"provider":"a","providers":{"a":{"adapter":"region", <entry>}}}` with the top
    /// level's other members replaced by `top` when given.
    static func text(entry: String = "", top: String? = nil) -> String {
        let providers = #""providers": {"a": {"adapter": "region"\#(entry.isEmpty ? "" : ", " + entry)}, "b": {"adapter": "scripted"}}"#
        return "{" + (top ?? #""version": 1, "provider": "a""#) + ", " + providers + "}"
    }

    /// Every kind of problem the core reports, with its code, severity and path.
    @Test(arguments: [
        ("{", "", "config.malformed", "error"),
        ("[]", "", "config.wrongType", "error"),
        (text(top: #""provider": "a""#), "version", "config.missingKey", "error"),
        (text(top: #""version": 3, "provider": "a""#), "version", "config.unsupportedVersion", "error"),
        (text(top: #""version": 1"#), "provider", "config.missingKey", "error"),
        (text(top: #""version": 1, "provider": 1"#), "provider", "config.wrongType", "error"),
        (text(top: #""version": 1, "provider": "c""#), "provider", "config.unknownEntry", "error"),
        (text(top: #""version": 1, "provider": "a", "fallbacks": "b""#), "fallbacks", "config.wrongType", "error"),
        (text(top: #""version": 1, "provider": "a", "fallbacks": [2]"#), "fallbacks[0]", "config.wrongType", "error"),
        (text(top: #""version": 1, "provider": "a", "fallbacks": ["c"]"#), "fallbacks[0]", "config.unknownEntry", "error"),
        (text(top: #""version": 1, "provider": "a", "fallbacks": ["a"]"#), "fallbacks[0]", "config.redundantFallback", "warning"),
        (text(top: #""version": 1, "provider": "a", "fallbacks": ["b", "b"]"#), "fallbacks[1]", "config.duplicateFallback", "warning"),
        (text(top: #""version": 1, "provider": "a", "routes": 1"#), "routes", "config.wrongType", "error"),
        (text(top: #""version": 1, "provider": "a", "routes": {"ins_1": 2}"#), "routes.ins_1", "config.wrongType", "error"),
        (text(top: #""version": 1, "provider": "a", "routes": {"ins_1": "c"}"#), "routes.ins_1", "config.unknownEntry", "error"),
        (text(top: #""version": 1, "provider": "a", "routes": {" ": "a"}"#), "routes. ", "config.invalidValue", "error"),
        (text(top: #""version": 1, "provider": "a", "colour": 1"#), "colour", "config.unknownKey", "error"),
        (text(top: #""version": 1, "provider": "a", "apiKey": "k""#), "apiKey", "config.serverSecret", "error"),
        (#"{"version": 1, "provider": "a"}"#, "providers", "config.missingKey", "error"),
        (#"{"version": 1, "provider": "a", "providers": {}}"#, "providers", "config.invalidValue", "error"),
        (#"{"version": 1, "provider": "a", "providers": []}"#, "providers", "config.wrongType", "error"),
        (#"{"version": 1, "provider": "a", "providers": {"a": 1}}"#, "providers.a", "config.wrongType", "error"),
        (#"{"version": 1, "provider": "a", "providers": {"a": {}}}"#, "providers.a", "config.missingKey", "error"),
        (#"{"version": 1, "provider": "a", "providers": {"a": {"adapter": 1}}}"#, "providers.a.adapter", "config.wrongType", "error"),
        (#"{"version": 1, "provider": "a", "providers": {"a": {"adapter": "regoin"}}}"#, "providers.a.adapter", "config.unknownAdapter", "error"),
        (text(entry: #""redirectURI": 1"#), "providers.a.redirectURI", "config.wrongType", "error"),
        (text(entry: #""redirectURI": "http://a.example.com/x""#), "providers.a.redirectURI", "config.invalidRedirectURI", "error"),
        (text(entry: #""regoin": "us""#), "providers.a.regoin", "config.unknownKey", "error"),
        (text(entry: #""region": 1"#), "providers.a.region", "config.wrongType", "error"),
        (text(entry: #""region": "uk""#), "providers.a.region", "config.disallowedValue", "error"),
        (text(entry: #""products": ["auth", "identity"]"#), "providers.a.products", "config.disallowedValue", "error"),
        (text(entry: #""sandbox": true"#), "providers.a.sandbox", "config.disallowedValue", "error"),
        (text(entry: #""label": "forbidden""#), "providers.a.label", "region.reservedLabel", "warning"),
    ])
    func everyProblemHasItsCode(text: String, path: String, code: String, severity: String) throws {
        // Exactly one diagnostic at the path (a missing `providers` also makes `provider` name no entry).
        let diagnostics = ConfigValidator(registry: Self.registry).validate(text: text).diagnostics
        let atPath = diagnostics.filter { $0.path == path }
        #expect(atPath.count == 1, "\(diagnostics.map { "\($0.code) \($0)" })")
        let diagnostic = try #require(atPath.first)
        #expect(diagnostic.code.rawValue == code)
        #expect(diagnostic.severity.rawValue == severity)
    }

    @Test func missingRedirectURIAndRequiredOptionsHaveTheirCodes() {
        let diagnostics = ConfigValidator(registry: testRegistry()).validate(
            text: #"{"version": 1, "provider": "b", "providers": {"b": {"adapter": "oauthbank"}}}"#
        ).diagnostics
        #expect(Set(diagnostics.map(\.code)) == [.missingRedirectURI, .missingOption])
    }

    @Test func allowedValuesSayWhatIsAllowedWhatWasFoundAndWhy() throws {
        func message(_ entry: String) throws -> String {
            try #require(ConfigValidator(registry: Self.registry).validate(text: Self.text(entry: entry)).diagnostics.first).message
        }
        #expect(try message(#""region": "ey""#) == #""region" must be "us" or "eu"; found "ey"; did you mean "eu"?"#)
        #expect(try message(#""products": ["auth", "transactoins"]"#) == #""products" must be "auth" or "transactions"; found "transactoins"; did you mean "transactions"?"#)
        #expect(try message(#""products": "identity""#) == #""products" must be "auth" or "transactions"; found "identity""#)
        #expect(try message(#""sandbox": true"#) == #""sandbox" must be false; found true: this build has no sandbox"#)
        let valid = ConfigValidator(registry: Self.registry).validate(
            text: Self.text(entry: #""region": "eu", "products": ["auth"], "sandbox": false"#))
        #expect(valid.diagnostics.isEmpty && valid.isValid)
    }

    @Test func restrictingAnOptionKeepsEverythingElse() {
        let option = AdapterOption("mode", .string, required: true, summary: "s")
        let restricted = option.restricted(to: ["a"], reason: "r")
        #expect(restricted.key == "mode" && restricted.kind == .string && restricted.isRequired && restricted.summary == "s")
        #expect(restricted.allowedValues == ["a"] && restricted.allowedValuesReason == "r")
        #expect(option.allowedValues == nil && option.allowedValuesReason == nil)
    }
}
