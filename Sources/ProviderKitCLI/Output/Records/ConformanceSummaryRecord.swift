/// The last record of `providerkit conformance --format json`:
/// `{"kind": "summary", "command": "conformance", "status", "passed", "failed"}`.
struct ConformanceSummaryRecord: Encodable {
    /// The exit status the command ends with.
    var status: ToolExitStatus
    /// Checks that passed.
    var passed: Int
    /// Checks that failed.
    var failed: Int

    private enum CodingKeys: String, CodingKey { case kind, command, status, passed, failed }

    /// Encodes the record, members in the documented order.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("summary", forKey: .kind)
        try container.encode("conformance", forKey: .command)
        try container.encode(status.rawValue, forKey: .status)
        try container.encode(passed, forKey: .passed)
        try container.encode(failed, forKey: .failed)
    }
}
