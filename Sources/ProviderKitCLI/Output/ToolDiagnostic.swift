import ProviderKit

/// A diagnostic the tool prints about its input rather than about a session: a configuration or
/// manifest problem, a file that cannot be read, a usage error, a store problem.
///
/// In JSON it is a `diagnostic` record of the wire format (`docs/wire-format.md`): the members of
/// ``LinkDiagnostic``'s record (`kind`, `severity`, `code`, `message`, `line`) in the same order,
/// then `column`, `path` (the key path inside the file) and `file`, each `null` when unknown.
public struct ToolDiagnostic: Sendable, Hashable, Encodable {
    /// How serious it is; `info` prints as `info`.
    public var severity: LinkDiagnostic.Severity
    /// The stable code (`docs/cli.md` lists them): `config.…`, `manifest.…`, `input.…`, `usage.…`, `store.…`.
    public var code: String
    /// What is wrong and what to do; never a secret.
    public var message: String
    /// The 1-based line in ``file``, when known.
    public var line: Int?
    /// The 1-based column in ``file``, when known.
    public var column: Int?
    /// The key path inside the file (`providers.plaid.redirectURI`), when there is one.
    public var path: String?
    /// The file it is about, when there is one.
    public var file: String?

    /// Creates a diagnostic.
    public init(
        severity: LinkDiagnostic.Severity = .error, code: String, message: String, line: Int? = nil,
        column: Int? = nil, path: String? = nil, file: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.path = path
        self.file = file
    }

    /// A configuration or manifest diagnostic, with its position and key path.
    public init(_ diagnostic: ConfigDiagnostic) {
        self.init(
            severity: diagnostic.severity == .error ? .error : .warning, code: diagnostic.code.rawValue,
            message: diagnostic.message, line: diagnostic.line, column: diagnostic.column, path: diagnostic.path,
            file: diagnostic.file)
    }

    private enum CodingKeys: String, CodingKey { case kind, severity, code, message, line, column, path, file }

    /// Encodes `{"kind": "diagnostic", "severity", "code", "message", "line", "column", "path", "file"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("diagnostic", forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try encodeOrNull(line, .line, in: &container)
        try encodeOrNull(column, .column, in: &container)
        try encodeOrNull(path, .path, in: &container)
        try encodeOrNull(file, .file, in: &container)
    }

    private func encodeOrNull<Value: Encodable>(
        _ value: Value?, _ key: CodingKeys, in container: inout KeyedEncodingContainer<CodingKeys>
    ) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }

    /// The text line, in the form compilers use (editors and CI annotate it):
    /// `FILE:LINE:COLUMN: SEVERITY: PATH: MESSAGE [CODE]`, leaving out what is unknown, with every
    /// control character escaped (`TerminalText`).
    public var text: String {
        var location = file ?? ""
        if let line {
            location += location.isEmpty ? "line \(line)" : ":\(line)"
            if let column { location += ":\(column)" }
        }
        let subject = path.map { $0.isEmpty ? "" : "\($0): " } ?? ""
        return TerminalText.escaped((location.isEmpty ? "" : "\(location): ") + "\(severity.rawValue): \(subject)\(message) [\(code)]")
    }
}
