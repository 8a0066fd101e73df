/// What kind of token a ``/ProviderKit/LinkRequest`` carries for the v1 adapter, decided by its
/// prefix (`link-<env>-…`, `public-<env>-…`) without ever printing it.
package enum PlaidLegacyToken: Sendable, Hashable {
    /// No token: the public-key or shared (Info.plist) configuration starts the flow.
    case none
    /// A `link_token` for the given environment.
    case linkToken(PlaidLegacyLinkKit.PLKEnvironment)
    /// A `public_token` for update mode; the environment when the token names one.
    case publicToken(PlaidLegacyLinkKit.PLKEnvironment?)
    /// Something else.
    case unrecognized

    /// Classifies a token.
    package init(_ token: String) {
        if token.isEmpty {
            self = .none
            return
        }
        let parts = token.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "link":
            guard parts.count == 3, !parts[2].isEmpty, let env = PlaidLegacyLinkKit.PLKEnvironment(string: parts[1]), env != .tartan else {
                self = .unrecognized
                return
            }
            self = .linkToken(env)
        case "public":
            self = .publicToken(parts.count == 3 ? PlaidLegacyLinkKit.PLKEnvironment(string: parts[1]) : nil)
        default:
            self = .unrecognized
        }
    }

    /// Describes the kind of token for error messages, without its value.
    package var summary: String {
        switch self {
        case .none: return "the token is empty"
        case .linkToken(let env): return "found a \(env) link token"
        case .publicToken: return "found a public token"
        case .unrecognized: return "the token starts with neither link-<environment>- nor public-"
        }
    }
}
