import Foundation
import ProviderKit
import ProviderKitTesting

/// A third-party adapter, registered exactly like the built-in ones: it needs a redirect URI,
/// has a required option, options of every kind, and checks of its own.
struct OAuthBankAdapter: LinkAdapter {
    static let name = "oauthbank"

    static let descriptor = AdapterDescriptor(
        name: name, displayName: "OAuth Bank (test)", requiresRedirectURI: true,
        options: [
            AdapterOption("clientName", .string, required: true, summary: "The name shown to users."),
            AdapterOption("countryCodes", .array, summary: "Two-letter country codes."),
            AdapterOption("sandbox", .bool, summary: "Use the vendor's sandbox."),
            AdapterOption("timeout", .number, summary: "Seconds before giving up."),
            AdapterOption("extra", .object, summary: "Vendor-specific settings."),
            AdapterOption("products", .stringOrArray, summary: "One product or several."),
            AdapterOption("anything", .any, summary: "Any value."),
        ],
        errorTable: ErrorMappingTable(
            adapterName: name, rules: [ErrorMappingRule(type: nil, code: "BANK_DOWN", unifiedCode: .institutionUnavailable)]),
        eventTable: EventMappingTable(adapterName: name, rules: [EventMappingRule("OPEN", .opened)]))

    var descriptor: AdapterDescriptor { Self.descriptor }

    func validate(entry: ProviderEntry) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        if let codes = entry.options["countryCodes"]?.arrayValue {
            for (index, code) in codes.enumerated() where code.stringValue?.count != 2 {
                issues.append(.error("countryCodes[\(index)]", "must be a two-letter country code"))
            }
        }
        if entry.bool("sandbox") == true {
            issues.append(.warning("", "sandbox mode is on; never ship it"))
        }
        return issues
    }

    /// Refuses empty tokens before anything reaches the vendor; otherwise a hand-driven flow.
    @MainActor
    func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        guard !request.token.isEmpty else { throw LinkError(code: .invalidLinkToken, message: "empty token") }
        return HandFlow()
    }
}

/// Another adapter registered under the scripted adapter's name, to test replacement.
struct ReplacementScriptedAdapter: LinkAdapter {
    let descriptor = AdapterDescriptor(
        name: ScriptedAdapter.name, displayName: "Replacement", requiresRedirectURI: false,
        options: [AdapterOption("color", .string, summary: "A colour.")],
        errorTable: ErrorMappingTable(adapterName: ScriptedAdapter.name, rules: []),
        eventTable: EventMappingTable(adapterName: ScriptedAdapter.name, rules: []))

    @MainActor
    func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow { HandFlow() }
}

/// A flow the test drives by calling its reporter directly, with any event or outcome, and that
/// records what the session asks of it.
@MainActor
final class HandFlow: LinkFlow {
    private(set) var reporter: LinkReporter?
    private(set) var startCount = 0
    private(set) var presentCount = 0
    private(set) var cancelCount = 0
    private(set) var redirects: [RedirectMatch] = []
    var refuseWith: LinkError?
    var consumesRedirects = true

    nonisolated init() {}

    func start(reporting reporter: LinkReporter) throws(LinkError) {
        startCount += 1
        if let refuseWith { throw refuseWith }
        self.reporter = reporter
    }

    func present(_ presentation: LinkPresentation) { presentCount += 1 }

    func cancel() { cancelCount += 1 }

    func handleRedirect(_ match: RedirectMatch) -> Bool {
        redirects.append(match)
        return consumesRedirects
    }

    // Conveniences for tests.

    func event(
        _ name: LinkEvent.Name, _ vendorEventName: String, stage: LinkStage? = nil, institution: LinkInstitution? = nil,
        error: LinkError? = nil, sessionID: String? = nil
    ) {
        reporter?.event(
            LinkEvent(
                adapterName: "hand", name: name, vendorEventName: vendorEventName, institution: institution, stage: stage,
                error: error, sessionID: sessionID))
    }

    func succeed(token: String = "public-hand-1", institution: LinkInstitution? = nil, sessionID: String? = nil) {
        reporter?.succeeded(
            LinkSuccess(
                adapterName: "hand", credential: .publicToken(Secret(token)), institution: institution, accounts: [],
                sessionID: sessionID, metadata: RawMetadata(["public_token": .string(token)])))
    }

    func exit(_ reason: LinkExit.Reason = .userCancelled, stage: LinkStage? = nil, institution: LinkInstitution? = nil) {
        reporter?.exited(LinkExit(adapterName: "hand", reason: reason, stage: stage, institution: institution))
    }
}

/// The registry most tests use: the scripted adapter and the third-party one.
func testRegistry() -> ProviderRegistry {
    ProviderRegistry([ScriptedAdapter(), OAuthBankAdapter()])
}

/// The 1-based line and column of the `occurrence`th `needle` in `text`, counted in Unicode
/// scalars, as an independent oracle for diagnostic positions.
func position(of needle: String, in text: String, occurrence: Int = 1) -> SourcePosition? {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
        found = range
        searchStart = range.upperBound
    }
    guard let found else { return nil }
    let before = text[text.startIndex..<found.lowerBound]
    let line = before.filter { $0 == "\n" || $0 == "\r\n" }.count + 1
    let lineStart = before.lastIndex(where: { $0 == "\n" || $0 == "\r\n" }).map { text.index(after: $0) } ?? text.startIndex
    let column = text[lineStart..<found.lowerBound].unicodeScalars.count + 1
    return SourcePosition(line: line, column: column)
}
