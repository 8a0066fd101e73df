/// Why a vendor callback could not be mapped. Never contains secrets.
package struct MeshMappingIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package var message: String

    /// Creates an issue.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
