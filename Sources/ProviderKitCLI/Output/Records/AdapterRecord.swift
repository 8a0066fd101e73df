import ProviderKit
import ProviderKitTesting

/// One adapter in `providerkit providers --format json`: `{"kind": "adapter", "name",
/// "displayName", "source", "requiresRedirectURI", "options", "updateSupport", "resumeSupport",
/// "scenarios", "errorCodes", "eventNames"}`. The descriptor members are those of the adapter
/// manifest (`AdapterManifest`), so a manifest adapter and a built-in one print alike.
struct AdapterRecord: Encodable {
    /// The adapter.
    var adapter: AdapterCatalog.Adapter

    private enum CodingKeys: String, CodingKey {
        case kind, name, displayName, source, requiresRedirectURI, options, updateSupport, resumeSupport, scenarios,
            errorCodes, eventNames
    }

    /// Encodes the record, members in the documented order.
    func encode(to encoder: any Encoder) throws {
        let descriptor = adapter.descriptor
        let manifest = AdapterManifest.jsonValue(of: descriptor)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("adapter", forKey: .kind)
        try container.encode(descriptor.name, forKey: .name)
        try container.encode(descriptor.displayName, forKey: .displayName)
        try container.encode(adapter.isFromManifest ? "manifest" : "builtIn", forKey: .source)
        try container.encode(descriptor.requiresRedirectURI, forKey: .requiresRedirectURI)
        try container.encode(manifest["options"] ?? .array([]), forKey: .options)
        try container.encode(manifest["updateSupport"] ?? .null, forKey: .updateSupport)
        try container.encode(manifest["resumeSupport"] ?? .null, forKey: .resumeSupport)
        try container.encode(adapter.sandbox?.scenarios.map(\.name.rawValue) ?? [], forKey: .scenarios)
        if let sandbox = adapter.sandbox {
            try container.encode(sandbox.descriptor.errorTable.rules.count, forKey: .errorCodes)
            try container.encode(sandbox.descriptor.eventTable.rules.count, forKey: .eventNames)
        } else {
            try container.encodeNil(forKey: .errorCodes)
            try container.encodeNil(forKey: .eventNames)
        }
    }
}
