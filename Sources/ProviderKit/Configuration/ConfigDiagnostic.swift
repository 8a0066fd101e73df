/// One problem found in a configuration file, with where it is and what to do about it.
///
/// The path and message never show a secret from the file: both pass through
/// ``SecretRedactor/standard`` whenever they are set.
public struct ConfigDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// The configuration cannot be used.
        case error
        /// The configuration works but something deserves attention.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What kind of problem it is, stable across releases (``DiagnosticCode/unknownKey``, ``DiagnosticCode/serverSecret``, …).
    public var code: Code
    /// The key path, for example `providers.plaid.redirectURI`; empty for the whole document.
    public var path: String {
        didSet { path = SecretRedactor.standard.redact(path) }
    }
    /// What is wrong and what to do about it.
    public var message: String {
        didSet { message = SecretRedactor.standard.redact(message) }
    }
    /// The 1-based line in the file, when known.
    public var line: Int?
    /// The 1-based column in the file, when known.
    public var column: Int?
    /// The file, when the configuration came from one.
    public var file: String?

    /// Creates a diagnostic.
    public init(
        severity: Severity, code: Code, path: String, message: String, line: Int? = nil, column: Int? = nil,
        file: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.path = SecretRedactor.standard.redact(path)
        self.message = SecretRedactor.standard.redact(message)
        self.line = line
        self.column = column
        self.file = file
    }

    /// Creates a diagnostic at a parser position.
    package init(
        severity: Severity, code: Code, path: String, message: String, position: SourcePosition?, file: String? = nil
    ) {
        self.init(
            severity: severity, code: code, path: path, message: message, line: position?.line, column: position?.column,
            file: file)
    }

    /// The line and column as one position, when both are known.
    package var position: SourcePosition? {
        guard let line, let column else { return nil }
        return SourcePosition(line: line, column: column)
    }

    /// `path: message (file:line:column)`, the line format of `providerkit validate`.
    public var description: String {
        var text = "\(path.isEmpty ? "(root)" : path): "
        if severity == .warning { text += "warning: " }
        text += message
        switch (file, position) {
        case let (file?, position?): text += " (\(file):\(position.line):\(position.column))"
        case let (nil, position?): text += " (line \(position.line), column \(position.column))"
        case let (file?, nil): text += " (\(file))"
        case (nil, nil): break
        }
        return text
    }
}
