import Foundation
import ProviderKit

/// Maps LinkKit 7 payloads to ProviderKit's unified model. Pure and total: it never throws and
/// never crashes on odd input. Used by the live flow and by transcript replay alike.
package struct PlaidPayloadMapper: Sendable {
    /// The adapter name stamped on results.
    package let adapterName: String

    /// Creates a mapper.
    package init(adapterName: String = PlaidErrorMapping.adapterName) {
        self.adapterName = adapterName
    }

    /// A mapped success plus notes on every repair made from `metadataJSON`.
    package struct MappedSuccess: Sendable {
        /// The unified success.
        package var success: LinkSuccess
        /// One sentence per field taken from `metadataJSON` (never containing values).
        package var repairs: [String]
    }

    // MARK: - Success

    /// Maps `onSuccess`. Typed fields that are missing or `unknown` are taken from `metadataJSON`
    /// when it has them (early LinkKit 7.0.x shipped nil masks and swapped subtypes); each field
    /// taken is noted in ``MappedSuccess/repairs``.
    package func success(_ vendor: PlaidLinkKit.LinkSuccess) -> MappedSuccess {
        let raw = Self.parseMetadataJSON(vendor.metadata.metadataJSON)
        var repairs: [String] = []
        let rawAccounts = raw?["accounts"]?.arrayValue ?? []

        var accounts: [LinkAccount] = []
        accounts.reserveCapacity(vendor.metadata.accounts.count)
        for (index, account) in vendor.metadata.accounts.enumerated() {
            // `LinkJSONValue?.none`, not a `nil` literal (which would be JSON `null` here).
            let byPosition: LinkJSONValue? = rawAccounts.count == vendor.metadata.accounts.count ? rawAccounts[index] : .none
            let match = rawAccounts.first { $0["id"]?.stringValue == account.id } ?? byPosition
            accounts.append(self.account(account, raw: match, position: index, repairs: &repairs))
        }
        if accounts.isEmpty, !rawAccounts.isEmpty {
            accounts = rawAccounts.map { json in
                PlaidAccountMapping.account(
                    id: json["id"]?.stringValue, name: json["name"]?.stringValue, mask: json["mask"]?.stringValue,
                    type: json["type"]?.stringValue, subtype: json["subtype"]?.stringValue,
                    verificationStatus: json["verification_status"]?.stringValue)
            }
            repairs.append("accounts were empty; took \(accounts.count) from metadataJSON")
        }

        var institution = LinkInstitution.ifKnown(id: vendor.metadata.institution.id, name: vendor.metadata.institution.name)
        if let rawInstitution = raw?["institution"] {
            let id = rawInstitution["institution_id"]?.stringValue ?? rawInstitution["id"]?.stringValue
            let name = rawInstitution["name"]?.stringValue
            if institution?.id == nil, let id {
                institution = LinkInstitution(id: id, name: institution?.name ?? name)
                repairs.append("institution id taken from metadataJSON")
            }
            if institution?.name == nil, let name {
                institution = LinkInstitution(id: institution?.id, name: name)
                repairs.append("institution name taken from metadataJSON")
            }
        }
        let sessionID = Self.nonEmpty(vendor.metadata.linkSessionID) ?? raw?["link_session_id"]?.stringValue

        let success = LinkSuccess(
            adapterName: adapterName, credential: .publicToken(Secret(vendor.publicToken)), institution: institution,
            accounts: accounts, sessionID: sessionID, metadata: Self.rawMetadata(vendor))
        return MappedSuccess(success: success, repairs: repairs)
    }

    private func account(
        _ account: PlaidLinkKit.Account, raw: LinkJSONValue?, position: Int, repairs: inout [String]
    ) -> LinkAccount {
        var type: String? = account.subtype.type
        var subtype: String? = account.subtype.subtype
        var mask = account.mask
        var status = account.verificationStatus?.description

        if let raw {
            if Self.nonEmpty(mask) == nil, let rawMask = Self.nonEmpty(raw["mask"]?.stringValue) {
                mask = rawMask
                repairs.append("account \(position): mask taken from metadataJSON")
            }
            let typeKnown = PlaidAccountMapping.knownTypes[type?.lowercased() ?? ""] != nil
            if !account.subtype.isKnown || !typeKnown || Self.nonEmpty(subtype) == nil {
                let rawType = Self.nonEmpty(raw["type"]?.stringValue)
                let rawSubtype = Self.nonEmpty(raw["subtype"]?.stringValue)
                if rawType != nil || rawSubtype != nil,
                    (rawType?.lowercased(), rawSubtype?.lowercased()) != (type?.lowercased(), subtype?.lowercased())
                {
                    type = rawType ?? type
                    subtype = rawSubtype ?? subtype
                    repairs.append("account \(position): type and subtype taken from metadataJSON")
                }
            }
            if account.verificationStatus == nil || account.verificationStatus?.isKnown == false,
                let rawStatus = Self.nonEmpty(raw["verification_status"]?.stringValue), rawStatus != status
            {
                status = rawStatus
                repairs.append("account \(position): verification status taken from metadataJSON")
            }
        }
        return PlaidAccountMapping.account(
            id: account.id, name: account.name, mask: mask, type: type, subtype: subtype, verificationStatus: status)
    }

    // MARK: - Exit

    /// Maps `onExit`: no error means the user left; an error maps through `PlaidErrorMapping`. The
    /// stage comes from `status`, falling back to `metadataJSON`'s `status`; a missing institution,
    /// session id or request id is taken from `metadataJSON` too.
    package func exit(_ vendor: PlaidLinkKit.LinkExit) -> LinkExit {
        let metadata = vendor.metadata
        let raw = Self.parseMetadataJSON(metadata.metadataJSON)
        let reason: LinkExit.Reason = vendor.error.map { .error(error($0)) } ?? .userCancelled
        var status = metadata.status?.description
        if status == nil || metadata.status?.isKnown == false, let rawStatus = Self.nonEmpty(raw?["status"]?.stringValue) {
            status = status ?? rawStatus
        }
        var institution = metadata.institution.flatMap { LinkInstitution.ifKnown(id: $0.id, name: $0.name) }
        if institution == nil, let rawInstitution = raw?["institution"] {
            institution = LinkInstitution.ifKnown(
                id: rawInstitution["institution_id"]?.stringValue ?? rawInstitution["id"]?.stringValue,
                name: rawInstitution["name"]?.stringValue)
        }
        return LinkExit(
            adapterName: adapterName, reason: reason, stage: PlaidStageMapping.stage(forStatus: status),
            institution: institution,
            sessionID: Self.nonEmpty(metadata.linkSessionID) ?? raw?["link_session_id"]?.stringValue,
            requestID: Self.nonEmpty(metadata.requestID) ?? raw?["request_id"]?.stringValue,
            metadata: Self.rawMetadata(vendor))
    }

    /// Maps an `ExitError` through the shared Plaid table.
    package func error(_ vendor: PlaidLinkKit.ExitError) -> LinkError {
        PlaidErrorMapping.map(
            type: vendor.errorCode.description, code: vendor.errorCode.code, message: vendor.errorMessage,
            displayMessage: vendor.displayMessage)
    }

    // MARK: - Event

    /// Maps `onEvent`. The stage comes from the event table, else the view (`TRANSITION_VIEW`), else
    /// the exit status (`EXIT`).
    package func event(_ vendor: PlaidLinkKit.LinkEvent) -> LinkEvent {
        let metadata = vendor.metadata
        let rawName = vendor.eventName.description
        let rule = PlaidEventMapping.table.rule(for: rawName)
        let view = metadata.viewName?.description
        // `PlaidEventMapping.stage(forEvent:view:exitStatus:)`, with the rule looked up once.
        let stage =
            rule?.stage ?? PlaidEventMapping.stage(forView: view)
            ?? PlaidStageMapping.stage(forStatus: metadata.exitStatus?.description)
        let error = metadata.errorCode.map {
            PlaidErrorMapping.map(type: $0.description, code: $0.code, message: metadata.errorMessage ?? "")
        }
        return LinkEvent(
            adapterName: adapterName, name: rule?.name ?? .other, vendorEventName: rawName, timestamp: metadata.timestamp,
            institution: LinkInstitution.ifKnown(id: metadata.institutionID, name: metadata.institutionName),
            stage: stage, view: view, error: error, sessionID: Self.nonEmpty(metadata.linkSessionID),
            isStable: rule?.isStable ?? false, metadata: Self.rawMetadata(vendor))
    }

    // MARK: - Raw metadata

    /// The payload as JSON, with `metadata_json`/`errorJSON` strings parsed into objects so that
    /// the tokens inside them are redacted like any other member.
    ///
    /// Deferred: the payload is kept and turned into JSON only when the metadata is read.
    package static func rawMetadata<T: Encodable & Sendable>(_ value: T) -> RawMetadata {
        RawMetadata(deferred: value) { payload in
            (try? JSONValueEncoder().encode(payload)).map(expandEmbeddedJSON) ?? .null
        }
    }

    private static let embeddedJSONKeys: Set<String> = ["metadata_json", "errorJSON", "metadataJSON"]

    private static func expandEmbeddedJSON(_ value: LinkJSONValue) -> LinkJSONValue {
        switch value {
        case .object(let members):
            var result: [String: LinkJSONValue] = [:]
            for (key, member) in members {
                if embeddedJSONKeys.contains(key), case .string(let text) = member {
                    // Unparseable text could hide a token in plain sight: keep only its length.
                    result[key] = (try? LinkJSONValue(parsing: text)).map(expandEmbeddedJSON)
                        ?? .string("<unparseable JSON text, \(text.count) characters>")
                } else {
                    result[key] = expandEmbeddedJSON(member)
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(expandEmbeddedJSON))
        default:
            return value
        }
    }

    package static func parseMetadataJSON(_ text: String?) -> LinkJSONValue? {
        guard let text, !text.isEmpty, let value = try? LinkJSONValue(parsing: text), value.objectValue != nil else {
            return nil
        }
        return value
    }

    package static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
