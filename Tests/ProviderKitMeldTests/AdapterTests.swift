import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@MainActor
@Suite("Adapter")
struct AdapterTests {
    let adapter = MeldAdapter(driver: MeldSandboxDriver(script: []))

    func entry(redirect: String? = Fixtures.redirect, options: [String: LinkJSONValue] = [:]) -> ProviderEntry {
        ProviderEntry(
            name: "meld", adapterName: "meld", redirectURI: redirect.map { try! RedirectURI(validating: $0) }, options: options)
    }

    @Test func descriptor() {
        let descriptor = MeldAdapter.descriptor
        #expect(descriptor.name == "meld")
        #expect(descriptor.requiresRedirectURI)
        #expect(descriptor.options.map(\.key) == ["appScheme", "messageHandlerName"])
        #expect(descriptor.options.allSatisfy { !$0.isRequired && !$0.summary.isEmpty })
        #expect(MeldSandbox.replayOptions.filter(\.isRequired).map(\.flag) == ["--widget-url", "--redirect-uri"])
        #expect(Set(SandboxScenario.Name.required).isSubset(of: Set(MeldSandbox.scenarios.map(\.name))))
        #expect(descriptor.errorTable.rules == MeldErrorTable.rules)
    }

    @Test func validateChecksTheOptions() {
        #expect(adapter.validate(entry: entry()).isEmpty)
        #expect(adapter.validate(entry: entry(options: ["appScheme": "mybank", "messageHandlerName": "bridge_1"])).isEmpty)
        let cases: [(String, LinkJSONValue, ConfigDiagnostic.Severity)] = [
            ("appScheme", "https", .error), ("appScheme", "meldapp://", .error), ("appScheme", "1bank", .error),
            ("appScheme", "", .error), ("appScheme", "mx", .warning), ("messageHandlerName", "1abc", .error),
            ("messageHandlerName", "meld handler", .error), ("messageHandlerName", "", .error),
        ]
        for (key, value, severity) in cases {
            let issues = adapter.validate(entry: entry(options: [key: value]))
            #expect(issues.map(\.path) == [key], "\(key)=\(value)")
            #expect(issues.map(\.severity) == [severity], "\(key)=\(value)")
        }
    }

