import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Collects the flows the scripted adapter creates, so a test can drive factory-made sessions.
@MainActor
final class FlowCollector {
    private(set) var flows: [ScriptedFlow] = []
    func add(_ flow: ScriptedFlow) { flows.append(flow) }
}

@MainActor
@Suite struct LinkSessionFactoryTests {
    let collector = FlowCollector()

    func factory(fallbacks: [String] = ["backup", "spare"]) throws -> LinkSessionFactory {
        let collector = self.collector
        let registry = ProviderRegistry([
            ScriptedAdapter(onFlowCreated: { collector.add($0) }), OAuthBankAdapter(),
        ])
        let redirect = try RedirectURI(validating: "https://app.example.com/oauth")
        let configuration = ProviderConfiguration(
            activeEntryName: "primary", fallbackEntryNames: fallbacks,
            entries: [
                "primary": ProviderEntry(name: "primary", adapterName: "scripted", options: ["label": "one"]),
                "backup": ProviderEntry(name: "backup", adapterName: "scripted"),
                "spare": ProviderEntry(name: "spare", adapterName: "oauthbank", redirectURI: redirect, options: ["clientName": "Acme"]),
                "ghost": ProviderEntry(name: "ghost", adapterName: "not-registered"),
            ])
        return LinkSessionFactory(configuration: configuration, registry: registry)
    }

    /// Runs one exit with the given scripted vendor error through a factory-made session.
    func exit(entry: String? = nil, type: String?, code: String?) throws -> LinkExit {
        let session = try factory().makeSession(request: LinkRequest(token: Secret("link-1")), entryName: entry, options: stayOpen)
        let recorder = SessionRecorder(session)
        session.open()
        let flow = try #require(collector.flows.last)
        flow.send(.exit(errorType: type, errorCode: code, message: "m"))
        session.close()
        return try recorder.expectExit()
    }

    @Test func theActiveEntryIsTheDefault() throws {
        let session = try factory().makeSession(request: LinkRequest(token: Secret("link-1")))
        #expect(session.adapterName == "scripted")
        #expect(session.entryName == "primary")
        #expect(session.fallbackEntryNames == ["backup", "spare"])
        #expect(session.redirectURI == nil)
        #expect(session.options == .default)
        #expect(session.state == .created)
        #expect(collector.flows.count == 1, "the adapter made the flow, and nothing started yet")
        #expect(collector.flows.first?.token == Secret("link-1"))
        #expect(collector.flows.first?.presentCount == 0)
        session.close()
    }

    @Test func aNamedEntryCarriesItsRedirectURIAndOptions() throws {
        let options = LinkSession.Options(closeAfterOutcome: 1)
        let session = try factory().makeSession(request: LinkRequest(token: Secret("link-1")), entryName: "spare", options: options)
        #expect(session.adapterName == "oauthbank")
        #expect(session.entryName == "spare")
        #expect(session.redirectURI?.url.absoluteString == "https://app.example.com/oauth")
        #expect(session.options == options)
        #expect(session.handleRedirect(URL(string: "https://app.example.com/oauth?x=1")!) == false, "not started")
        session.start()
        #expect(session.handleRedirect(URL(string: "https://app.example.com/oauth?x=1")!))
        session.close()
    }

    @Test func aMissingEntryIsAConfigurationError() throws {
        let error = #expect(throws: LinkError.self) {
            _ = try factory().makeSession(request: LinkRequest(token: Secret("link-1")), entryName: "nope")
        }
        #expect(error?.code == .configuration)
        #expect(error?.message == "No entry named \"nope\" in the configuration; entries: backup, ghost, primary, spare")
    }

    @Test func anUnregisteredAdapterIsAConfigurationError() throws {
        let error = #expect(throws: LinkError.self) {
            _ = try factory().makeSession(request: LinkRequest(token: Secret("link-1")), entryName: "ghost")
        }
        #expect(error?.code == .configuration)
        #expect(error?.message.contains("\"not-registered\", which is not registered") == true)
        #expect(collector.flows.isEmpty)
    }

    /// One error channel: a request the adapter refuses is the session's outcome, as for every
    /// other vendor problem, never a throw.
    @Test func anAdapterRefusingTheRequestIsTheSessionsOutcomeNotAThrow() async throws {
        let session = try factory().makeSession(request: LinkRequest(token: Secret("")), entryName: "spare")
        #expect(session.settledOutcome == nil, "nothing happens before the session starts")
        session.open()
        let exit = try #require(session.settledOutcome?.exit)
        #expect(exit.error?.code == .invalidLinkToken)
        #expect(exit.stage == .loading)
        #expect(exit.entryName == "spare")
        #expect(session.isClosed)
        #expect(await session.outcome == .exit(exit))
    }

    @Test func aSessionFromAValidatedConfigurationFile() throws {
        let text = """
            {
              "version": 1,
              "provider": "scripted-main",
              "fallbacks": ["bank"],
              "providers": {
                "scripted-main": { "adapter": "scripted", "label": "x" },
                "bank": { "adapter": "oauthbank", "redirectURI": "https://app.example.com/b", "clientName": "Acme" }
              }
            }
            """
        let registry = testRegistry()
        let configuration = try ProviderConfiguration(parsing: text, registry: registry)
        let session = try LinkSessionFactory(configuration: configuration, registry: registry)
            .makeSession(request: LinkRequest(token: Secret("link-1")))
        #expect(session.entryName == "scripted-main")
        #expect(session.fallbackEntryNames == ["bank"])
        session.close()
    }

    // MARK: - Fallbacks

    @Test(arguments: [
        ("BANK", "DOWN", LinkError.Code.institutionUnavailable),
        ("BANK", "UNSUPPORTED", .institutionNotSupported),
        ("SERVICE", "MAINTENANCE", .providerUnavailable),
    ])
    func outagesOfferTheConfiguredFallbacks(type: String, code: String, expected: LinkError.Code) throws {
        let exit = try exit(type: type, code: code)
        #expect(exit.error?.code == expected)
        #expect(exit.fallbacks == ["backup", "spare"])
    }

    @Test func aFallbackSessionNeverOffersItself() throws {
        let exit = try exit(entry: "backup", type: "BANK", code: "DOWN")
        #expect(exit.fallbacks == ["spare"])
    }

    @Test(arguments: [
        ("LOGIN", "BAD_PASSWORD"), ("LOGIN", "BAD_CODE"), ("TOKEN", "EXPIRED"), ("NEW", "UNKNOWN_CODE"),
    ])
    func otherErrorsOfferNoFallbacks(type: String, code: String) throws {
        let exit = try exit(type: type, code: code)
        #expect(exit.error != nil)
        #expect(!(exit.error?.code.suggestsFallback ?? true))
        #expect(exit.fallbacks.isEmpty)
    }

    @Test func userCancelOffersNoFallbacks() throws {
        let exit = try exit(type: nil, code: nil)
        #expect(exit.reason == .userCancelled)
        #expect(exit.fallbacks.isEmpty)
    }

    @Test func unknownVendorErrorsKeepTheirRawValues() throws {
        let exit = try exit(type: "NEW", code: "UNKNOWN_CODE")
        #expect(exit.error?.code == .unknown)
        #expect(exit.error?.vendorType == "NEW")
        #expect(exit.error?.vendorCode == "UNKNOWN_CODE")
        #expect(exit.metadata.revealed() == ["error_type": "NEW", "error_code": "UNKNOWN_CODE"])
    }
}
