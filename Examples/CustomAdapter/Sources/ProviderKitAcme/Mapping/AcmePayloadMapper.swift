import Foundation
import ProviderKit

/// Turns Acme's payloads into the unified model. Tokens go into `Secret`, the whole payload into
/// `RawMetadata`; no message ever quotes a token.
package enum AcmePayloadMapper {
    package static func event(_ vendor: AcmeLinkSDK.Event) -> LinkEvent {
        let rule = AcmeEventMapping.table.rule(for: vendor.name)
        return LinkEvent(
            adapterName: AcmeAdapter.name, name: rule?.name ?? .other, vendorEventName: vendor.name,
            institution: institution(vendor.institution), stage: rule?.stage,
            error: vendor.errorCode.map { AcmeErrorMapping.table.map(type: nil, code: $0, message: "Acme reported \($0).") },
            isStable: rule?.isStable ?? false, metadata: raw(vendor))
    }

    package static func success(_ vendor: AcmeLinkSDK.Success) -> LinkSuccess {
        LinkSuccess(
            adapterName: AcmeAdapter.name, credential: .publicToken(Secret(vendor.publicToken)),
            institution: institution(vendor.institution),
            accounts: vendor.accounts.map { LinkAccount(id: $0.id, name: $0.name, mask: $0.mask, type: accountType($0.type)) },
            sessionID: nil, metadata: raw(vendor))
    }

    package static func exit(_ vendor: AcmeLinkSDK.Exit) -> LinkExit {
        let reason: LinkExit.Reason = vendor.errorCode.map {
            .error(AcmeErrorMapping.table.map(type: nil, code: $0, message: vendor.errorMessage ?? "Acme exited with \($0)."))
        } ?? .userCancelled
        return LinkExit(adapterName: AcmeAdapter.name, reason: reason, institution: institution(vendor.institution), metadata: raw(vendor))
    }

    static func institution(_ vendor: AcmeLinkSDK.Institution?) -> LinkInstitution? {
        vendor.map { LinkInstitution(id: $0.id, name: $0.name) }
    }

    static func accountType(_ vendor: String) -> AccountType {
        switch vendor {
        case "checking", "savings": return .depository
        case "credit": return .credit
        case "brokerage": return .brokerage
        default: return .other
        }
    }

    /// The payload as JSON; `RawMetadata` redacts credential-named keys (`publicToken`) when shown.
    static func raw(_ payload: some Encodable) -> RawMetadata {
        guard let data = try? JSONEncoder().encode(payload),
            let value = try? JSONDecoder().decode(LinkJSONValue.self, from: data)
        else { return .empty }
        return RawMetadata(value)
    }
}
