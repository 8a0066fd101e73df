/// A problem an adapter found in its configuration entry. The core turns it into a
/// ``ConfigDiagnostic`` with the full key path and the line it sits on.
public struct ConfigIssue: Sendable, Hashable {
    /// The key path inside the entry, for example `mode` or `countryCodes[2]`.
    public var path: String
    /// `error` makes the configuration invalid; `warning` does not.
    public var severity: ConfigDiagnostic.Severity
    /// What is wrong and what to do about it.
    public var message: String
    /// The diagnostic's stable code: one of the adapter's own (prefixed with its name, such as
    /// `acme.region`), or ``DiagnosticCode/adapterRule`` by default.
    public var code: ConfigDiagnostic.Code

    /// Creates an issue.
    public init(
        path: String, severity: ConfigDiagnostic.Severity = .error, message: String,
        code: ConfigDiagnostic.Code = .adapterRule
    ) {
        self.path = path
        self.severity = severity
        self.message = message
        self.code = code
    }

    /// An error at `path`.
    public static func error(_ path: String, _ message: String, code: ConfigDiagnostic.Code = .adapterRule) -> ConfigIssue {
        ConfigIssue(path: path, severity: .error, message: message, code: code)
    }

    /// A warning at `path`.
    public static func warning(_ path: String, _ message: String, code: ConfigDiagnostic.Code = .adapterRule) -> ConfigIssue {
        ConfigIssue(path: path, severity: .warning, message: message, code: code)
    }
}
