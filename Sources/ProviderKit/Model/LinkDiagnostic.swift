/// A note about the flow that is not an event: a dropped duplicate callback, an ignored
/// navigation, a malformed vendor message.
///
/// Diagnostics never contain secrets: build messages from key paths, positions, expected shapes
/// and the kinds of values found, quote input only through ``SecretRedactor/quote(_:limit:)``, and
/// the message is passed through ``SecretRedactor/standard`` whenever it is set, as a last guard.
public struct LinkDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Detail for debugging.
        case debug
        /// Worth knowing, needing no action (a payload field repaired from another). Expected
        /// vendor behaviour produces no diagnostic at all.
        case info
        /// Something looked wrong but the flow continued.
        case warning
        /// Input was rejected.
        case error

        private var rank: Int {
            switch self {
            case .debug: return 0
            case .info: return 1
            case .warning: return 2
            case .error: return 3
            }
        }

        /// Orders severities from `debug` to `error`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious the diagnostic is.
    public var severity: Severity
    /// A stable identifier, such as ``DiagnosticCode/duplicateOutcome``.
    public var code: Code
    /// A sentence for developers, redacted by ``SecretRedactor/standard`` whenever it is set.
    public var message: String {
        didSet { message = SecretRedactor.standard.redact(message) }
    }
    /// The transcript or file line the diagnostic is about, when there is one.
    public var line: Int?

    /// Creates a diagnostic.
    public init(severity: Severity, code: Code, message: String, line: Int? = nil) {
        self.severity = severity
        self.code = code
        self.message = SecretRedactor.standard.redact(message)
        self.line = line
    }

    /// A diagnostic whose message keeps each of `plainPaths` as written and is redacted by
    /// ``SecretRedactor/standard`` everywhere else: for file paths the message is about (a journal
    /// file), which are not secrets and which redaction would otherwise hide. Package only.
    package init(severity: Severity, code: Code, message: String, keepingPaths plainPaths: [String], line: Int? = nil) {
        self.severity = severity
        self.code = code
        self.message = Self.redacted(message, keeping: plainPaths)
        self.line = line
    }

    /// `text` redacted except for the exact occurrences of `paths`: each path is swapped for a
    /// placeholder redaction leaves alone, and swapped back after it.
    package static func redacted(_ text: String, keeping paths: [String]) -> String {
        let kept = paths.filter { !$0.isEmpty && text.contains($0) }.sorted { $0.count > $1.count }
        var masked = text
        for (index, path) in kept.enumerated() {
            masked = masked.replacingOccurrences(of: path, with: "kept-path-placeholder-\(index)")
        }
        var result = SecretRedactor.standard.redact(masked)
        for (index, path) in kept.enumerated() {
            result = result.replacingOccurrences(of: "kept-path-placeholder-\(index)", with: path)
        }
        return result
    }

    /// `severity: message`.
    public var description: String { "\(severity.rawValue): \(message)" }
}
