/// A named, offline run of an adapter's sandbox driver, as offered by `providerkit link --scenario`.
///
/// Every adapter offers ``success``, ``cancel`` and ``institutionDown``.
public struct SandboxScenario: Sendable, Hashable {
    /// The name passed to `--scenario`.
    public var name: String
    /// One sentence describing what happens.
    public var summary: String

    /// Creates a scenario.
    public init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }

    /// The name every adapter uses for a complete, successful link.
    public static let success = "success"
    /// The name every adapter uses for a user who closes the flow.
    public static let cancel = "cancel"
    /// The name every adapter uses for an institution that is down.
    public static let institutionDown = "institution-down"
    /// The scenarios every adapter must offer.
    public static let required: [String] = [success, cancel, institutionDown]
}
