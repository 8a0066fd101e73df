import Foundation
import ProviderKit

/// Makes URLs safe to print: query values whose names mark a credential (`connectToken`,
/// `access_token`, …, as `SecretKeyClassifier` decides) become `<redacted>`.
package enum MeldURLRedaction {
    /// The URL text with credential query values hidden, and credential values in a form-style
    /// fragment (`#access_token=…`, as OAuth implicit returns use) hidden too. Text that does not
    /// parse as a URL is replaced by `<unparsable URL>`, so nothing unparsed leaks.
    package static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text) else {
            return "<unparsable URL>"
        }
        var changed = false
        if let items = components.percentEncodedQueryItems, !items.isEmpty, let redactedItems = redact(items) {
            components.percentEncodedQueryItems = redactedItems
            changed = true
        }
        if let fragment = components.percentEncodedFragment, fragment.contains("="),
            let items = URLComponents(string: "x:?" + fragment)?.percentEncodedQueryItems, let redactedItems = redact(items)
        {
            var form = URLComponents()
            form.percentEncodedQueryItems = redactedItems
            if let query = form.percentEncodedQuery {
                components.percentEncodedFragment = query
                changed = true
            }
        }
        guard changed else { return text }
        return (components.string ?? "<unparsable URL>").replacingOccurrences(of: "%3Credacted%3E", with: Secret.redactedPlaceholder)
    }

    /// The items with credential values replaced by an encoded placeholder, or `nil` when none is a credential.
    private static func redact(_ items: [URLQueryItem]) -> [URLQueryItem]? {
        var changed = false
        let redactedItems = items.map { item -> URLQueryItem in
            let name = item.name.removingPercentEncoding ?? item.name
            guard SecretKeyClassifier.isSecret(name), item.value != nil else { return item }
            changed = true
            return URLQueryItem(name: item.name, value: "%3Credacted%3E")
        }
        return changed ? redactedItems : nil
    }

    /// A scheme, cut to 32 printable ASCII characters, for diagnostics.
    package static func printableScheme(_ scheme: String) -> String {
        String(scheme.unicodeScalars.filter { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }.prefix(32).map(Character.init))
    }

    /// `scheme://host`, for diagnostics about URLs whose path or query may hold anything.
    package static func origin(of components: URLComponents) -> String {
        let scheme = printableScheme(components.scheme ?? "")
        let host = components.host.map { String($0.prefix(253)) } ?? ""
        return host.isEmpty ? "\(scheme):" : "\(scheme)://\(host)"
    }
}
