import Foundation
import ProviderKit
import ProviderKitPlaid

/// Turns LinkKit 1.x delegate payloads into ProviderKit's model, through the one Plaid mapping
/// shared with the LinkKit 7 adapter: `PlaidErrorMapping` (errors), ``PlaidEventMapping``
/// (events and their stage; LinkKit 1.x forwards Link's web events, whose names are a subset of
/// LinkKit 7's), ``PlaidStageMapping`` (`kPLKStatus*` → stage), ``PlaidAccountMapping`` (accounts)
/// and `LinkKitTimestamp` (event dates). The live flow and transcript replay both call these
/// functions, so they cannot disagree.
///
/// None of these functions fails: a value of the wrong type is ignored and reported in `problems`.
package enum PlaidLegacyMapping {
    /// The adapter name stamped on outcomes and events.
    package static let adapterName = "plaid-legacy"

    /// Plaid's error table (the LinkKit 7 adapter's rows), published under this adapter's name.
    package static let errorTable = ErrorMappingTable(adapterName: adapterName, rules: PlaidErrorMapping.table.rules)

    /// Plaid's event table (the LinkKit 7 adapter's rows), published under this adapter's name.
    package static let eventTable = EventMappingTable(adapterName: adapterName, rules: PlaidEventMapping.table.rules)

    /// A mapped payload and the problems found reading it.
    package struct Mapped<Value: Sendable>: Sendable {
        /// The unified value.
        package var value: Value
        /// Values of the wrong type that were ignored, as `key.path: expected …, found …`.
        package var problems: [String]
    }

    // MARK: - Errors

    /// Maps an exit error by its `userInfo` strings (`error_type`, `error_code`, `error_message`,
    /// `display_message`), never by `NSError.code`.
    ///
    /// - An error with no `error_code` string (LinkKit 1.0.x's `PLKPlaidLinkAPIErrorDomain` 1210) is
    ///   ``/ProviderKit/LinkError/Code/unknown``, keeping its `error_type` and naming the domain and number in the message.
    /// - `NSURLErrorDomain` errors are ``/ProviderKit/LinkError/Code/network`` (the device could not reach Plaid).
    package static func error(_ error: PlaidLegacyLinkKit.PLKExitError) -> LinkError {
        let message =
            error.errorMessage ?? error.localizedDescription
            ?? "LinkKit exited with \(error.domain) error \(error.code)"
        if error.errorCode == nil {
            if error.domain == NSURLErrorDomain {
                return LinkError(
                    code: .network, vendorType: NSURLErrorDomain, vendorCode: String(error.code),
                    message: "\(message) (\(error.domain) \(error.code))", displayMessage: error.displayMessage)
            }
            return LinkError(
                code: .unknown, vendorType: error.errorType, vendorCode: nil,
                message:
                    "\(message) (\(error.domain) \(error.code); no error_code string in userInfo, and legacy numeric codes are not mapped)",
                displayMessage: error.displayMessage)
        }
        var mapped = PlaidErrorMapping.map(
            type: error.errorType, code: error.errorCode, message: message, displayMessage: error.displayMessage)
        if mapped.displayMessage == nil { mapped.displayMessage = error.displayMessage }
        return mapped
    }

    // MARK: - Callbacks

    /// Maps `didSucceedWithPublicToken:metadata:`. The token becomes a ``/ProviderKit/Secret`` credential.
    /// The metadata is read through the `PLKSuccessMetadata` mirror, which reads every key and
    /// records each value of the wrong type, in order.
    package static func success(publicToken: String, metadata: LinkJSONValue) -> Mapped<LinkSuccess> {
        let vendor = PlaidLegacyLinkKit.PLKSuccessMetadata(metadata)
        var problems = vendor.problems
        if let status = vendor.status { checkSuccessStatus(status, into: &problems) }
        var accounts = vendor.accounts.map(account)
        if accounts.isEmpty, let selected = vendor.account {
            accounts = [account(selected)]
        } else if accounts.isEmpty, let id = vendor.accountId {
            accounts = [LinkAccount(id: id, name: nil)]
        }
        let success = LinkSuccess(
            adapterName: adapterName, credential: .publicToken(Secret(publicToken)),
            institution: institution(vendor.institution), accounts: accounts, sessionID: vendor.linkSessionId,
            metadata: RawMetadata(metadata))
        return Mapped(value: success, problems: problems)
    }

    /// Records a success whose status is not `connected`.
    private static func checkSuccessStatus(_ status: String, into problems: inout [String]) {
        guard status != PlaidLegacyLinkKit.PLKConstants.kPLKStatusConnected else { return }
        problems.append(
            "metadata.status: LinkKit 1.x sends \"connected\" on success; found \"\(SecretRedactor.standard.quote(status, limit: 32))\"")
    }

    /// Maps `didExitWithError:metadata:`. A `nil` error is the user closing Link. The metadata is
    /// read through the `PLKExitMetadata` mirror, which records each value of the wrong type.
    package static func exit(error: PlaidLegacyLinkKit.PLKExitError?, metadata: LinkJSONValue) -> Mapped<LinkExit> {
        let vendor = PlaidLegacyLinkKit.PLKExitMetadata(metadata)
        let exit = LinkExit(
            adapterName: adapterName, reason: error.map { .error(self.error($0)) } ?? .userCancelled,
            stage: PlaidStageMapping.stage(forStatus: vendor.status), institution: institution(vendor.institution),
            sessionID: vendor.linkSessionId, requestID: vendor.requestId, metadata: RawMetadata(metadata))
        return Mapped(value: exit, problems: vendor.problems)
    }

    /// Maps `didHandleEvent:metadata:`. `receivedAt` is used when the metadata has no readable
    /// timestamp. The metadata is read through the `PLKEventMetadata` mirror, which records each
    /// value of the wrong type; an unreadable timestamp is one more problem.
    package static func event(name: String, metadata: LinkJSONValue, receivedAt: Date = Date()) -> Mapped<LinkEvent> {
        let vendor = PlaidLegacyLinkKit.PLKEventMetadata(metadata)
        var problems = vendor.problems
        let rule = eventTable.rule(for: name)
        var timestamp = receivedAt
        if let text = vendor.timestamp {
            if let parsed = LinkKitTimestamp.parse(text) {
                timestamp = parsed
            } else {
                problems.append("metadata.timestamp: expected an ISO 8601 date, found a string of \(text.count) characters that is not one")
            }
        }
        var error: LinkError?
        let errorCode = vendor.errorCode
        let errorType = vendor.errorType
        if errorCode != nil || errorType != nil {
            error = PlaidErrorMapping.map(
                type: errorType, code: errorCode,
                message: vendor.errorMessage ?? "Link showed the error \(errorCode ?? errorType ?? "")")
        }
        // The LinkKit 7 mapper's rule: the event's own stage, else the view's, else the exit status's.
        // (`eventTable` holds `PlaidEventMapping.table`'s rules, so its rule serves, looked up once.)
        let view = vendor.viewName
        let stage = rule?.stage ?? PlaidEventMapping.stage(forView: view) ?? PlaidStageMapping.stage(forStatus: vendor.exitStatus)
        let event = LinkEvent(
            adapterName: adapterName, name: rule?.name ?? .other, vendorEventName: name, timestamp: timestamp,
            institution: LinkInstitution.ifKnown(id: vendor.institutionId, name: vendor.institutionName),
            stage: stage, view: view, error: error, sessionID: vendor.linkSessionId,
            isStable: rule?.isStable ?? false, metadata: RawMetadata(metadata))
        return Mapped(value: event, problems: problems)
    }

    // MARK: - Parts

    /// An account from its metadata, through the shared Plaid account rules.
    package static func account(_ account: PlaidLegacyLinkKit.PLKAccountMetadata) -> LinkAccount {
        PlaidAccountMapping.account(
            id: account.id, name: account.name, mask: account.mask, type: account.type, subtype: account.subtype,
            verificationStatus: account.verificationStatus)
    }

    /// The institution, or `nil` when the metadata has none or neither its id nor its name.
    package static func institution(_ institution: PlaidLegacyLinkKit.PLKInstitutionMetadata?) -> LinkInstitution? {
        guard let institution else { return nil }
        return LinkInstitution.ifKnown(id: institution.institutionId, name: institution.name)
    }
}