    @Test func theConfigurationValidatorUsesTheAdapter() {
        let registry = ProviderRegistry([adapter])
        let validator = ConfigValidator(registry: registry)
        let missing = validator.validate(text: #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld"}}}"#)
        #expect(!missing.isValid)
        #expect(missing.diagnostics.contains { $0.message.contains("redirectURI") })
        let good = validator.validate(
            text: #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld","redirectURI":"https://app.example.com/meld/","appScheme":"mybank"}}}"#)
        #expect(good.isValid)
        let bad = validator.validate(
            text: #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld","redirectURI":"https://app.example.com/meld/","messageHandlerName":"no way"}}}"#)
        #expect(!bad.isValid)
    }

    @Test func makeFlowRefusesRequestsThatCanNeverWork() {
        let secret = "secret-token-xyz"
        let cases: [(String, LinkError.Code)] = [
            ("http://institution-connect-sb.meld.io/?connectToken=\(secret)", .invalidLinkToken),
            ("javascript:alert('\(secret)')", .invalidLinkToken),
            ("institution-connect-sb.meld.io/?connectToken=\(secret)", .invalidLinkToken),
            ("https://user:\(secret)@institution-connect-sb.meld.io/", .invalidLinkToken),
            ("", .invalidLinkToken),
            ("https:///?connectToken=\(secret)", .invalidLinkToken),
        ]
        for (token, code) in cases {
            do {
                _ = try adapter.makeFlow(request: LinkRequest(token: Secret(token)), entry: entry())
                Issue.record("accepted a bad widget URL")
            } catch let error as LinkError {
                #expect(error.code == code)
                #expect(!error.message.contains(secret))
            } catch {
                Issue.record("threw \(type(of: error)), not \(LinkError.self)")
            }
        }
        let good = LinkRequest(token: Secret(Fixtures.widgetURL), parameters: ["connectionId": "conn-1"])
        #expect(throws: LinkError.self) { try adapter.makeFlow(request: good, entry: entry(redirect: nil)) }
        #expect(throws: LinkError.self) { try adapter.makeFlow(request: good, entry: entry(options: ["appScheme": "http"])) }
        #expect((try? adapter.makeFlow(request: good, entry: entry())) != nil)
    }

    @Test func aFactorySessionCarriesTheConnectionIdFromTheStartResponse() throws {
        let body = Data(
            #"{"connectToken":"jwt.abc.def","customerId":"cus_1","externalCustomerId":"ext_1","id":"conn_42","widgetUrl":"https://institution-connect-sb.meld.io/?connectToken=jwt.abc.def"}"#.utf8)
        let response = try JSONDecoder().decode(MeldConnectStartResponse.self, from: body)
        #expect(response.connectToken.reveal() == "jwt.abc.def")
        var text = "\(response) \(response.linkRequest)"
        dump(response, to: &text)
        text += String(decoding: try JSONEncoder().encode(response), as: UTF8.self)
        #expect(!text.contains("jwt.abc.def"))

        let host = MeldScriptedWebViewHost()
        let flow = MeldWidgetFlow(
            engine: try MeldAdapter.makeEngine(
                request: response.linkRequest, redirectURI: try RedirectURI(validating: Fixtures.redirect), appScheme: nil,
                messageHandlerName: nil),
            host: host)
        let session = LinkSession(adapterName: "meld", flow: flow)
        session.open()
        host.post("[meld-connect]handover")
        #expect(session.settledOutcome?.success?.credential == .connection(id: "conn_42"))
        #expect(session.settledOutcome?.success?.sessionID == "conn_42")
    }

    /// Every Meld success names its connection: the adapter refuses a request that carries no
    /// connection id, before anything is loaded, and says how to build one.
    @Test func aRequestWithoutAConnectionIdIsRefused() throws {
        let adapter = MeldAdapter(driver: MeldSandboxDriver(script: []))
        let entry = ProviderEntry(
            name: "meld", adapterName: "meld", redirectURI: try RedirectURI(validating: Fixtures.redirect))
        for parameters: [String: LinkJSONValue] in [[:], ["connectionId": ""], ["connectionId": 42]] {
            do {
                _ = try adapter.makeFlow(request: LinkRequest(token: Secret(Fixtures.widgetURL), parameters: parameters), entry: entry)
                Issue.record("accepted \(parameters)")
            } catch let error as LinkError {
                #expect(error.code == .configuration)
                #expect(error.message.contains("MeldConnectStartResponse.linkRequest"))
            }
        }
        let response = MeldConnectStartResponse(
            connectToken: Secret("jwt"), customerId: "cus_1", externalCustomerId: "ext_1", id: "conn_7",
            widgetUrl: Secret(Fixtures.widgetURL))
        _ = try adapter.makeFlow(request: response.linkRequest, entry: entry)
    }

    /// Through the factory, as an app opens it: a request without a connection id fails to start
    /// (a `configuration` exit at stage `loading`), and the widget, which would have let the user
    /// link a bank, never runs: no load, no event.
    @Test func aSessionWithoutAConnectionIdFailsToStartAndShowsNothing() async throws {
        let adapter = MeldAdapter(driver: MeldSandboxDriver(script: MeldSandboxScript.script(for: .success) ?? []))
        var registry = ProviderRegistry()
        registry.register(adapter)
        let configuration = try ProviderConfiguration(
            parsing: #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld","redirectURI":"\#(Fixtures.redirect)"}}}"#,
            registry: registry)
        let session = try LinkSessionFactory(configuration: configuration, registry: registry).makeSession(
            request: LinkRequest(token: Secret(MeldSandbox.widgetURL)), options: .init(closeAfterOutcome: nil))
        var delivered: [String] = []
        session.onLoad = { delivered.append("loaded") }
        session.onEvent = { delivered.append("event \($0.vendorEventName)") }
        session.open()
        let exit = try #require(await session.outcome.exit)
        for _ in 0..<20 { await Task.yield() }  // the scripted widget would have played by now
        #expect(exit.error?.code == .configuration)
        #expect(exit.stage == .loading)
        #expect(exit.error?.message.contains("MeldConnectStartResponse.linkRequest") == true)
        #expect(delivered.isEmpty, "the widget ran: \(delivered)")
        session.close()
    }

    @Test func settingsHideTheWidgetURL() throws {
        let settings = Fixtures.settings()
        var text = "\(settings)"
        dump(settings, to: &text)
        #expect(!text.contains(Fixtures.token))
        #expect(settings.revealWidgetURL().absoluteString == Fixtures.widgetURL)
        #expect(settings.widgetHost == "institution-connect-sb.meld.io")
        #expect(MeldNavigationDecision.load(settings.revealWidgetURL()).description.contains("<redacted>"))
    }
}
