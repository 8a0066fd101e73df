/// Why a built-in ``LinkSecureStore`` could not do what was asked. Never contains a secret.
public struct LinkSecureStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation: `save`, `read`, `delete` or `list`.
    public var operation: String
    /// The key involved, when there is one.
    public var key: String?
    /// What went wrong (an `errno` text or a Keychain `OSStatus`).
    public var reason: String

    /// Creates an error.
    public init(operation: String, key: String?, reason: String) {
        self.operation = operation
        self.key = key
        self.reason = reason
    }

    /// `save journey.… failed: …`.
    public var description: String {
        "secure store: \(operation)\(key.map { " \($0)" } ?? "") failed: \(reason)"
    }
}
