import ProviderKit

/// Where a command prints records and diagnostics, in its `--format`.
///
/// - JSON (`--format json`): standard output is JSON Lines only, one wire-format record per line
///   (`kind` first), diagnostics included, so a script reads every failure with its `code` from
///   one stream. Nothing is written to standard error.
/// - Text: records go to standard output for people; diagnostics about the input go to standard
///   error as `FILE:LINE:COLUMN: severity: PATH: message [code]`.
@MainActor
public struct ToolOutput {
    /// The streams.
    public let io: any ToolIO
    /// The format the command prints in.
    public let format: OutputFormat

    /// Creates an output.
    public init(io: any ToolIO, format: OutputFormat) {
        self.io = io
        self.format = format
    }

    /// `true` for `--format json`.
    public var isJSON: Bool { format == .json }

    /// Prints one record as a JSON line (JSON output only), through the wire format's encoder;
    /// secrets print as `"<redacted>"` unless `revealingSecrets` (`--show-secrets`).
    public func record(_ record: some Encodable, revealingSecrets: Bool = false) {
        io.out(Self.jsonLine(record, revealingSecrets: revealingSecrets))
    }

    /// Prints a diagnostic: a JSON record on standard output, or its text line on standard error
    /// (on standard output when `toStandardOutput`, as `validate` prints its findings).
    public func diagnostic(_ diagnostic: ToolDiagnostic, toStandardOutput: Bool = false) {
        if isJSON {
            record(diagnostic)
        } else if toStandardOutput {
            io.out(diagnostic.text)
        } else {
            io.err(diagnostic.text)
        }
    }

    /// Prints the failure's diagnostics and returns its exit status.
    public func fail(_ failure: ToolFailure) -> ToolExitStatus {
        failure.diagnostics.forEach { diagnostic($0) }
        return failure.status
    }

    /// One compact JSON line, members in the order `encode(to:)` writes them.
    static func jsonLine(_ record: some Encodable, revealingSecrets: Bool = false) -> String {
        do {
            return try JSONValueEncoder(userInfo: [.revealSecrets: revealingSecrets]).encodeOrderedText(record)
        } catch {
            let diagnostic = ToolDiagnostic(
                code: LinkDiagnostic.Code.malformedInput.rawValue, message: "this record cannot be written as JSON: \(error)")
            return (try? JSONValueEncoder().encodeOrderedText(diagnostic)) ?? "{\"kind\":\"diagnostic\"}"
        }
    }
}
