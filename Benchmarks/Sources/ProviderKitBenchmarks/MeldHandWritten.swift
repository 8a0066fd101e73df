import Foundation
import ProviderKit
import ProviderKitMeld

/// Meld script messages mapped by hand: the handler and origin compared, the type cut after the
/// prefix, a `switch` on it, and the `connect_complete` payload read from parsed JSON.
enum MeldHandWritten {
    /// What one message produced.
    struct Mapped {
        var event: LinkEvent?
        var success: LinkSuccess?
        var exit: LinkExit?
    }

    static func message(_ message: MeldScriptMessage) -> Mapped {
        guard message.handlerName == "meldMessageHandler",
            message.origin == nil || message.origin == "https://institution-connect-sb.meld.io",
            case .string(let body) = message.body, body.hasPrefix("[meld-connect]")
        else { return Mapped() }
        let rest = body.dropFirst(14)
        let mark = rest.firstIndex(of: "?")
        let type = mark.map { String(rest[..<$0]) } ?? String(rest)
        let payloadText = mark.map { String(rest[rest.index(after: $0)...]) }
        switch type {
        case "init":
            return Mapped(event: LinkEvent(adapterName: "meld", name: .loaded, vendorEventName: type, stage: .loading))
        case "connect_complete":
            let payload = payloadText.flatMap { try? LinkJSONValue(parsing: $0) } ?? .null
            let institution = LinkInstitution(
                id: payload["institutionId"]?.stringValue, name: payload["institutionName"]?.stringValue)
            let accounts = (payload["accounts"]?.arrayValue ?? []).map { account in
                LinkAccount(
                    id: account["id"]?.stringValue, name: account["name"]?.stringValue,
                    mask: account["mask"]?.stringValue,
                    type: account["type"]?.stringValue.map(AccountType.init(rawValue:)))
            }
            return Mapped(
                event: LinkEvent(
                    adapterName: "meld", name: .connected, vendorEventName: type, institution: institution,
                    stage: .connected),
                success: LinkSuccess(
                    adapterName: "meld", credential: .connection(id: payload["connectionId"]?.stringValue ?? ""), institution: institution, accounts: accounts,
                    sessionID: nil, metadata: .empty))
        case "cancel":
            return Mapped(
                event: LinkEvent(adapterName: "meld", name: .exited, vendorEventName: type),
                exit: LinkExit(adapterName: "meld", reason: .userCancelled))
        default:
            return Mapped(event: LinkEvent(adapterName: "meld", name: .other, vendorEventName: type))
        }
    }
}
