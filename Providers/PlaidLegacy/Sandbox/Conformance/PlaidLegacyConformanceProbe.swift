import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// The conformance suite's handle on a v1 session: a link-token session over a
/// ``PlaidLegacyManualDriver`` whose controller calls the flow's delegate methods with LinkKit
/// 1.x-shaped payloads (`NSNull` values, `userInfo` error strings under a legacy numeric code).
@MainActor
final class PlaidLegacyConformanceProbe: ConformanceProbe {
    let session: LinkSession
    let requestToken: String
    let driver: PlaidLegacyManualDriver
    private let sessionID = UUID().uuidString.lowercased()

    init(options: LinkSession.Options) throws {
        driver = PlaidLegacyManualDriver()
        requestToken = "link-sandbox-\(UUID().uuidString.lowercased())"
        let adapter = PlaidLegacyAdapter(driver: driver, dismissalGracePeriod: 0.2)
        let flow = try adapter.makeFlow(
            request: LinkRequest(token: Secret(requestToken)),
            entry: ProviderEntry(name: PlaidLegacyAdapter.name, adapterName: PlaidLegacyAdapter.name))
        session = LinkSession(adapterName: PlaidLegacyAdapter.name, flow: flow, options: options)
        session.open()
    }

    private var controller: PlaidLegacyManualLinkViewController? { driver.lastController }

    func sendSuccess(secret: String) {
        controller?.succeed(
            publicToken: secret,
            metadata: PlaidLegacySandboxMetadata.success(
                sessionID: sessionID, institution: PlaidLegacySandboxMetadata.institution(id: "ins_3", name: "Chase"),
                accounts: [
                    PlaidLegacySandboxMetadata.account(
                        id: "acc_1", name: "Plaid Checking", mask: NSNull(), type: "depository", subtype: "checking")
                ]))
    }

    func sendUserExit() {
        controller?.exit(
            error: nil,
            metadata: PlaidLegacySandboxMetadata.exit(
                sessionID: sessionID, status: "requires_credentials", institution: nil))
    }

    func sendError(_ key: VendorErrorKey, message: String) {
        let error = NSError(
            domain: PlaidLegacyLinkKit.PLKConstants.PLKPlaidLinkAPIErrorDomain, code: 1000,
            userInfo: [
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorTypeKey: key.type.map { $0 as Any } ?? NSNull(),
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorCodeKey: key.code,
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorMessageKey: message,
                PlaidLegacyLinkKit.PLKConstants.kPLKDisplayMessageKey: NSNull(),
            ])
        controller?.exit(
            error: error,
            metadata: PlaidLegacySandboxMetadata.exit(
                sessionID: sessionID, status: "requires_credentials", institution: nil))
    }

    /// The delegate's event callback, its metadata carrying the institution
    /// (`kPLKMetadataInstitutionIdKey`, `kPLKMetadataInstitutionNameKey`) and the error
    /// (`kPLKMetadataErrorTypeKey`, `kPLKMetadataErrorCodeKey`) as LinkKit 1.x sends them.
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        var values: [String: Any] = [:]
        if let institution = details.institution {
            values[Keys.kPLKMetadataInstitutionIdKey] = institution.id ?? NSNull()
            values[Keys.kPLKMetadataInstitutionNameKey] = institution.name ?? NSNull()
        }
        if let error = details.error {
            values[Keys.kPLKMetadataErrorTypeKey] = error.type ?? NSNull()
            values[Keys.kPLKMetadataErrorCodeKey] = error.code
            values[Keys.kPLKMetadataErrorMessageKey] = "conformance \(error)"
        }
        controller?.event(vendorEventName, metadata: PlaidLegacySandboxMetadata.event(sessionID: sessionID, values))
        return details
    }

    func sendAbandonment() {
        controller?.disappear()
    }
}
