import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// Drives a ``/ProviderKitPlaid/PlaidAdapter`` session on a ``PlaidManualDriver`` for the conformance suite: every
/// method sends the LinkKit 7 callback the real SDK would, through the adapter's real mapping.
@MainActor
final class PlaidConformanceProbe: ConformanceProbe {
    let session: LinkSession
    let requestToken: String
    let driver: PlaidManualDriver
    private let sessionID = "probe-\(UUID().uuidString.lowercased())"

    init(options: LinkSession.Options) throws {
        let driver = PlaidManualDriver()
        let token = PlaidSandboxDriver.makeToken()
        let adapter = PlaidAdapter(driver: driver, dismissalGracePeriod: 0.2)
        let entry = ProviderEntry(
            name: "plaid", adapterName: "plaid", redirectURI: try RedirectURI(validating: "https://app.example.com/plaid/oauth"))
        let flow = try adapter.makeFlow(request: LinkRequest(token: Secret(token)), entry: entry)
        self.driver = driver
        self.requestToken = token
        self.session = LinkSession(
            adapterName: PlaidAdapter.descriptor.name, flow: flow, redirectURI: entry.redirectURI, entryName: entry.name,
            options: options)
        session.start()
        driver.sendLoad()
        session.open()
    }

    func sendSuccess(secret: String) {
        let account = PlaidLinkKit.Account(
            id: "probe-account", name: "Plaid Checking", mask: "0000", subtype: .depository(.checking),
            verificationStatus: nil)
        let json =
            #"{"public_token":"\#(secret)","accounts":[{"id":"probe-account","name":"Plaid Checking","mask":"0000","type":"depository","subtype":"checking"}],"link_session_id":"\#(sessionID)"}"#
        driver.send(
            PlaidLinkKit.LinkSuccess(
                publicToken: secret,
                metadata: PlaidLinkKit.SuccessMetadata(
                    institution: PlaidLinkKit.Institution(id: "ins_109508", name: "First Platypus Bank"), accounts: [account],
                    linkSessionID: sessionID, metadataJSON: json)))
        driver.sendEvent(named: "HANDOFF", sessionID: sessionID)
    }

    func sendUserExit() {
        driver.send(PlaidLinkKit.LinkExit(error: nil, metadata: metadata(status: .institutionNotFound)))
        driver.dismiss()
    }

    func sendError(_ key: VendorErrorKey, message: String) {
        let error = PlaidLinkKit.ExitError(
            errorCode: PlaidLinkKit.ExitErrorCode(type: key.type ?? "", code: key.code), errorMessage: message,
            displayMessage: nil, errorJSON: nil)
        driver.send(PlaidLinkKit.LinkExit(error: error, metadata: metadata(status: .requiresCredentials)))
        driver.dismiss()
    }

    /// `onEvent` whose metadata carries the institution (`institution_id`, `institution_name`) and
    /// the error (`error_type`, `error_code`), as LinkKit's event metadata does.
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        driver.send(
            PlaidLinkKit.LinkEvent(
                eventName: PlaidLinkKit.EventName(wireValue: vendorEventName),
                metadata: PlaidLinkKit.EventMetadata(
                    linkSessionID: sessionID, timestamp: Date(),
                    errorCode: details.error.map { PlaidLinkKit.ExitErrorCode(type: $0.type ?? "", code: $0.code) },
                    errorMessage: details.error.map { "conformance \($0)" }, institutionID: details.institution?.id,
                    institutionName: details.institution?.name)))
        return details
    }

    func sendAbandonment() {
        driver.swipeDismiss()
    }

    private func metadata(status: PlaidLinkKit.ExitStatus) -> PlaidLinkKit.ExitMetadata {
        PlaidLinkKit.ExitMetadata(
            status: status, institution: PlaidLinkKit.Institution(id: "ins_109508", name: "First Platypus Bank"),
            linkSessionID: sessionID, requestID: "probe-request", metadataJSON: nil)
    }
}
