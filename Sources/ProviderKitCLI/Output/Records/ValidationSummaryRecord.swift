/// The last record of `providerkit validate --format json`:
/// `{"kind": "summary", "command": "validate", "status", "file", "valid", "errors", "warnings", "infos"}`.
struct ValidationSummaryRecord: Encodable {
    /// The exit status the command ends with.
    var status: ToolExitStatus
    /// The configuration file.
    var file: String
    /// The findings the counts are made of.
    var diagnostics: [ToolDiagnostic]

    private enum CodingKeys: String, CodingKey { case kind, command, status, file, valid, errors, warnings, infos }

    /// Encodes the record, members in the documented order.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("summary", forKey: .kind)
        try container.encode("validate", forKey: .command)
        try container.encode(status.rawValue, forKey: .status)
        try container.encode(file, forKey: .file)
        try container.encode(status == .ok, forKey: .valid)
        try container.encode(diagnostics.filter { $0.severity == .error }.count, forKey: .errors)
        try container.encode(diagnostics.filter { $0.severity == .warning }.count, forKey: .warnings)
        try container.encode(diagnostics.filter { $0.severity <= .info }.count, forKey: .infos)
    }
}
