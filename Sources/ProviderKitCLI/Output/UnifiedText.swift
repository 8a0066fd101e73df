import ProviderKit
import ProviderKitTesting

/// Builds the human-readable lines of `providerkit link` and `replay`.
public struct UnifiedText {
    /// `true` to print secrets instead of `<redacted>` (`--show-secrets`).
    public var revealSecrets: Bool

    /// Creates a builder.
    public init(revealSecrets: Bool) {
        self.revealSecrets = revealSecrets
    }

    /// `event    institutionSelected  SELECT_INSTITUTION  Chase (ins_3)`.
    public func event(_ event: LinkEvent) -> String {
        var parts = ["event   ", pad(event.name.rawValue, 20), event.vendorEventName]
        if let institution = event.institution { parts.append("· \(institution)") }
        if let error = event.error { parts.append("· \(describe(error))") }
        return parts.joined(separator: " ")
    }

    /// The success line, then one indented line per account and one for a transfer. An account's
    /// type and subtype are written by the rule JSON output writes them with
    /// (``LinkAccount/written(_:_:)``), so the two formats show the same vendor text.
    public func success(_ success: LinkSuccess) -> [String] {
        var lines = [
            "success  \(success.adapterName) · \(credential(success.credential)) · \(success.institution?.description ?? "no institution") · \(success.accounts.count) account(s)"
        ]
        for account in success.accounts {
            let shown = VendorText(reveal: revealSecrets)
            let type = account.type.map { LinkAccount.written($0, shown) }
            let kind = [type, shown(account.subtype)].compactMap { $0 }.joined(separator: "/")
            let mask = account.mask.map { " ••\($0)" } ?? ""
            let status = account.verificationStatus.map { " [\($0.rawValue)]" } ?? ""
            lines.append("         account \(account.name ?? account.id ?? "?")\(mask) \(kind)\(status)")
        }
        if let transfer = success.transfer {
            lines.append("         transfer \(transfer.amount) \(transfer.symbol) tx \(transfer.transactionID ?? "?")")
        }
        return lines
    }

    /// `exit     error institutionUnavailable … · stage … · fallbacks: meld`.
    public func exit(_ exit: LinkExit) -> String {
        var parts = ["exit     \(exit.adapterName) · \(exit.reason.kind.rawValue)"]
        if let error = exit.error { parts.append(describe(error)) }
        if let stage = exit.stage { parts.append("stage \(stage.rawValue)") }
        if let institution = exit.institution { parts.append(institution.description) }
        if let requestID = exit.requestID { parts.append("request \(requestID)") }
        if !exit.fallbacks.isEmpty { parts.append("fallbacks: \(exit.fallbacks.joined(separator: ", "))") }
        return parts.joined(separator: " · ")
    }

    /// `warning: message (line N)`.
    public func diagnostic(_ diagnostic: LinkDiagnostic) -> String {
        "\(diagnostic.severity.rawValue): " + (diagnostic.line.map { "line \($0): " } ?? "") + diagnostic.message
    }

    /// `navigation url=… decision=…`.
    public func trace(_ trace: ReplayTrace) -> String {
        ([pad(trace.kind, 8)] + trace.fields.map { "\($0.name)=\($0.value.stringValue ?? JSONWriter.string($0.value))" })
            .joined(separator: " ")
    }

    private func describe(_ error: LinkError) -> String {
        let vendor = [error.vendorType, error.vendorCode].compactMap { $0 }.joined(separator: "/")
        return "\(error.code.rawValue)\(vendor.isEmpty ? "" : " (\(vendor))") recovery=\(error.recovery.rawValue)\(error.isRetryable ? " retryable" : "")"
    }

    private func credential(_ credential: LinkCredential) -> String {
        switch credential {
        case .publicToken(let token): return "publicToken \(token.text(revealed: revealSecrets))"
        case .accessTokens(let tokens): return "accessTokens ×\(tokens.count) \(tokens.map { $0.accessToken.text(revealed: revealSecrets) }.joined(separator: ","))"
        case .delayedAuth(let token): return "delayedAuth \(token.text(revealed: revealSecrets))"
        case .connection(let id): return "connection \(id)"
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
