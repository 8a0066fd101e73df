import ProviderKit

/// Which LinkKit 7 product a session runs, chosen by the configuration entry's `mode` option.
public enum PlaidMode: String, Sendable, Hashable, CaseIterable {
    /// Standard Link: `createPlaidLinkSession`, `open(using:)` once loaded. The default.
    case link
    /// Layer: `createPlaidLayerSession`, `submit(data:)` from the request's parameters, `open(using:)`
    /// after `LAYER_READY`.
    case layer
    /// Headless Link: `createHeadlessSession`, `start()` after `onLoad` (and after the app's `open`).
    case headless
    /// Embedded Institution Search: `createEmbeddedLinkUIView`, hosted in the presentation anchor.
    case embedded

    /// The mode an entry selects; `defaultMode` when it sets none.
    ///
    /// - Throws: ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown mode.
    package static func from(entry: ProviderEntry, default defaultMode: PlaidMode = .link) throws(LinkError) -> PlaidMode {
        guard let value = entry.options["mode"] else { return defaultMode }
        guard let text = value.stringValue, let mode = PlaidMode(rawValue: text) else {
            throw .configuration(invalidModeMessage(value))
        }
        return mode
    }

    package static func invalidModeMessage(_ value: LinkJSONValue) -> String {
        let shown = value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription
        return "mode \(shown) is not a Plaid mode; use one of: \(allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
