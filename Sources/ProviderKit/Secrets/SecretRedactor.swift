import Foundation

/// ProviderKit's one redaction mechanism: what makes text, URLs and vendor payloads safe to print.
///
/// The rule it serves: **no diagnostic, error message or CLI output prints input text that may
/// hold a secret.** Diagnostics quote key paths, lines and columns, the expected shape and the
/// *kind* of what was found; when a fragment of the input helps, it goes through ``quote(_:limit:)``
/// first. ``LinkDiagnostic``, ``ConfigDiagnostic``, `TranscriptLineError` and ``LinkError`` pass
/// every message through ``standard`` as well, so a message that slips through is still redacted.
///
/// What is hidden, replaced by ``Secret/redactedPlaceholder``:
/// - values this redactor was told about (``init(knownSecrets:)``);
/// - URL user info (`https://user:password@host` prints `https://<redacted>@host`);
/// - values of secret-named keys (`SecretKeyClassifier`): query and fragment items
///   (`?access_token=…`, `#id_token=…`), `name=value` forms and quoted `"name":"value"` pairs;
/// - token-shaped values: Plaid-style tokens (`public-sandbox-…`, `link-production-…`,
///   `access-…`), JWTs, and in free text long opaque strings (40+ characters mixing letters and
///   digits).
///
/// Every rule reads the text as given and also as it would read decoded (`RedactionView`): without
/// invisible characters (a NUL or a zero-width space between two halves of a token does not cut
/// it), and percent-decoded up to ``maximumDecodingPasses`` times, with `+` as a space or not (upper-
/// or lower-case hex, partly or fully encoded, encoded twice). What a decoded reading shows is
/// hidden in the text by the whole span it was read from; a run still encoded after the last
/// pass is hidden whole. Nothing is ever printed decoded.
///
/// Redaction is idempotent, never fails and costs time linear in the text (at most
/// `2 × maximumDecodingPasses + 2` readings, each scanned once).
public struct SecretRedactor: Sendable, Hashable {
    /// The redactor with the shape and name rules only, which every diagnostic uses.
    public static let standard = SecretRedactor()

    /// Known values to hide, as UTF-8, longest first.
    private let needles: [[UInt8]]

    /// How many times text is percent-decoded before a run that still holds an escape is hidden whole.
    public static let maximumDecodingPasses = RedactionView.maximumDecodingPasses

    /// Known values shorter than this are not searched for (they would match ordinary text).
    static let minimumKnownSecretLength = 3

