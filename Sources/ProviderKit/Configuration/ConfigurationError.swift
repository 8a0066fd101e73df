/// A configuration that could not be loaded, with every problem found.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// Every problem, errors and warnings, in file order.
    public var diagnostics: [ConfigDiagnostic]

    /// Creates an error.
    public init(diagnostics: [ConfigDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Only the errors.
    public var errors: [ConfigDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per problem.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
