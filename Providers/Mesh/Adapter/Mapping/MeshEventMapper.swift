import Foundation
import ProviderKit

/// Maps Mesh's untyped `onEvent` dictionaries (`{type, payload}`) to ``/ProviderKit/LinkEvent``s.
///
/// - Known types get their unified name, stage and stability from ``MeshEventTable``.
/// - Error-bearing types carry a ``/ProviderKit/LinkError``: `integrationConnectionError` messages are
///   classified by ``MeshErrorClassifier`` (unknown classes map to `unknown`, keeping the text),
///   the others are looked up by type in ``MeshErrorTable``.
/// - `transferFinished` with `status: "error"` becomes ``/ProviderKit/LinkEvent/Name/transferFailed``.
/// - Unknown types, and Mesh's `{"Undefined message": body}` wrapper, become
///   ``/ProviderKit/LinkEvent/Name/other`` with the raw dictionary kept in the metadata.
package enum MeshEventMapper {
    /// The provider name stamped on events.
    package static let adapterName = "mesh"

    /// The event for one `onEvent` dictionary, or `nil` (with a reason) when there is nothing to map.
    package static func event(from message: [String: Any]?, at timestamp: Date = Date()) -> Result<LinkEvent, MeshMappingIssue> {
        guard let message else {
            return .failure(MeshMappingIssue("onEvent was called with nil; nothing to report."))
        }
        return .success(event(from: LinkJSONValue(foundationObject: message), at: timestamp))
    }

    /// The event for one `onEvent` message already converted to JSON.
    package static func event(from raw: LinkJSONValue, at timestamp: Date = Date()) -> LinkEvent {
        let metadata = RawMetadata(raw)
        guard let type = raw["type"]?.stringValue, !type.isEmpty else {
            let keys = raw.objectValue.map { $0.keys.sorted() } ?? []
            let name = keys.count == 1 ? keys[0] : "undefined"
            return LinkEvent(adapterName: adapterName, name: .other, vendorEventName: name, timestamp: timestamp, metadata: metadata)
        }
        // One look-up for the table row and the error's source (``MeshEventKind``).
        let kind = MeshEventKind.of(type)
        let rule = kind.rule
        let payload = raw["payload"] ?? .null
        var event = LinkEvent(
            adapterName: adapterName, name: rule?.name ?? .other, vendorEventName: type, timestamp: timestamp,
            institution: institution(in: payload), stage: rule?.stage, view: view(in: payload),
            isStable: rule?.isStable ?? false, metadata: metadata)
        addError(to: &event, source: kind.errorSource, type: type, payload: payload)
        return event
    }

    /// Sets the error of an event of `type` whose error comes from `source`, and renames a failed
    /// `transferFinished`.
    private static func addError(
        to event: inout LinkEvent, source: MeshEventKind.ErrorSource, type: String, payload: LinkJSONValue
    ) {
        switch source {
        case .classifiedMessage:
            let message = errorMessage(in: payload, type: type)
            event.error = MeshErrorTable.table.map(
                type: type, code: MeshErrorClassifier.classify(message), message: message)
        case .eventType:
            event.error = MeshErrorTable.table.map(type: nil, code: type, message: errorMessage(in: payload, type: type))
        case .transferFinishedStatus:
            if payload["status"]?.stringValue == MeshLinkSDK.TransferFinishedStatus.transferFinishedError.rawValue {
                event.name = .transferFailed
                event.error = MeshErrorTable.table.map(
                    type: MeshErrorTable.transferFinishedType, code: "error", message: errorMessage(in: payload, type: type))
            }
        case .none:
            break
        }
    }

    package static func errorMessage(in payload: LinkJSONValue, type: String) -> String {
        if let message = payload["errorMessage"]?.stringValue, !message.isEmpty { return message }
        if let message = payload.stringValue, !message.isEmpty { return message }
        return "\(type) without an errorMessage"
    }

    private static func institution(in payload: LinkJSONValue) -> LinkInstitution? {
        if let found = LinkInstitution.ifKnown(
            id: payload["integrationType"]?.stringValue, name: payload["integrationName"]?.stringValue)
        {
            return found
        }
        let selected = payload["selectedIntegration"] ?? .null
        return LinkInstitution.ifKnown(
            id: selected["integrationType"]?.stringValue ?? selected["id"]?.stringValue,
            name: selected["integrationName"]?.stringValue ?? selected["name"]?.stringValue)
    }

    private static func view(in payload: LinkJSONValue) -> String? {
        if let page = payload["page"]?.stringValue { return page }
        return payload.stringValue
    }
}
