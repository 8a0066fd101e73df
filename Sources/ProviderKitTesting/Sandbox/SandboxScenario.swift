import ProviderKit

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
    /// The diagnostic codes a run of the scenario delivers. Empty for every scenario whose flow ends
    /// normally, whatever its outcome (a success, the user's cancel, a bank that is down): expected
    /// vendor behaviour produces no diagnostic. Only a scenario that plays something wrong on
    /// purpose (a vendor bug, a broken payload) names the codes the adapter reports for it.
    public var diagnostics: Set<LinkDiagnostic.Code>

    /// Creates a scenario; `diagnostics` names what a scenario that plays something wrong reports.
    public init(_ name: Name, _ summary: String, diagnostics: Set<LinkDiagnostic.Code> = []) {
        self.name = name
        self.summary = summary
        self.diagnostics = diagnostics
    }
}
