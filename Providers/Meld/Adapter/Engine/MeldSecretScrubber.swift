import Foundation
import ProviderKit

/// Hides the session's own secrets wherever web-view text echoes them.
///
/// Key-based redaction (``MeldURLRedaction``, ``/ProviderKit/RawMetadata``) only hides values
/// under credential-like names. A widget that reports an error with the widget URL in its
/// `details`, or a page that carries the connect token in an innocently named query item, would
/// still print it. The scrubber knows the values themselves (the widget URL and the values of its
/// credential-named query and fragment items, raw and percent-encoded) and replaces every
/// occurrence with `<redacted>`.
///
/// Its description and dump never show the values.
package struct MeldSecretScrubber: Sendable, Hashable {
    /// Values shorter than this are not searched for (they would match ordinary text).
    package static let minimumLength = 3

    /// The values to hide, longest first so a whole URL goes before the token inside it.
    private let needles: [String]

    /// A scrubber for the secrets embedded in `widgetURL`.
    package init(widgetURL: String) {
        var values: Set<String> = [widgetURL]
        if let components = URLComponents(string: widgetURL) {
            var items = components.queryItems ?? []
            if let fragment = components.fragment, fragment.contains("="),
                let fragmentItems = URLComponents(string: "x:?" + fragment)?.queryItems
            {
                items += fragmentItems
            }
            for item in items where SecretKeyClassifier.isSecret(item.name) {
                if let value = item.value { values.insert(value) }
            }
        }
        var needles: Set<String> = []
        for value in values {
            needles.insert(value)
            needles.insert(MeldWidgetEngine.percentEncode(value))
            if let encoded = value.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) { needles.insert(encoded) }
        }
        self.needles = needles.filter { $0.count >= Self.minimumLength }.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// `text` with every known secret replaced by `<redacted>`.
    package func scrub(_ text: String) -> String {
        var text = text
        // A byte search rules out most needles; Foundation decides (and replaces) the rest.
        for needle in needles where UTF8Search.mayContain(needle, in: text) && text.contains(needle) {
            text = text.replacingOccurrences(of: needle, with: Secret.redactedPlaceholder)
        }
        return text
    }

    /// `value` with every string (member names included) scrubbed.
    package func scrub(_ value: LinkJSONValue) -> LinkJSONValue {
        switch value {
        case .null, .bool, .number: return value
        case .string(let text): return .string(scrub(text))
        case .array(let elements): return .array(elements.map(scrub))
        case .object(let members):
            var scrubbed: [String: LinkJSONValue] = [:]
            for (key, member) in members { scrubbed[scrub(key)] = scrub(member) }
            return .object(scrubbed)
        }
    }

    /// `metadata` scrubbed, when it is read (scrubbing every event's payload up front would cost
    /// every callback a search that replay and most apps never need).
    package func scrub(_ metadata: RawMetadata) -> RawMetadata {
        guard !needles.isEmpty else { return metadata }
        return RawMetadata(deferred: Scrubbing(metadata: metadata, scrubber: self)) { $0.scrubber.scrub($0.metadata.revealed()) }
    }

    private struct Scrubbing: Sendable {
        var metadata: RawMetadata
        var scrubber: MeldSecretScrubber
    }
}

extension MeldSecretScrubber: CustomStringConvertible, CustomReflectable {
    /// A count, never the values.
    package var description: String { "MeldSecretScrubber(\(needles.count) values)" }

    /// A mirror without the values.
    package var customMirror: Mirror { Mirror(self, children: ["values": needles.count], displayStyle: .struct) }
}
