/// A canary credential to plant in input (a transcript, a configuration, an Info.plist, a web-view
/// message) so a test or fuzz target can check that no output shows it unless secrets were
/// revealed.
///
/// Each canary has a distinctive ``core``; a leak is any 12-character stretch of that core in the
/// output, so a secret printed in part (cut by a length limit, split across a line) still counts.
/// The shapes cover every rule of ``/ProviderKit/SecretRedactor``: Plaid-style tokens, a JWT, a
/// long opaque string and a plain password that only its key name marks as secret.
public struct PlantedSecret: Sendable, Hashable, CustomStringConvertible {
    /// The value to plant.
    public let value: String
    /// The part of ``value`` that no legitimate output contains.
    public let core: String

    /// Every stretch of ``core``, for ``leaks(in:)``.
    private let index: LeakIndex

    /// The shortest stretch of the core that counts as a leak.
    public static let leakWindow = 12

    /// Creates a canary whose distinctive part is `core`, planted as `prefix + core + suffix`.
    public init(prefix: String = "", core: String, suffix: String = "") {
        self.value = prefix + core + suffix
        self.core = core
        self.index = LeakIndex(secret: Array(core.utf8), window: Self.leakWindow)
    }

    /// Two canaries are the same when their values and cores are.
    public static func == (lhs: PlantedSecret, rhs: PlantedSecret) -> Bool {
        lhs.value == rhs.value && lhs.core == rhs.core
    }

    /// Hashes the value and the core.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(core)
    }

    /// A public token: `public-sandbox-…`.
    public static let publicToken = PlantedSecret(prefix: "public-sandbox-", core: "c4n4ry01-7a1f-4e2b-8c3d-1f2e3d4c5b6a")
    /// A link token: `link-sandbox-…`.
    public static let linkToken = PlantedSecret(prefix: "link-sandbox-", core: "c4n4ry02-9b8a-4c7d-a6e5-2d3c4b5a6978")
    /// An access token: `access-production-…`.
    public static let accessToken = PlantedSecret(prefix: "access-production-", core: "c4n4ry03-3e4f-4a5b-b6c7-8d9e0f1a2b3c")
    /// A JWT (a Meld connect token, an OAuth `id_token`).
    public static let jwt = PlantedSecret(
        prefix: "eyJhbGciOiJIUzI1NiJ9.", core: "eyJzdWIiOiJjNG40cnkwNCJ9.QzRuNHJ5MDRTaWduYXR1cmVYeXo")
    /// A long opaque string (a base64 refresh token, an API key).
    public static let opaque = PlantedSecret(core: "QzRuNHJ5MDVPcGFxdWVSZWZyZXNoVG9rZW4wNTEyMzQ1Njc4OQ")
    /// A plain password, secret only because a key such as `password` or `client_secret` holds it,
    /// or because it sits in a URL's user info.
    public static let password = PlantedSecret(core: "Tr0ub4dorC4n4ry06")

    /// Every canary.
    public static let all: [PlantedSecret] = [publicToken, linkToken, accessToken, jwt, opaque, password]
    /// The canaries whose shape alone marks them as secret (all but ``password``).
    public static let shaped: [PlantedSecret] = [publicToken, linkToken, accessToken, jwt, opaque]

    /// `true` when `output` shows this canary, whole or in part: any 12-byte stretch of its core.
    public func leaks(in output: String) -> Bool {
        var output = output
        return output.withUTF8 { index.isFound(in: $0) }
    }

    /// `true` when `bytes` show this canary, whole or in part, as ``leaks(in:)`` decides for text.
    public func leaks(inBytes bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index.isFound(in: bytes)
    }

    /// The canaries among `planted` that `output` shows.
    public static func leaks(in output: String, planted: [PlantedSecret] = all) -> [PlantedSecret] {
        planted.filter { $0.leaks(in: output) }
    }

    /// A name for test reports; never the value.
    public var description: String {
        switch self {
        case Self.publicToken: return "planted public token"
        case Self.linkToken: return "planted link token"
        case Self.accessToken: return "planted access token"
        case Self.jwt: return "planted JWT"
        case Self.opaque: return "planted opaque token"
        case Self.password: return "planted password"
        default: return "planted secret"
        }
    }
}
