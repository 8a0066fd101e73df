/// A named, offline run of an adapter's sandbox driver, as offered by `providerkit link --scenario`.
///
/// Every adapter offers ``Name/success``, ``Name/cancel`` and ``Name/institutionDown``.
public struct SandboxScenario: Sendable, Hashable {
    /// A scenario's name: an open set of strings, since each adapter adds its own.
    public struct Name: RawRepresentable, Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The name passed to `--scenario`, for example `institution-down`.
        public let rawValue: String

        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a name literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The name.
        public var description: String { rawValue }

        /// Orders names alphabetically.
        public static func < (lhs: Name, rhs: Name) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A complete, successful link. Every adapter offers it.
        public static let success: Name = "success"
        /// The user closes the flow. Every adapter offers it.
        public static let cancel: Name = "cancel"
        /// The institution is down: the exit carries the configuration's fallbacks. Every adapter offers it.
        public static let institutionDown: Name = "institution-down"
        /// The scenarios every adapter must offer.
        public static let required: [Name] = [success, cancel, institutionDown]
    }

    /// The name passed to `--scenario`.
    public var name: Name
    /// One sentence describing what happens.
    public var summary: String

    /// Creates a scenario.
    public init(_ name: Name, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}
