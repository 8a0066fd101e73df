import Foundation

extension CallbackRedaction {
    /// The placeholder for a credential inside a URL, percent-encoded so the URL still parses.
    static let encodedPlaceholder = "%3Credacted%3E"

    /// `text` redacted part by part when it is a whole absolute URL (`scheme://authority…`), so a
    /// replay reads a URL of the same shape; `nil` when it is not one, or when it is one this does
    /// not read completely (then the caller redacts it as text, which may leave it unparsable).
    ///
    /// - Credential-named query and fragment items (`SecretKeyClassifier.isQuerySecret`, such as
    ///   `connectToken`, `code`) keep their name; their value becomes ``encodedPlaceholder``.
    /// - The path, every other query value and a fragment that is not a query are percent-decoded
    ///   and redacted as text; a part the text rules change is replaced by its redaction,
    ///   percent-encoded, and a part they leave alone keeps its bytes.
    /// - Refused (`nil`): text with a character outside printable ASCII, user info, an authority
    ///   or a query name the text rules would change, a malformed escape, and a result that still
    ///   holds a known secret in any encoding.
    func redact(url text: String) -> String? {
        guard text.utf8.count <= Self.maximumURLBytes,
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            let schemeEnd = text.range(of: "://"), Self.isScheme(text[..<schemeEnd.lowerBound])
        else { return nil }
        let afterScheme = text[schemeEnd.upperBound...]
        let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let authority = String(afterScheme[..<authorityEnd])
        guard !authority.contains("@"), redactor.redact(authority) == authority else { return nil }
        var rest = afterScheme[authorityEnd...]
        var fragment: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        guard var result = redact(component: rest, keeping: "/") else { return nil }
        result = text[..<schemeEnd.upperBound] + authority + result
        if let query {
            guard let redacted = redact(query: query) else { return nil }
            result += "?" + redacted
        }
        if let fragment {
            let redacted = fragment.contains("=") ? redact(query: fragment) : redact(component: fragment, keeping: "")
            guard let redacted else { return nil }
            result += "#" + redacted
        }
        guard redactor.knownSecretsRemoved(from: result) == nil else { return nil }
        return result
    }

    /// A query (`a=b&c=d`), item by item; `nil` when a name would change or does not decode.
    private func redact(query: Substring) -> String? {
        var items: [String] = []
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            guard let equals = item.firstIndex(of: "=") else {
                guard let redacted = redact(component: item, keeping: "") else { return nil }
                items.append(redacted)
                continue
            }
            let rawName = item[..<equals]
            let rawValue = item[item.index(after: equals)...]
            guard let name = rawName.removingPercentEncoding, redactor.redact(name) == name else { return nil }
            if SecretKeyClassifier.isQuerySecret(name) {
                items.append(rawName + "=" + (rawValue.isEmpty ? "" : Self.encodedPlaceholder))
                continue
            }
            guard let value = redact(component: rawValue, keeping: "") else { return nil }
            items.append(rawName + "=" + value)
        }
        return items.joined(separator: "&")
    }

    /// One percent-encoded part: as it is when the text rules leave its decoded reading alone,
    /// else its redaction percent-encoded (with `kept` left as is); `nil` for a malformed escape.
    private func redact(component: Substring, keeping kept: String) -> String? {
        guard let decoded = component.removingPercentEncoding else { return nil }
        let redacted = redactor.redact(decoded)
        guard redacted != decoded else { return String(component) }
        var allowed = Self.unreserved
        allowed.insert(charactersIn: kept)
        return redacted.addingPercentEncoding(withAllowedCharacters: allowed)
    }

    /// URLs longer than this are redacted as text.
    static let maximumURLBytes = 8 * 1_024

    /// RFC 3986's unreserved characters.
    private static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "+" || $0 == "-" || $0 == ".")
        }
    }
}
