import Foundation
import ProviderKit
import ProviderKitPlaid

/// Turns LinkKit 1.x delegate payloads into ProviderKit's model, through the one Plaid mapping
/// shared with the LinkKit 7 adapter: `PlaidErrorMapping` (errors), ``PlaidEventMapping``
/// (events and their stage; LinkKit 1.x forwards Link's web events, whose names are a subset of
/// LinkKit 7's), ``PlaidStageMapping`` (`kPLKStatus*` → stage), ``PlaidAccountMapping`` (accounts)
/// and `LinkKitTimestamp` (event dates, parsed with a cached format). The live flow and transcript
/// replay both call these functions, so they cannot disagree.
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
    package static func success(publicToken: String, metadata: LinkJSONValue) -> Mapped<LinkSuccess> {
        guard let plain = PLKPlainMetadata(metadata, nesting: .success) else {
            return successReadingEverything(publicToken: publicToken, metadata: metadata)
        }
        // The fast path: nothing in the metadata is of the wrong type, so only the keys used are read.
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        var problems: [String] = []
        if let status = plain.string(Keys.kPLKMetadataStatusKey) { checkSuccessStatus(status, into: &problems) }
        let elements = plain.array(Keys.kPLKMetadataAccountsKey)
        var accounts: [LinkAccount] = []
        accounts.reserveCapacity(elements.count)
        for case .object(let members) in elements {
            // An account with a value of the wrong type is reported by the general path.
            guard let fields = PLKPlainAccount(members) else {
                return successReadingEverything(publicToken: publicToken, metadata: metadata)
            }
            accounts.append(account(fields))
        }
        if accounts.isEmpty, let selected = plain.dictionary(Keys.kPLKMetadataAccountKey) {
            accounts = [account(selected)]
        } else if accounts.isEmpty, let id = plain.string(Keys.kPLKMetadataAccountIdKey) {
            accounts = [LinkAccount(id: id, name: nil)]
        }
        let success = LinkSuccess(
            adapterName: adapterName, credential: .publicToken(Secret(publicToken)),
            institution: institution(plain.dictionary(Keys.kPLKMetadataInstitutionKey)), accounts: accounts,
            sessionID: plain.string(Keys.kPLKMetadataLinkSessionIdKey), metadata: RawMetadata(metadata))
        return Mapped(value: success, problems: problems)
    }

    /// ``success(publicToken:metadata:)`` through the full `PLKSuccessMetadata` mirror, which reads
    /// every key and records each problem in order: the path for metadata ``PLKPlainMetadata`` rejects.
    static func successReadingEverything(publicToken: String, metadata: LinkJSONValue) -> Mapped<LinkSuccess> {
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

    /// Maps `didExitWithError:metadata:`. A `nil` error is the user closing Link.
    package static func exit(error: PlaidLegacyLinkKit.PLKExitError?, metadata: LinkJSONValue) -> Mapped<LinkExit> {
        guard let plain = PLKPlainExitMetadata(metadata) else {
            return exitReadingEverything(error: error, metadata: metadata)
        }
        // The fast path: nothing in the metadata is of the wrong type, so no problem to record.
        let exit = LinkExit(
            adapterName: adapterName, reason: error.map { .error(self.error($0)) } ?? .userCancelled,
            stage: PlaidStageMapping.stage(forStatus: plain.status), institution: institution(plain.institution),
            sessionID: plain.linkSessionId, requestID: plain.requestId ?? plain.plaidApiRequestId,
            metadata: RawMetadata(metadata))
        return Mapped(value: exit, problems: [])
    }

    /// ``exit(error:metadata:)`` through the full `PLKExitMetadata` mirror, which reads every key and
    /// records each problem in order: the path for metadata ``PLKPlainMetadata`` rejects.
    static func exitReadingEverything(error: PlaidLegacyLinkKit.PLKExitError?, metadata: LinkJSONValue) -> Mapped<LinkExit> {
        let vendor = PlaidLegacyLinkKit.PLKExitMetadata(metadata)
        let exit = LinkExit(
            adapterName: adapterName, reason: error.map { .error(self.error($0)) } ?? .userCancelled,
            stage: PlaidStageMapping.stage(forStatus: vendor.status), institution: institution(vendor.institution),
            sessionID: vendor.linkSessionId, requestID: vendor.requestId, metadata: RawMetadata(metadata))
        return Mapped(value: exit, problems: vendor.problems)
    }

    /// Maps `didHandleEvent:metadata:`. `receivedAt` is used when the metadata has no readable timestamp.
    package static func event(name: String, metadata: LinkJSONValue, receivedAt: Date = Date()) -> Mapped<LinkEvent> {
        // The fast path: nothing in the metadata is of the wrong type, so only the keys used are read.
        if let plain = PLKPlainEventMetadata(metadata) {
            return event(name: name, fields: plain, problems: [], metadata: RawMetadata(metadata), receivedAt: receivedAt)
        }
        return eventReadingEverything(name: name, metadata: metadata, receivedAt: receivedAt)
    }

    /// ``event(name:metadata:receivedAt:)`` for metadata already read as plain fields, with the
    /// dictionary kept as `metadata` (replay builds it only if someone reads it).
    package static func event(
        name: String, plain: PLKPlainEventMetadata, metadata: RawMetadata, receivedAt: Date = Date()
    ) -> Mapped<LinkEvent> {
        event(name: name, fields: plain, problems: [], metadata: metadata, receivedAt: receivedAt)
    }

    /// ``event(name:metadata:receivedAt:)`` through the full `PLKEventMetadata` mirror, which reads
    /// every key and records each problem in order: the path for metadata ``PLKPlainMetadata`` rejects.
    static func eventReadingEverything(name: String, metadata: LinkJSONValue, receivedAt: Date) -> Mapped<LinkEvent> {
        let vendor = PlaidLegacyLinkKit.PLKEventMetadata(metadata)
        return event(name: name, fields: vendor, problems: vendor.problems, metadata: RawMetadata(metadata), receivedAt: receivedAt)
    }

    /// The event from its fields, read either way; `problems` are those found reading them.
    private static func event<Fields: PlaidLegacyEventFields>(
        name: String, fields vendor: Fields, problems: [String], metadata: RawMetadata, receivedAt: Date
    ) -> Mapped<LinkEvent> {
        var problems = problems
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
            isStable: rule?.isStable ?? false, metadata: metadata)
        return Mapped(value: event, problems: problems)
    }

    // MARK: - Parts

    package static func account(_ account: PlaidLegacyLinkKit.PLKAccountMetadata) -> LinkAccount {
        PlaidAccountMapping.account(
            id: account.id, name: account.name, mask: account.mask, type: account.type, subtype: account.subtype,
            verificationStatus: account.verificationStatus)
    }

    package static func institution(_ institution: PlaidLegacyLinkKit.PLKInstitutionMetadata?) -> LinkInstitution? {
        guard let institution else { return nil }
        return LinkInstitution.ifKnown(id: institution.institutionId, name: institution.name)
    }

    /// ``account(_:)`` for an account dictionary on the fast path.
    static func account(_ account: PLKPlainAccount) -> LinkAccount {
        PlaidAccountMapping.account(
            id: account.id, name: account.name, mask: account.mask, type: account.type, subtype: account.subtype,
            verificationStatus: account.verificationStatus)
    }

    /// ``account(_:)`` for the selected account dictionary (`account`) on the fast path.
    static func account(_ account: PLKPlainMetadata) -> LinkAccount {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        return PlaidAccountMapping.account(
            id: account.string(Keys.kPLKMetadataIdKey), name: account.string(Keys.kPLKMetadataNameKey),
            mask: account.string(Keys.kPLKMetadataMaskKey), type: account.string(Keys.kPLKMetadataTypeKey),
            subtype: account.string(Keys.kPLKMetadataSubtypeKey),
            verificationStatus: account.string(Keys.kPLKMetadataAccountVerificationStatusKey))
    }

    /// ``institution(_:)`` for an institution dictionary on the fast path.
    static func institution(_ institution: PLKPlainMetadata?) -> LinkInstitution? {
        guard let institution else { return nil }
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        return LinkInstitution.ifKnown(
            id: institution.string(Keys.kPLKMetadataInstitutionIdKey), name: institution.string(Keys.kPLKMetadataNameKey))
    }
}
