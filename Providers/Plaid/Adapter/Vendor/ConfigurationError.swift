import Foundation

extension PlaidLinkKit {
    /// The error LinkKit 7's `Plaid.create…` functions throw for a token that fails its own checks.
    ///
    /// A `LocalizedError`, as in LinkKit (the conformance is in
    /// `ConfigurationError+LocalizedError.swift`). What LinkKit's own `errorDescription` returns is
    /// UNVERIFIED.
    public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The token is malformed: no `link-` prefix, no environment segment, or an unsupported environment.
        case invalidToken(message: String)

        /// The message LinkKit attaches.
        public var message: String {
            switch self {
            case .invalidToken(let message): return message
            }
        }

        /// `invalidToken: <message>`.
        public var description: String { "invalidToken: \(message)" }
    }
}
