import Foundation

extension ConfigurationError: LocalizedError {
    /// `Invalid ProviderKit configuration (2 errors): …`, then every problem on its own line with
    /// its key path and position, the way `providerkit validate` prints them.
    public var errorDescription: String? {
        let count = errors.count
        let header = "Invalid ProviderKit configuration (\(count) error\(count == 1 ? "" : "s"))"
        return diagnostics.isEmpty ? header + "." : header + ":\n" + description
    }

    /// The first error, the one to fix first.
    public var failureReason: String? { errors.first?.description }

    /// Where to look.
    public var recoverySuggestion: String? {
        "Fix each problem at its key path (run `providerkit validate` on the file to see them all); docs/configuration.md describes every key."
    }
}
