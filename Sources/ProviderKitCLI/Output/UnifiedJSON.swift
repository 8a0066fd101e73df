import Foundation
import ProviderKit
import ProviderKitTesting

/// Builds the documented JSON-line objects of `providerkit link` and `replay` from the unified
/// model. This is the only place the wire format is written; `docs/cli.md` documents it.
public struct UnifiedJSON {
    /// `true` to print secrets instead of `"<redacted>"` (`--show-secrets`).
    public var revealSecrets: Bool

    /// Creates a builder.
    public init(revealSecrets: Bool) {
        self.revealSecrets = revealSecrets
    }

    private static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// `{"kind":"event",...}`.
    public func event(_ event: LinkEvent) -> String {
        var members: [(String, LinkJSONValue)] = [
            ("kind", "event"), ("provider", .string(event.adapterName)), ("name", .string(event.name.rawValue)),
            ("vendorEventName", .string(event.vendorEventName)), ("sessionID", optional(event.sessionID)),
            ("timestamp", .string(Self.timestampStyle.format(event.timestamp))),
        ]
        if let stage = event.stage { members.append(("stage", .string(stage.rawValue))) }
        if let institution = event.institution { members.append(("institution", self.institution(institution))) }
        if let error = event.error { members.append(("error", self.error(error))) }
        return JSONWriter.string(orderedObject: members)
    }

    /// `{"kind":"success",...}`.
    public func success(_ success: LinkSuccess) -> String {
        var members: [(String, LinkJSONValue)] = [
            ("kind", "success"), ("provider", .string(success.adapterName)), ("credential", credential(success.credential)),
            ("institution", success.institution.map(institution) ?? .null),
            ("accounts", .array(success.accounts.map(account))), ("sessionID", optional(success.sessionID)),
        ]
        if let transfer = success.transfer { members.append(("transfer", self.transfer(transfer))) }
        return JSONWriter.string(orderedObject: members)
    }

    /// `{"kind":"exit",...}`.
    public func exit(_ exit: LinkExit) -> String {
        JSONWriter.string(orderedObject: [
            ("kind", "exit"), ("provider", .string(exit.adapterName)), ("reason", .string(exit.reason.kind.rawValue)),
            ("error", exit.error.map(error) ?? .null), ("stage", optional(exit.stage?.rawValue)),
            ("sessionID", optional(exit.sessionID)), ("requestID", optional(exit.requestID)),
            ("fallbacks", .array(exit.fallbacks.map(LinkJSONValue.string))),
        ])
    }

    /// `{"kind":"diagnostic",...}`.
    public func diagnostic(_ diagnostic: LinkDiagnostic) -> String {
        var members: [(String, LinkJSONValue)] = [
            ("kind", "diagnostic"), ("severity", .string(diagnostic.severity == .error ? "error" : "warning")),
            ("message", .string(diagnostic.message)),
        ]
        if let line = diagnostic.line { members.append(("line", .number(Double(line)))) }
        return JSONWriter.string(orderedObject: members)
    }

    /// `{"kind":"<trace kind>",...}`.
    public func trace(_ trace: ReplayTrace) -> String {
        JSONWriter.string(orderedObject: [("kind", .string(trace.kind))] + trace.fields.map { ($0.name, $0.value) })
    }

    /// The `error` object.
    public func error(_ error: LinkError) -> LinkJSONValue {
        .object([
            "code": .string(error.code.rawValue), "recovery": .string(error.recovery.rawValue),
            "retryable": .bool(error.isRetryable), "vendorType": optional(error.vendorType),
            "vendorCode": optional(error.vendorCode), "message": .string(error.message),
            "displayMessage": optional(error.displayMessage),
        ])
    }

    /// The `credential` object: `{"type":…, "value":…}` with secrets redacted unless revealed.
    public func credential(_ credential: LinkCredential) -> LinkJSONValue {
        let value: LinkJSONValue
        switch credential {
        case .publicToken(let token):
            value = .string(token.text(revealed: revealSecrets))
        case .accessTokens(let tokens):
            value = .array(
                tokens.map { token in
                    var members: [String: LinkJSONValue] = [
                        "accountID": .string(token.accountID), "accountName": optional(token.accountName),
                        "accessToken": .string(token.accessToken.text(revealed: revealSecrets)),
                    ]
                    if let refresh = token.refreshToken { members["refreshToken"] = .string(refresh.text(revealed: revealSecrets)) }
                    return .object(members)
                })
        case .delayedAuth(let refreshToken):
            value = .string(refreshToken.text(revealed: revealSecrets))
        case .connection(let id):
            value = id.map { .object(["id": .string($0)]) } ?? .null
        }
        return .object(["type": .string(credential.kind.rawValue), "value": value])
    }

    private func institution(_ institution: LinkInstitution) -> LinkJSONValue {
        .object(["id": optional(institution.id), "name": optional(institution.name)])
    }

    private func account(_ account: LinkAccount) -> LinkJSONValue {
        .object([
            "id": optional(account.id), "name": optional(account.name), "mask": optional(account.mask),
            "type": optional(account.type?.rawValue), "subtype": optional(account.subtype),
            "verificationStatus": optional(account.verificationStatus?.rawValue),
        ])
    }

    private func transfer(_ transfer: TransferResult) -> LinkJSONValue {
        .object([
            "txId": optional(transfer.transactionID), "fromAddress": optional(transfer.fromAddress),
            "toAddress": optional(transfer.toAddress), "symbol": .string(transfer.symbol),
            "amount": .number(transfer.amount), "networkId": optional(transfer.networkID),
        ])
    }

    private func optional(_ text: String?) -> LinkJSONValue { text.map(LinkJSONValue.string) ?? .null }
}
