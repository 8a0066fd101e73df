import ProviderKit
import ProviderKitAcme
import ProviderKitTesting

/// Drives an Acme session by hand for the conformance suite: every method sends what the Acme SDK
/// would, from the SDK's callback queue, through the adapter's real flow.
@MainActor
final class AcmeConformanceProbe: ConformanceProbe {
    let session: LinkSession
    let requestToken = "link-acme-probe-\(Int.random(in: 100_000...999_999))"
    private let driver = AcmeSandboxDriver()

    init(options: LinkSession.Options) throws {
        let flow = try AcmeAdapter(driver: driver).makeFlow(
            request: LinkRequest(token: Secret(requestToken)), entry: ProviderEntry(name: "acme", adapterName: AcmeAdapter.name))
        session = LinkSession(adapterName: AcmeAdapter.name, flow: flow, options: options)
        session.open()
    }

    func sendSuccess(secret: String) {
        let account = AcmeLinkSDK.Account(id: "acc_probe", name: "Probe Checking", mask: "0000", type: "checking")
        driver.deliver(.onSuccess(.init(publicToken: secret, institution: AcmeSandboxScript.bank, accounts: [account])))
    }

    func sendUserExit() {
        driver.deliver(.onExit(.init()))
        driver.deliver(.onDismiss)
    }

    func sendError(_ key: VendorErrorKey, message: String) {
        driver.deliver(.onExit(.init(errorCode: key.code, errorMessage: message)))
        driver.deliver(.onDismiss)
    }

    /// Acme events carry an institution and an error code (no error type).
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        let institution = details.institution.map { AcmeLinkSDK.Institution(id: $0.id ?? "", name: $0.name ?? "") }
        driver.deliver(.onEvent(.init(name: vendorEventName, institution: institution, errorCode: details.error?.code)))
        return ConformanceEventDetails(
            institution: details.institution, error: details.error.map { VendorErrorKey(type: nil, code: $0.code) })
    }

    func sendAbandonment() { driver.deliver(.onDismiss) }
}
