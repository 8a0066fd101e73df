import Foundation

/// Makes a vendor payload safe to keep, before anything of it is stored: the redaction a
/// ``LinkCallbackRecorder`` applies to every callback.
///
/// - Values of credential-named members (``SecretKeyClassifier``, the rule ``SecretRedactor``
///   uses) become stable placeholders named for the member: the first distinct `public_token` is
///   `<public-token-1>`, the next `<public-token-2>`, and the same value always gets the same
///   placeholder, so a replay sees duplicates as duplicates. The session's own link token becomes
///   `<link-token>` wherever it is a whole value.
/// - Values of account-number members keep only their last four characters (the mask).
/// - A string that is a whole absolute URL keeps its shape, so a replay reads the same URL:
///   credential-named query and fragment values become `%3Credacted%3E` (the placeholder,
///   percent-encoded), and every other part that the text rules would change is redacted and
///   percent-encoded on its own (``redact(url:)``). A URL this cannot read completely is redacted
///   as text.
/// - Every other string goes through ``SecretRedactor/redact(_:)`` with the session's token as a
///   known secret: the token inside a longer string, token-shaped values, JWTs, long opaque
///   strings and `name=value` credentials become `<redacted>`.
///
/// Placeholders are remembered by a hash of the value (`Hasher`, seeded per process), never by
/// the value itself.
struct CallbackRedaction {
    /// The placeholder for the session's own link token.
    static let linkTokenPlaceholder = "<link-token>"

    let redactor: SecretRedactor
    private let linkTokenHash: Int?
    private var placeholders: [PlaceholderKey: String] = [:]
    private var counts: [String: Int] = [:]

    private struct PlaceholderKey: Hashable {
        let name: String
        let valueHash: Int
    }

    /// A redaction for a session whose link token is `linkToken` (if known). A token that is a URL
    /// (Meld's widget URL) also makes the credentials it carries known secrets (its connect token).
    init(linkToken: Secret?) {
        let clear = linkToken.map { $0.reveal() }
        redactor = SecretRedactor(knownSecrets: clear.map(SecretRedactor.secrets(embeddedIn:)) ?? [])
        linkTokenHash = clear.map(Self.hash)
    }

    /// `text` (a diagnostic's message, a record written beside the callbacks) with the session's
    /// token and every credential shape hidden.
    func redact(text: String) -> String {
        redactor.redact(text)
    }

    /// `text` with only the session's token taken out: for JSON text, whose structure stays.
    func removingLinkToken(from text: String) -> String {
        redactor.removingKnownSecrets(from: text)
    }

    /// A replay setting's value: a URL as ``redact(url:)`` keeps it, anything else as text.
    func redact(setting value: String) -> String {
        redact(url: value) ?? redactor.redact(value)
    }

    /// `value` with every secret replaced.
    mutating func redact(_ value: LinkJSONValue) -> LinkJSONValue {
        redact(value, member: nil)
    }

    private mutating func redact(_ value: LinkJSONValue, member: String?) -> LinkJSONValue {
        switch value {
        case .object(let members):
            var result: [String: LinkJSONValue] = [:]
            for (key, child) in members {
                result[redactor.redact(key)] = redact(child, member: key)
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { redact($0, member: member) })
        case .string(let text):
            if let member, SecretKeyClassifier.isSecret(member) { return .string(placeholder(for: text, member: member)) }
            if let member, Self.isAccountNumber(member) { return .string(Self.mask(text)) }
            if let url = redact(url: text) { return .string(url) }
            if let linkTokenHash, Self.hash(text) == linkTokenHash { return .string(Self.linkTokenPlaceholder) }
            return .string(redactor.redact(text))
        case .number(let number):
            if let member, SecretKeyClassifier.isSecret(member) {
                return .string(placeholder(for: String(number), member: member))
            }
            if let member, Self.isAccountNumber(member) { return .string(Self.mask(String(Int(exactly: number) ?? 0))) }
            return value
        case .bool, .null:
            return value
        }
    }

    private mutating func placeholder(for text: String, member: String) -> String {
        let valueHash = Self.hash(text)
        if valueHash == linkTokenHash { return Self.linkTokenPlaceholder }
        let name = Self.placeholderName(member)
        let key = PlaceholderKey(name: name, valueHash: valueHash)
        if let known = placeholders[key] { return known }
        let number = (counts[name] ?? 0) + 1
        counts[name] = number
        let made = "<\(name)-\(number)>"
        placeholders[key] = made
        return made
    }

    /// `public_token`, `publicToken` and `Public-Token` all name `public-token`.
    static func placeholderName(_ member: String) -> String {
        var name = ""
        var previousWasLower = false
        for scalar in member.unicodeScalars {
            if scalar == "_" || scalar == "-" || scalar == "." || scalar == " " {
                if !name.isEmpty, !name.hasSuffix("-") { name.append("-") }
                previousWasLower = false
                continue
            }
            let isUpper = CharacterSet.uppercaseLetters.contains(scalar)
            if isUpper, previousWasLower, !name.hasSuffix("-") { name.append("-") }
            guard CharacterSet.alphanumerics.contains(scalar), scalar.isASCII else { continue }
            name.append(String(scalar).lowercased())
            previousWasLower = !isUpper
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "secret" : name
    }

    /// `account_number`, `accountNumber`: a full account number, kept as its mask only.
    static func isAccountNumber(_ member: String) -> Bool {
        let normalized = SecretKeyClassifier.normalize(member)
        return normalized.hasSuffix("accountnumber") || normalized == "iban"
    }

    /// The last four characters, the way banks show a mask.
    static func mask(_ text: String) -> String {
        text.count <= 4 ? text : String(text.suffix(4))
    }

    private static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        hasher.combine(text)
        return hasher.finalize()
    }
}
