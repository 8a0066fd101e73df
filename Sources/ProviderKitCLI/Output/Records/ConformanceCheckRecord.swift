/// One check of `providerkit conformance --format json`:
/// `{"kind": "check", "adapterName", "name", "passed", "failure"}`.
struct ConformanceCheckRecord: Encodable {
    /// The adapter checked.
    var adapterName: String
    /// The check.
    var name: String
    /// Why it failed, or `nil` when it passed.
    var failure: String?

    private enum CodingKeys: String, CodingKey { case kind, adapterName, name, passed, failure }

    /// Encodes the record, members in the documented order.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("check", forKey: .kind)
        try container.encode(adapterName, forKey: .adapterName)
        try container.encode(name, forKey: .name)
        try container.encode(failure == nil, forKey: .passed)
        if let failure { try container.encode(failure, forKey: .failure) } else { try container.encodeNil(forKey: .failure) }
    }
}
