import ProviderKit

/// LinkKit 7's own token checks, run before anything reaches the SDK so a malformed token fails
/// at session creation with ``/ProviderKit/LinkError/Code/invalidLinkToken`` instead of inside LinkKit.
///
/// A token must look like `link-<environment>-<id>`, where the environment is `production` or
/// `sandbox` (LinkKit 7 has no development environment). Messages never echo the token.
package enum PlaidTokenCheck {
    /// The environment a valid token names.
    ///
    /// - Throws: ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/invalidLinkToken`` and LinkKit's message.
    package static func environment(of token: Secret) throws(LinkError) -> PlaidLinkKit.Environment {
        switch check(token.reveal()) {
        case .success(let environment): return environment
        case .failure(let message):
            throw LinkError(
                code: .invalidLinkToken, vendorType: "ConfigurationError", vendorCode: "invalidToken",
                message: message.message)
        }
    }

    /// A token check failure carrying LinkKit's message.
    package struct Failure: Error, Sendable, Hashable {
        /// LinkKit's message, without the token.
        package var message: String
    }

    /// Checks a raw token the way LinkKit 7 does.
    package static func check(_ token: String) -> Result<PlaidLinkKit.Environment, Failure> {
        guard token.hasPrefix("link-") else {
            return .failure(Failure(message: "Token must begin with the 'link-' prefix."))
        }
        let rest = token.dropFirst("link-".count)
        guard let dash = rest.firstIndex(of: "-"), dash != rest.startIndex, rest.index(after: dash) != rest.endIndex
        else {
            return .failure(Failure(message: "Token is missing the environment segment."))
        }
        let segment = String(rest[..<dash])
        guard let environment = PlaidLinkKit.Environment(wireValue: segment) else {
            // Name the segment only when it plainly is an environment word, never a token fragment.
            let shown = segment.count <= 16 && segment.allSatisfy({ $0.isLetter }) ? " '\(segment)'" : ""
            return .failure(Failure(message: "Unsupported environment\(shown). Expected one of: production, sandbox."))
        }
        return .success(environment)
    }
}
