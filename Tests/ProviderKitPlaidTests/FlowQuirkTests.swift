import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@MainActor
@Suite struct FlowQuirkTests {
    let driver = PlaidManualDriver()
    var adapter: PlaidAdapter { PlaidAdapter(driver: driver, dismissalGracePeriod: 0.02) }

    private func openSession(mode: String? = nil, parameters: [String: LinkJSONValue] = [:]) throws -> (LinkSession, SessionRecorder) {
        try ProviderKitPlaidTests.openSession(adapter, mode: mode, parameters: parameters)
    }

    // MARK: Quirk: HANDOFF arrives after onSuccess

    @Test func handoffAfterSuccessIsDeliveredAndEndsTheFlow() async throws {
        let (session, recorder) = try openSession()
        driver.sendLoad()
        driver.send(vendorEvent(.open))
        driver.send(vendorSuccess())
        #expect(recorder.successes.count == 1)
        #expect(!session.isClosed)
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.order == ["load", "event:OPEN", "success", "event:HANDOFF"])
        #expect(recorder.events.last?.name == .handoff)
        #expect(recorder.exits.isEmpty)
    }

    // MARK: Quirk: no onExit after a success

    @Test func successWithoutAnyOnExitCompletes() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorSuccess())
        driver.dismiss()
        await waitClosed(session)
        #expect(recorder.successes.count == 1)
        #expect(recorder.exits.isEmpty)
        #expect(!recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.abandoned })
    }

    @Test func aStrayOnExitAfterSuccessIsDropped() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorSuccess())
        driver.send(vendorExit())
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.outcomes == 1)
        #expect(recorder.successes.count == 1)
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome })
    }

    // MARK: Quirk: onEvent before, after or around the terminal callbacks

    @Test func eventsAroundOnExitKeepTheirOrder() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorEvent(.error) { $0.errorCode = .itemError(.invalidCredentials) })
        driver.send(vendorEvent(.exit) { $0.exitStatus = .requiresCredentials })
        driver.send(vendorExit(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS"))
        driver.send(vendorEvent(.transitionView) { $0.viewName = .exit })
        driver.send(vendorExit(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS"))
        await waitClosed(session)
        #expect(recorder.order == ["event:ERROR", "event:EXIT", "exit", "event:TRANSITION_VIEW"])
        #expect(recorder.exits.first?.error?.code == .invalidCredentials)
        #expect(recorder.exits.first?.stage == .credentials)
        #expect(recorder.exits.first?.requestID == "req-1")
    }

    @Test func eventsBeforeSuccessAndHandoffAfter() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorEvent(.selectAccount))
        driver.send(vendorEvent(.transitionView) { $0.viewName = .connected })
        driver.send(vendorSuccess())
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.order == ["event:SELECT_ACCOUNT", "event:TRANSITION_VIEW", "success", "event:HANDOFF"])
    }

    // MARK: Quirk: the LinkKit session may be deallocated early

    @Test func flowKeepsTheLinkKitSessionAliveWhenTheAppDropsItsReferences() async throws {
        weak var weakSession: LinkSession?
        var recorder: SessionRecorder?
        do {
            let (session, r) = try openSession()
            weakSession = session
            recorder = r
        }
        // The app holds nothing; the LinkSession keeps itself and the flow keeps LinkKit's session.
        await settle()
        #expect(weakSession != nil)
        #expect(driver.isSessionAlive)
        driver.send(vendorSuccess())
        driver.send(vendorEvent(.handoff))
        #expect(recorder?.successes.count == 1)
        if let weakSession { await waitClosed(weakSession) }
        await settle()
        // Once Link is done the LinkKit session is released.
        #expect(!driver.isSessionAlive)
    }

    @Test func sandboxSessionStopsCallingBackWhenDeallocated() async throws {
        // The sandbox emulates LinkKit: a session nobody holds goes silent.
        let sandbox = PlaidSandboxDriver(scenario: .success)
        let events = SendableCounter()
        var session: (any PlaidLinkSessionDriver)? = try sandbox.createPlaidLinkSession(
            configuration: PlaidLinkKit.LinkTokenConfiguration(
                token: PlaidSandboxDriver.makeToken(), onSuccess: { _ in events.add(100) }, onExit: nil,
                onEvent: { _ in events.add(1) }, onLoad: nil))
        session?.open(using: .custom({ _ in }))
        session = nil
        await settle(50)
        #expect(events.value == 0)
    }

    // MARK: Quirk: a swipe-dismiss arrives without any callback

    @Test func swipeDismissWithoutCallbackEndsAsUserCancelled() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorEvent(.open))
        driver.swipeDismiss()
        await waitClosed(session)
        #expect(recorder.exits.count == 1)
        #expect(recorder.exits.first?.reason == .userCancelled)
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.plaidDismissedWithoutCallback })
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.abandoned })
    }

    @Test func swipeDismissEndsAtOnceAndIgnoresALateOnExit() async throws {
        let (session, recorder) = try openSession()
        driver.swipeDismiss()
        #expect(session.isClosed)
        #expect(recorder.exits.first?.reason == .userCancelled)
        driver.send(vendorExit(type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN"))
        await settle()
        #expect(recorder.exits.count == 1)
        #expect(!driver.isSessionAlive)
    }

    @Test func onExitThenLinkKitDismissalStillDeliversTrailingEvents() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorExit())
        driver.dismiss()
        driver.send(vendorEvent(.exit))
        #expect(!session.isClosed)
        await waitClosed(session)
        #expect(recorder.order == ["exit", "event:EXIT"])
    }

    @Test func swipeAfterAnUnrecoveredErrorEventPromotesTheError() async throws {
        let (session, recorder) = try openSession()
        driver.send(vendorEvent(.error) { $0.errorCode = .institutionError(.institutionNotResponding) })
        driver.swipeDismiss()
        await waitClosed(session)
        #expect(recorder.exits.first?.error?.code == .institutionUnavailable)
    }

    // MARK: Token checks at creation

    @Test(arguments: [
        ("public-sandbox-abc", "Token must begin with the 'link-' prefix."),
        ("link-", "Token is missing the environment segment."),
        ("link-sandbox", "Token is missing the environment segment."),
        ("link-development-1234", "Unsupported environment 'development'. Expected one of: production, sandbox."),
        ("link-x9f3e2-1234", "Unsupported environment. Expected one of: production, sandbox."),
    ])
    func malformedTokensAreRejectedBeforeLinkKit(_ token: String, _ message: String) {
        do {
            _ = try adapter.makeFlow(request: LinkRequest(token: Secret(token)), entry: TestEntries.entry())
            Issue.record("accepted \(token)")
        } catch let error as LinkError {
            #expect(error.code == .invalidLinkToken)
            #expect(error.message == message)
            #expect(token.count < 8 || !error.description.contains(token))
        } catch {
            Issue.record("threw \(type(of: error)), not a LinkError")
        }
        #expect(driver.createdKind == nil, "LinkKit was reached")
    }

    @Test func validTokensPass() throws {
        for token in ["link-sandbox-1b2c", "link-production-1b2c"] {
            _ = try adapter.makeFlow(request: LinkRequest(token: Secret(token)), entry: TestEntries.entry())
        }
        #expect(try PlaidTokenCheck.environment(of: Secret("link-production-x")) == .production)
    }

    @Test func linkKitRefusingTheTokenEndsTheSessionWithInvalidLinkToken() async throws {
        driver.creationError = PlaidLinkKit.ConfigurationError.invalidToken(message: "Token is not a link token.")
        let session = try makeSession(adapter)
        let recorder = SessionRecorder(session)
        session.start()
        await waitClosed(session)
        #expect(recorder.exits.first?.error?.code == .invalidLinkToken)
        #expect(recorder.exits.first?.stage == .loading)
    }

    @Test func linkKitsMessageNeverCarriesTheTokenIntoTheError() async throws {
        let token = PlaidSandboxDriver.makeToken()
        driver.creationError = PlaidLinkKit.ConfigurationError.invalidToken(message: "Token \(token) is not valid.")
        let session = try makeSession(adapter, token: token)
        let recorder = SessionRecorder(session)
        session.start()
        await waitClosed(session)
        let error = try #require(recorder.exits.first?.error)
        #expect(error.code == .invalidLinkToken)
        #expect(!error.message.contains(token))
        #expect(error.message.contains("<redacted>"))
    }

    /// A token that ends with a NUL, quoted by LinkKit up to the NUL (as C strings end there): the
    /// message is redacted without trapping (Foundation's `replacingOccurrences` on Linux traps on
    /// such a needle), and the quoted part, a token by its shape, is hidden too.
    @Test func aTokenLinkKitQuotesOnlyUpToANulIsHiddenWithoutTrapping() async throws {
        let quoted = "link-sandbox-1b2c3d4e5f6a"
        driver.creationError = PlaidLinkKit.ConfigurationError.invalidToken(message: "Token \(quoted)")
        let session = try makeSession(adapter, token: quoted + "\u{0}")
        let recorder = SessionRecorder(session)
        session.start()
        await waitClosed(session)
        let error = try #require(recorder.exits.first?.error)
        #expect(error.code == .invalidLinkToken)
        #expect(!error.message.contains("1b2c3d4e5f6a"))
        #expect(error.message.contains("<redacted>"))
    }

    @Test func theRealLinkKitsConfigurationErrorIsRecognisedByName() async throws {
        driver.creationError = ConfigurationError()
        let session = try makeSession(adapter)
        let recorder = SessionRecorder(session)
        session.start()
        await waitClosed(session)
        #expect(recorder.exits.first?.error?.code == .invalidLinkToken)
    }

    @Test func otherCreationErrorsAreInternal() async throws {
        driver.creationError = CocoaStyleFailure()
        let session = try makeSession(adapter)
        let recorder = SessionRecorder(session)
        session.start()
        await waitClosed(session)
        #expect(recorder.exits.first?.error?.code == .internal)
    }

    // MARK: metadataJSON fallback (early 7.0.x)

    @Test func nilMaskAndSwappedSubtypeAreRepairedFromMetadataJSON() async throws {
        let broken = [
            PlaidLinkKit.Account(
                id: "a1", name: "Plaid Checking", mask: nil, subtype: .unknown(type: "checking", subtype: ""),
                verificationStatus: nil),
            PlaidLinkKit.Account(
                id: "a2", name: "Plaid Saving", mask: nil, subtype: .depository(.savings),
                verificationStatus: .unknown("")),
        ]
        let json = #"{"public_token":"public-sandbox-SECRET1","accounts":[{"id":"a2","mask":"1111","name":"Plaid Saving","type":"depository","subtype":"savings","verification_status":"automatically_verified"},{"id":"a1","mask":"0000","name":"Plaid Checking","type":"depository","subtype":"checking"}],"institution":{"institution_id":"ins_3","name":"Chase"}}"#
        let (session, recorder) = try openSession()
        driver.send(vendorSuccess(token: "public-sandbox-SECRET1", accounts: broken, metadataJSON: json))
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        let accounts = try #require(recorder.successes.first?.accounts)
        #expect(accounts[0].mask == "0000")
        #expect(accounts[0].type == .depository)
        #expect(accounts[0].subtype == "checking")
        #expect(accounts[1].mask == "1111")
        #expect(accounts[1].verificationStatus == .automaticallyVerified)
        #expect(recorder.diagnostics.filter { $0.code == LinkDiagnostic.Code.plaidMetadataJSONFallback }.count >= 3)
        // The public token inside metadata_json is redacted too.
        let success = try #require(recorder.successes.first)
        #expect(!"\(success)".contains("SECRET1"))
        #expect(!String(reflecting: success).contains("SECRET1"))
        #expect(success.credential == .publicToken(Secret("public-sandbox-SECRET1")))
    }

    @Test func typedFieldsWinWhenPresent() {
        let json = #"{"accounts":[{"id":"acc1","mask":"9999","type":"credit","subtype":"paypal"}]}"#
        let mapped = PlaidPayloadMapper().success(vendorSuccess(metadataJSON: json))
        #expect(mapped.success.accounts[0].mask == "0000")
        #expect(mapped.success.accounts[0].subtype == "checking")
        #expect(mapped.repairs.isEmpty)
    }

    @Test func exitStatusFallsBackToMetadataJSON() {
        let exit = PlaidLinkKit.LinkExit(
            error: nil, metadata: PlaidLinkKit.ExitMetadata(metadataJSON: #"{"status":"requires_oauth","institution":{"institution_id":"ins_9","name":"B"}}"#))
        let mapped = PlaidPayloadMapper().exit(exit)
        #expect(mapped.stage == .oauth)
        #expect(mapped.institution?.id == "ins_9")
        #expect(mapped.reason == .userCancelled)
    }

    // MARK: Modes

    @Test func layerSubmitsRequestDataAndOpensOnlyAfterLayerReady() async throws {
        let (session, recorder) = try openSession(
            mode: "layer",
            parameters: ["phoneNumber": "+1 415-555-0011", "date_of_birth": "1975-01-18", "params": ["k": "v"]])
        #expect(driver.createdKind == "layer")
        #expect(driver.submitted == [PlaidLinkKit.LayerSubmission(phoneNumber: "+1 415-555-0011", dateOfBirth: "1975-01-18", params: ["k": "v"])])
        #expect(driver.openCount == 0)
        driver.sendEvent(named: "LAYER_READY")
        #expect(driver.openCount == 1)
        #expect(recorder.loads == 1)
        driver.send(vendorSuccess())
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.successes.count == 1)
    }

    @Test func layerNotAvailableEndsAskingForStandardLink() async throws {
        let (session, recorder) = try openSession(mode: "layer", parameters: ["phoneNumber": "+1 415-555-0000"])
        driver.sendEvent(named: "LAYER_NOT_AVAILABLE")
        await waitClosed(session)
        #expect(recorder.exits.first?.error?.code == .productNotSupported)
        #expect(recorder.exits.first?.error?.vendorCode == "LAYER_NOT_AVAILABLE")
        #expect(driver.openCount == 0)
    }

    @Test func layerWithoutDataWarns() throws {
        let (_, recorder) = try openSession(mode: "layer")
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.plaidMissingLayerData })
        #expect(driver.submitted.isEmpty)
    }

    @Test func headlessStartsOnlyAfterOnLoad() async throws {
        let (session, recorder) = try openSession(mode: "headless")
        #expect(driver.createdKind == "headless")
        #expect(driver.startCount == 0)
        driver.sendLoad()
        #expect(driver.startCount == 1)
        driver.sendLoad()
        #expect(driver.startCount == 1)
        driver.send(vendorSuccess())
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.successes.count == 1)
    }

    @Test func embeddedCreatesTheEmbeddedView() async throws {
        let (session, recorder) = try openSession(mode: "embedded")
        #expect(driver.createdKind == "embedded")
        #expect(recorder.loads == 1)
        driver.send(vendorExit())
        await waitClosed(session)
        #expect(recorder.exits.first?.reason == .userCancelled)
    }

    @Test func modeOptionIsValidated() {
        #expect(adapter.validate(entry: TestEntries.entry(mode: "layer")).isEmpty)
        let issues = adapter.validate(entry: TestEntries.entry(mode: "sideways"))
        #expect(issues.first?.path == "mode")
        #expect(throws: LinkError.self) {
            _ = try adapter.makeFlow(request: LinkRequest(token: Secret("link-sandbox-1-2")), entry: TestEntries.entry(mode: "sideways"))
        }
    }

    // MARK: Redirect URI

    @Test func redirectFromTheEntryIsConsumedOnlyWhenItMatches() throws {
        let (session, _) = try openSession()
        #expect(session.redirectURI == TestEntries.redirect)
        #expect(session.handleRedirect(URL(string: "https://app.example.com/plaid/oauth?oauth_state_id=abc")!))
        #expect(!session.handleRedirect(URL(string: "https://evil.example.com/plaid/oauth")!))
        #expect(!session.handleRedirect(URL(string: "myapp://plaid/oauth")!))
    }

    /// The redirect URI comes from the entry and must be an https universal link: a config file
    /// with a plaid entry that lacks one, or uses http or a custom scheme, does not validate.
    @Test func configEntryNeedsAnHTTPSRedirectURI() {
        let validator = ConfigValidator(registry: ProviderRegistry([adapter]))
        func check(_ redirect: String?) -> ConfigValidator.Result {
            let member = redirect.map { #", "redirectURI": "\#($0)""# } ?? ""
            return validator.validate(
                text: #"{"version": 1, "provider": "plaid", "providers": {"plaid": {"adapter": "plaid"\#(member)}}}"#)
        }
        let good = check("https://app.example.com/plaid/oauth")
        #expect(good.isValid, "\(good.diagnostics)")
        #expect(good.configuration?.entries["plaid"]?.redirectURI == TestEntries.redirect)
        for bad in [nil, "http://app.example.com/plaid/oauth", "myapp://plaid/oauth"] {
            let result = check(bad)
            #expect(!result.isValid, "\(bad ?? "missing")")
            #expect(result.diagnostics.contains { $0.severity == .error && ($0.path + $0.message).contains("redirectURI") }, "\(result.diagnostics)")
        }
    }

    @Test func missingRedirectURIWarns() throws {
        let flow = try adapter.makeFlow(
            request: LinkRequest(token: Secret("link-sandbox-a-b")), entry: ProviderEntry(name: "p", adapterName: "plaid"))
        let session = LinkSession(adapterName: "plaid", flow: flow)
        let recorder = SessionRecorder(session)
        session.start()
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.plaidMissingRedirectURI })
        session.close()
    }

    @Test func cancelIsIdempotentAndDismissesLinkKit() async throws {
        let (session, recorder) = try openSession()
        #expect(driver.presentedController?.isPresented == true)
        let controller = driver.presentedController
        #expect(session.cancel())
        #expect(!session.cancel())
        #expect(controller?.isPresented == false)
        driver.send(vendorSuccess())
        await settle()
        #expect(recorder.outcomes == 1)
        #expect(recorder.exits.first?.reason == .userCancelled)
    }
}

/// Stands in for the real LinkKit module's `ConfigurationError`, which the glue may rethrow.
private struct ConfigurationError: Error {}
private struct CocoaStyleFailure: Error {}
