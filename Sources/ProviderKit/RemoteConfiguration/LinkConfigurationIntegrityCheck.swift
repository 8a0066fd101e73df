import Foundation

/// A check a remote configuration file must pass before it is even parsed: typically a signature
/// made with a key the app's team keeps offline, so that whoever controls the web host (or a CDN
/// in between) cannot move users to another provider.
///
/// ``Ed25519ConfigurationSignature`` is the ready implementation (Apple platforms). A check is
/// consulted for every fetched file and again for the cached file at launch.
///
/// ### Contract
/// - Called off the main actor, possibly from several threads: implementations are thread-safe
///   and do not block for long.
/// - ``isAuthentic(file:signature:)`` returns `true` only when `signature` authenticates exactly
///   the bytes of `file`; anything it cannot read completely is `false`.
public protocol LinkConfigurationIntegrityCheck: Sendable {
    /// Where the signature of the file at `fileURL` is served. The default is the file's URL
    /// with `.sig` appended (`…/providers.json.sig`).
    func signatureURL(forFileAt fileURL: URL) -> URL?

    /// Whether `signature` (the body served at ``signatureURL(forFileAt:)``) authenticates `file`.
    func isAuthentic(file: Data, signature: Data) -> Bool
}

extension LinkConfigurationIntegrityCheck {
    /// The file's URL with `.sig` appended to its path; `nil` for a URL that has a query or fragment.
    public func signatureURL(forFileAt fileURL: URL) -> URL? {
        guard var components = URLComponents(url: fileURL, resolvingAgainstBaseURL: false),
            components.query == nil, components.fragment == nil, !components.path.isEmpty
        else { return nil }
        components.path += ".sig"
        return components.url
    }
}

/// The byte formats an Ed25519 signature check reads, kept apart from CryptoKit so they are
/// checked on every platform. Strict: anything that is not exactly one of the formats is `nil`.
public enum Ed25519KeyFormat {
    /// The DER prefix of an Ed25519 `SubjectPublicKeyInfo` (RFC 8410), before the 32 key bytes:
    /// what `openssl pkey -pubout -outform DER` writes.
    static let subjectPublicKeyInfoPrefix: [UInt8] = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]

    /// The 32 raw bytes of an Ed25519 public key given as base64 of the raw key, base64 of its
    /// DER `SubjectPublicKeyInfo`, or a PEM `PUBLIC KEY` block (`openssl pkey -pubout`).
    public static func publicKey(from text: String) -> Data? {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let begin = "-----BEGIN PUBLIC KEY-----", end = "-----END PUBLIC KEY-----"
        if body.hasPrefix(begin) {
            guard body.hasSuffix(end), body.count > begin.count + end.count else { return nil }
            body = String(body.dropFirst(begin.count).dropLast(end.count)).components(separatedBy: .whitespacesAndNewlines).joined()
        }
        guard let bytes = Data(base64Encoded: body) else { return nil }
        if bytes.count == 32 { return bytes }
        let prefix = subjectPublicKeyInfoPrefix
        guard bytes.count == prefix.count + 32, Array(bytes.prefix(prefix.count)) == prefix else { return nil }
        return Data(bytes.suffix(32))
    }

    /// The 64 bytes of an Ed25519 signature served as exactly 64 raw bytes (`openssl pkeyutl
    /// -sign -rawin`) or as base64 text of them (surrounding whitespace allowed). A body of
    /// exactly 64 bytes is always taken as raw.
    public static func signature(from served: Data) -> Data? {
        if served.count == 64 { return served }
        guard served.count < 256, let text = String(data: served, encoding: .utf8),
            let bytes = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)), bytes.count == 64
        else { return nil }
        return bytes
    }
}