    /// A redactor that also hides `knownSecrets` wherever they appear, in any encoding the
    /// readings decode (percent-encoded, form-encoded, twice, byte by byte, cut by invisible
    /// characters): for example a session's own token, or the secrets ``secrets(embeddedIn:)``
    /// finds in a URL.
    public init(knownSecrets: some Sequence<String> = [String]()) {
        let values = Set(knownSecrets.filter { $0.count >= Self.minimumKnownSecretLength })
        self.needles = values.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }.map { Array($0.utf8) }
    }

    /// The URL itself plus every credential it carries (user info, credential-named query and
    /// fragment values), for ``init(knownSecrets:)``: a widget URL that embeds a connect token.
    public static func secrets(embeddedIn url: String) -> [String] {
        [url] + URLRedaction.embeddedSecrets(url)
    }

    /// Free text (a message, a vendor's error text, a fragment of input) with every secret hidden.
    public func redact(_ text: String) -> String {
        redacted(text, rules: .everyShape) ?? text
    }

    /// A value a vendor gave as display text (an account's name or mask, an institution's name)
    /// or a printed line of such values, with what has a credential's shape hidden: JWTs,
    /// Plaid-style tokens, values of secret-named keys and URL user info, but not long opaque
    /// strings, since ids stay readable.
    package func redactShapes(_ text: String) -> String {
        redacted(text, rules: .credentialShapes) ?? text
    }

    /// A URL with its user info and credential query and fragment values hidden, then
    /// redacted as text. Text that does not parse as a URL prints as `<unparsable URL>`.
    public func redact(url text: String) -> String {
        let structural = URLRedaction.redact(text)
        guard structural != URLRedaction.unparsable else { return structural }
        return redact(structural)
    }

    /// A JSON value safe to print: every value under a secret-named member (at any depth) is the
    /// placeholder, and strings elsewhere lose known secrets and token-shaped values. Under a
    /// secret member every string and number is a credential (`"tokens": ["…"]`), while objects
    /// inside keep their other members so account details stay readable.
    public func redact(json value: LinkJSONValue) -> LinkJSONValue {
        redact(value, underSecret: false)
    }

    /// A fragment of input for a diagnostic: each run of control characters (and of bytes that
    /// were not UTF-8) shown as one `�`, then redacted, then cut to `limit` characters (marked
    /// with `…`). Marking rather than dropping keeps apart what the input kept apart, so no
    /// secret is assembled from pieces; redacting before the cut means a secret is never shown
    /// partly either.
    public func quote(_ fragment: String, limit: Int = 80) -> String {
        var printable = String.UnicodeScalarView()
        var inRun = false
        for scalar in fragment.unicodeScalars {
            if Self.isControl(scalar) {
                if !inRun { printable.append("\u{FFFD}") }
                inRun = true
            } else {
                printable.append(scalar)
                inRun = false
            }
        }
        let redacted = redact(String(printable))
        return redacted.count > limit ? String(redacted.prefix(max(0, limit))) + "…" : redacted
    }

    /// `value` with the known secrets taken out of every string and member name, and nothing
    /// else changed: for payloads that are kept (and may be revealed later) but must never hold
    /// a secret the session already knows.
    public func removingKnownSecrets(from value: LinkJSONValue) -> LinkJSONValue {
        // A value none of whose strings changes comes back as it is, without rebuilding its objects.
        guard !needles.isEmpty, holdsKnownSecret(value) else { return value }
        switch value {
        case .null, .bool, .number: return value
        case .string(let text): return .string(removingKnownSecrets(from: text))
        case .array(let elements): return .array(elements.map(removingKnownSecrets(from:)))
        case .object(let members):
            var result: [String: LinkJSONValue] = [:]
            for (key, member) in members { result[removingKnownSecrets(from: key)] = removingKnownSecrets(from: member) }
            return .object(result)
        }
    }

    /// `true` when taking the known secrets out would change some string or member name of
    /// `value`: when ``removingKnownSecrets(from:)-(LinkJSONValue)`` would not return it as it is.
    package func holdsKnownSecret(_ value: LinkJSONValue) -> Bool {
        switch value {
        case .null, .bool, .number: return false
        case .string(let text): return holdsKnownSecret(text)
        case .array(let elements): return elements.contains(where: holdsKnownSecret)
        case .object(let members): return members.contains { holdsKnownSecret($0.key) || holdsKnownSecret($0.value) }
        }
    }

    private func holdsKnownSecret(_ text: String) -> Bool {
        knownSecretsRemoved(from: text).map { !$0.utf8.elementsEqual(text.utf8) } ?? false
    }

    /// `true` when the whole of `text` is a Plaid-style token or a JWT.
    public static func isTokenShaped(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let wordEnd = TokenShape.wordEndIndex(bytes, from: 0)
        if wordEnd == bytes.count, TokenShape.isPlaidStyleToken(bytes, 0..<wordEnd) { return true }
        return TokenShape.jwtEnd(bytes, start: 0, wordEnd: wordEnd) == bytes.count
    }

    // MARK: - Internals

    /// `text` with the known secrets replaced by the placeholder and nothing else changed: for
    /// input that is parsed afterwards (a message body), which shape rules could make unparsable.
    public func removingKnownSecrets(from text: String) -> String {
        knownSecretsRemoved(from: text) ?? text
    }

    /// ``removingKnownSecrets(from:)-(String)``, or `nil` when no known secret was found.
    package func knownSecretsRemoved(from original: String) -> String? {
        guard !needles.isEmpty else { return nil }
        return redacted(original, rules: .knownSecretsOnly)
    }

    /// Which rules a redaction applies besides the known secrets.
    private enum Rules {
        /// Only the known secrets (and runs too deeply encoded to search for them).
        case knownSecretsOnly
        /// Every rule but long opaque strings: for display text, where ids look like them.
        case credentialShapes
        /// Every rule.
        case everyShape
    }

    /// The most times ``redacted(_:rules:)`` searches its own result again.
    static let maximumRedactionPasses = 8

    /// `text` with what `rules` find in any of its readings hidden, or `nil` when nothing was found.
    ///
    /// A placeholder can give a word a new start: in `DD` + a zero-width space + `access-1…`,
    /// hiding what came before the token leaves `<redacted>access-1…`, which the token rules read
    /// on their own. So the result is searched again until a pass finds nothing (at most
    /// ``maximumRedactionPasses`` passes; each one hides at least three more bytes), and
    /// redacting the result once more leaves it as it is.
    private func redacted(_ text: String, rules: Rules) -> String? {
        guard var result = redactedOnce(text, rules: rules) else { return nil }
        for _ in 1..<Self.maximumRedactionPasses {
            guard let again = redactedOnce(result, rules: rules) else { break }
            result = again
        }
        return result
    }

    /// One pass of ``redacted(_:rules:)``: each range found in a reading is mapped back to the
    /// span of `text` it was read from, widened to whole characters; overlapping spans merge into
    /// one placeholder. `nil` when nothing was found.
    private func redactedOnce(_ text: String, rules: Rules) -> String? {
        let original = Array(text.utf8)
        let (views, unreadable) = RedactionView.readings(of: original)
        var ranges = unreadable
        for view in views {
            var found = needles.flatMap { Self.occurrences(of: $0, in: view.bytes) }
            if rules != .knownSecretsOnly {
                found += TextRedactionScanner.ranges(in: view.bytes, opaque: rules == .everyShape)
            }
            ranges += found.filter { !$0.isEmpty }.map(view.originalRange)
        }
        guard !ranges.isEmpty else { return nil }
        return Self.replacing(ranges, in: original)
    }

    /// Every occurrence of `needle` in `bytes`, left to right, not overlapping.
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        var found: [Range<Int>] = []
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                found.append(index..<index + needle.count)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// `original` with each of `ranges` (widened to whole UTF-8 characters, overlaps merged)
    /// replaced by the placeholder.
    private static func replacing(_ ranges: [Range<Int>], in original: [UInt8]) -> String {
        func isContinuation(_ index: Int) -> Bool { index < original.count && original[index] & 0xC0 == 0x80 }
        var output: [UInt8] = []
        output.reserveCapacity(original.count)
        var cursor = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            var start = range.lowerBound
            var end = range.upperBound
            while start > 0, isContinuation(start) { start -= 1 }
            while isContinuation(end) { end += 1 }
            if end <= cursor { continue }
            if start < cursor {
                cursor = end
                continue
            }
            output.append(contentsOf: original[cursor..<start])
            output.append(contentsOf: placeholderBytes)
            cursor = end
        }
        output.append(contentsOf: original[cursor...])
        return String(decoding: output, as: UTF8.self)
    }

    private static let placeholderBytes = Array(Secret.redactedPlaceholder.utf8)

    private func redact(_ value: LinkJSONValue, underSecret: Bool) -> LinkJSONValue {
        switch value {
        case .object(let members):
            var result: [String: LinkJSONValue] = [:]
            for (key, member) in members {
                result[removingKnownSecrets(from: key)] = redact(member, underSecret: SecretKeyClassifier.isSecret(key))
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { redact($0, underSecret: underSecret) })
        case .string(let text):
            if underSecret { return .string(Secret.redactedPlaceholder) }
            return .string(redactShapes(text))
        case .number, .bool:
            return underSecret ? .string(Secret.redactedPlaceholder) : value
        case .null:
            return value
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFD: return true
        default: return false
        }
    }
}

extension SecretRedactor: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A count of the known secrets, never the values.
    public var description: String { "SecretRedactor(\(needles.count) known values)" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror without the values.
    public var customMirror: Mirror { Mirror(self, children: ["knownValues": needles.count], displayStyle: .struct) }
}
