import ProviderKit
import ProviderKitTesting

/// A probe sending vendor callbacks through a ``FaultyFlow``.
@MainActor
final class FaultyProbe: ConformanceProbe {
    let session: LinkSession
    let requestToken = "faulty-link-\(Int.random(in: 100_000...999_999))"
    private let flow: FaultyFlow

    init(faults: Set<PlantedFault>, options: LinkSession.Options) {
        flow = FaultyFlow(token: Secret(requestToken), script: [], faults: faults)
        session = LinkSession(adapterName: ScriptedAdapter.name, flow: flow, options: options)
        session.open()
    }

    func sendSuccess(secret: String) { flow.send(.success(token: secret)) }
    func sendUserExit() { flow.send(.exit(errorType: nil, errorCode: nil)) }
    func sendError(_ key: VendorErrorKey, message: String) {
        flow.send(.exit(errorType: key.type, errorCode: key.code, message: message))
    }
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        flow.send(.event(name: vendorEventName, institution: details.institution, error: details.error))
        return details
    }
    func sendAbandonment() { flow.send(.dismissed) }
}
