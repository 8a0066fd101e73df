import Foundation
import ProviderKit
import ProviderKitMeld

/// Meld script messages mapped by hand: the handler and origin compared, the type cut after the
/// prefix, a `switch` on it, and the `connect_complete` payload read from parsed JSON. It copies
/// the fields the engine fills for a session that knows its connection id (as every live session
/// does), so ``MappingBenchmark`` can check both produce the same event, success and exit.
enum MeldHandWritten {
    /// The connection id the benchmark's sessions carry.
    static let connectionID = "conn_sb_5d2f9a7c"

    /// What one message produced.
    struct Mapped: Equatable {
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
            return Mapped(
                event: LinkEvent(
                    adapterName: "meld", name: .loaded, vendorEventName: type, sessionID: connectionID, isStable: true))
        case "connect_complete":
            let payload = payloadText.flatMap { try? LinkJSONValue(parsing: $0) } ?? .null
            let institution = LinkInstitution.ifKnown(
                id: payload["institutionId"]?.stringValue, name: payload["institutionName"]?.stringValue)
            let accounts = (payload["accounts"]?.arrayValue ?? []).map { account in
                let (type, subtype) = MeldAccountTypeMapping.map(account["type"]?.stringValue)
                return LinkAccount(
                    id: account["id"]?.stringValue, name: account["name"]?.stringValue,
                    mask: account["mask"]?.stringValue, type: type, subtype: subtype)
            }
            return Mapped(
                event: LinkEvent(
                    adapterName: "meld", name: .connected, vendorEventName: type, institution: institution,
                    stage: .connected, sessionID: connectionID, isStable: true),
                success: LinkSuccess(
                    adapterName: "meld", credential: .connection(id: connectionID), institution: institution,
                    accounts: accounts, sessionID: connectionID, metadata: .empty))
        case "cancel":
            return Mapped(
                event: LinkEvent(adapterName: "meld", name: .exited, vendorEventName: type, sessionID: connectionID),
                exit: LinkExit(adapterName: "meld", reason: .userCancelled, sessionID: connectionID))
        default:
            return Mapped(
                event: LinkEvent(adapterName: "meld", name: .other, vendorEventName: type, sessionID: connectionID))
        }
    }

    /// The engine's reaction in the same shape: its first event, success and exit.
    static func mapped(_ reaction: MeldReaction?) -> Mapped {
        var mapped = Mapped()
        for output in reaction?.outputs ?? [] {
            switch output {
            case .event(let event) where mapped.event == nil: mapped.event = event
            case .succeeded(let success) where mapped.success == nil: mapped.success = success
            case .exited(let exit) where mapped.exit == nil: mapped.exit = exit
            default: break
            }
        }
        return mapped
    }

    /// Equal timestamps and no metadata: neither is part of what the two mappings are compared on.
    static func normalize(_ mapped: inout Mapped) {
        mapped.event?.timestamp = Date(timeIntervalSince1970: 0)
        mapped.event?.metadata = .empty
        mapped.success?.metadata = .empty
        mapped.exit?.metadata = .empty
    }
}
