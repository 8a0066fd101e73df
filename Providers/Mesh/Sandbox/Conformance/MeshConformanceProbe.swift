import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// Drives a Mesh session by hand for the conformance suite, through a ``MeshManualDriver``: every
/// method calls the callbacks Mesh would call, and the adapter's real flow maps them.
@MainActor
public final class MeshConformanceProbe: ConformanceProbe {
    /// The session under test.
    public let session: LinkSession
    /// The link token the session was created with.
    public let requestToken: String
    /// The driver whose callbacks the probe calls.
    public let driver: MeshManualDriver
    private let flow: MeshLinkFlow

    /// Creates a started, opened session.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    public init(options: LinkSession.Options) throws {
        let driver = MeshManualDriver()
        let token = MeshSandboxScenario.token(for: "https://sandbox.providerkit.invalid/mesh/broker-connect?probe=1")
        let adapter = MeshAdapter(driver: driver)
        guard
            let flow = try adapter.makeFlow(
                request: LinkRequest(token: Secret(token)), entry: ProviderEntry(name: "mesh", adapterName: "mesh"))
                as? MeshLinkFlow
        else { throw LinkError.configuration("The Mesh adapter did not return a MeshLinkFlow") }
        self.driver = driver
        self.flow = flow
        self.requestToken = token
        self.session = LinkSession(adapterName: MeshAdapter.descriptor.name, flow: flow, options: options)
        session.open()
    }

    private var configuration: MeshLinkSDK.LinkConfiguration? { driver.configuration }

    /// `onIntegrationConnected(.accessToken)` with `secret` as the account's access token.
    public func sendSuccess(secret: String) {
        let payload = MeshLinkSDK.AccessTokenPayload(
            accountTokens: [
                MeshLinkSDK.AccountToken(
                    account: MeshLinkSDK.Account(accountId: "probe-account", accountName: "Probe Brokerage"),
                    accessToken: Secret(secret))
            ], brokerBrandInfo: MeshLinkSDK.BrandInfo(brokerLogo: ""), brokerType: "robinhood", brokerName: "Robinhood")
        configuration?.onIntegrationConnected?(.accessToken(payload))
    }

    /// `onExit()`.
    public func sendUserExit() {
        configuration?.onExit?()
    }

    /// Sends the error the way Mesh ends a flow with it:
    /// - `createHandler/<message>`: the handler failure, through the same table as a failed start;
    /// - `transferFinished/error`: `onTransferFinished(.error)` carrying `message`;
    /// - `integrationConnectionError/<class>`: that event with the class's sample message (the
    ///   class is found from the text), then `onExit()`;
    /// - any other key: an `integrationConnectionError` event whose message is `message`
    ///   (an error event type with no type), then `onExit()`.
    public func sendError(_ key: VendorErrorKey, message: String) {
        guard let configuration else { return }
        switch key.type {
        case MeshErrorTable.createHandlerType?:
            flow.createHandlerFailed(key.code)
        case MeshErrorTable.transferFinishedType?:
            configuration.onTransferFinished?(.error(MeshLinkSDK.TransferFinishedErrorPayload(errorMessage: message)))
        case MeshErrorClassifier.connectionErrorType?:
            let text = MeshErrorClassifier.errorClass(code: key.code)?.sampleMessage ?? message
            configuration.onEvent?(
                MeshSandboxStep.message(
                    type: MeshErrorClassifier.connectionErrorType, payload: ["errorMessage": .string(text)]))
            configuration.onExit?()
        default:
            let type = MeshErrorTable.errorEventTypes.contains(key.code) ? key.code : MeshErrorClassifier.connectionErrorType
            configuration.onEvent?(MeshSandboxStep.message(type: type, payload: ["errorMessage": .string(message)]))
            configuration.onExit?()
        }
    }

    /// `onEvent(["type": vendorEventName, "payload": {…}])`, the payload naming the institution
    /// (`integrationType`, `integrationName`). Mesh events carry no error code of their own (an
    /// error event's code is classified from its message), so the error is not sent.
    @discardableResult
    public func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        var payload: [String: LinkJSONValue] = ["probe": true, "integrationName": "Robinhood"]
        if let institution = details.institution {
            payload["integrationType"] = institution.id.map(LinkJSONValue.string) ?? .null
            payload["integrationName"] = institution.name.map(LinkJSONValue.string) ?? .null
        }
        configuration?.onEvent?(MeshSandboxStep.message(type: vendorEventName, payload: .object(payload)))
        return ConformanceEventDetails(institution: details.institution)
    }

    /// A connection after the outcome is named with `meshConnectionNotDelivered` (its tokens miss
    /// the outcome); any other late outcome is a `duplicateOutcome`.
    public func lateOutcomeDiagnosticCode(for step: VendorCallbackStep) -> LinkDiagnostic.Code {
        if case .success = step { return LinkDiagnostic.Code.meshConnectionNotDelivered }
        return LinkDiagnostic.Code.duplicateOutcome
    }

    /// `onExit()` after the outcome, alone or after an error event: LinkSDK closes Link with it
    /// after every connection and transfer.
    public func endsFlowNormally(afterOutcome step: VendorCallbackStep) -> Bool {
        switch step {
        case .userExit: return true
        case .error(let key): return key.type != MeshErrorTable.createHandlerType && key.type != MeshErrorTable.transferFinishedType
        default: return false
        }
    }

    /// Link's view disappears with no callback.
    public func sendAbandonment() {
        driver.handler?.dismiss()
    }
}
