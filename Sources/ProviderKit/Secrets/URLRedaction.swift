import Foundation

/// Hides the credential parts of one URL, by its structure: the user name and password, and the
/// values of query items and form-style fragment items (`#access_token=…`, as OAuth implicit returns
/// use) whose names mark a credential, percent-encoded names included.
///
/// The URL is read by ``StrictURL`` (user info allowed, to be hidden): text it cannot read
/// completely prints as ``unparsable``, never as itself.
enum URLRedaction {
    /// What a URL that does not parse prints as, so nothing unparsed leaks.
    static let unparsable = "<unparsable URL>"
    private static let encodedPlaceholder = "%3Credacted%3E"

    /// The URL text with its credential parts hidden, or ``unparsable``.
    static func redact(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        guard let strict = try? StrictURL(reading: text, allowingUserInfo: true) else { return unparsable }
        var components = strict.components
        var changed = false
        if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
            components.percentEncodedUser = encodedPlaceholder
            components.percentEncodedPassword = nil
            changed = true
        }
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
        guard let rebuilt = components.string else { return unparsable }
        return rebuilt.replacingOccurrences(of: encodedPlaceholder, with: Secret.redactedPlaceholder)
    }

    /// The items with credential values replaced by the encoded placeholder, or `nil` when none is a credential.
    /// Any other value is text too: what it percent-encodes (a nested URL, a form, a message) is
    /// redacted after decoding, so `%3D` cannot hide a `password=` from the text rules.
    private static func redact(_ items: [URLQueryItem]) -> [URLQueryItem]? {
        var changed = false
        let redactedItems = items.map { item -> URLQueryItem in
            let name = item.name.removingPercentEncoding ?? item.name
            guard SecretKeyClassifier.isQuerySecret(name) else {
                guard let value = item.value, value.utf8.contains(UInt8(ascii: "%")), let decoded = value.removingPercentEncoding else { return item }
                let redacted = SecretRedactor.standard.redact(decoded)
                guard redacted != decoded, let encoded = redacted.addingPercentEncoding(withAllowedCharacters: valueCharacters)
                else { return item }
                changed = true
                return URLQueryItem(name: item.name, value: encoded)
            }
            guard item.value != nil else { return item }
            changed = true
            return URLQueryItem(name: item.name, value: encodedPlaceholder)
        }
        return changed ? redactedItems : nil
    }

    /// What a query value may hold unencoded: the query's characters but its separators.
    private static let valueCharacters = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#;"))

    /// The values a URL carries as credentials: its user info and its credential-named query and
    /// fragment values, percent-decoded.
    static func embeddedSecrets(_ text: String) -> [String] {
        // Finding secrets errs toward finding more: Foundation's lenient reading, so a URL the
        // strict reader refuses still gives up the tokens it carries.
        guard let components = URLComponents(string: text) else { return [] }
        var values = [components.user, components.password].compactMap { $0 }
        var items = components.queryItems ?? []
        if let fragment = components.fragment, fragment.contains("="),
            let fragmentItems = URLComponents(string: "x:?" + fragment)?.queryItems
        {
            items += fragmentItems
        }
        for item in items where SecretKeyClassifier.isQuerySecret(item.name) {
            if let value = item.value { values.append(value) }
        }
        return values
    }
}
