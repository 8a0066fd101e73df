/// Why a vendor callback could not be mapped. Never contains secrets.
public struct MeshMappingIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an issue.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
