import ProviderKit

/// The ``ConformanceProbe`` of ``ScriptedAdapter``.
@MainActor
final class ScriptedProbe: ConformanceProbe {
    let session: LinkSession
    let requestToken: String
    private let flow: ScriptedFlow

    init(session: LinkSession, flow: ScriptedFlow, token: String) {
        self.session = session
        self.flow = flow
        self.requestToken = token
    }

    func sendSuccess(secret: String) { flow.send(.success(token: secret)) }
    func sendUserExit() { flow.send(.exit(errorType: nil, errorCode: nil)) }
    func sendError(_ key: VendorErrorKey, message: String) {
        flow.send(.exit(errorType: key.type, errorCode: key.code, message: message))
    }
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        flow.send(
            .event(
                name: vendorEventName, metadata: ["name": .string(vendorEventName)], institution: details.institution,
                error: details.error))
        return details
    }
    func sendAbandonment() { flow.send(.dismissed) }
}
