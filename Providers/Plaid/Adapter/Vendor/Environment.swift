import Foundation

extension PlaidLinkKit {
    /// The Plaid environments a LinkKit 7 token can name. LinkKit 7 has no development environment.
    public enum Environment: String, Sendable, Hashable, Codable, CaseIterable {
        /// Live data.
        case production
        /// Plaid's sandbox.
        case sandbox
    }
}
