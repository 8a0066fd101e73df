extension ConfigDiagnostic {
    /// A configuration diagnostic's stable identifier, for scripts, CI and support: an open set
    /// of strings, so adapters and tools add their own.
    ///
    /// The core's codes are static members here, prefixed `config.`; `providerkit validate`
    /// prints them (`docs/cli.md` lists every code). An adapter's own rules report
    /// ``adapterRule`` unless the ``ConfigIssue`` names a code of the adapter's, prefixed with its
    /// name so it cannot collide:
    ///
    /// ```swift
    /// extension ConfigDiagnostic.Code {
    ///     static let acmeRegion: ConfigDiagnostic.Code = "acme.region"
    /// }
    /// ```
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The wire string.
        public let rawValue: String

        /// Wraps a wire string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a wire string literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// Decodes the wire string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the wire string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The wire string.
        public var description: String { rawValue }

        /// The text is not JSON (or not a property list); nothing else could be checked.
        public static let malformed: Code = "config.malformed"
        /// The file could not be read.
        public static let unreadable: Code = "config.unreadable"
        /// `version` is not one this ProviderKit reads.
        public static let unsupportedVersion: Code = "config.unsupportedVersion"
        /// A key the schema requires is missing (`version`, `provider`, `providers`, an entry's `adapter`).
        public static let missingKey: Code = "config.missingKey"
        /// A key the schema does not have, at the top level or in an entry (with a "did you mean").
        public static let unknownKey: Code = "config.unknownKey"
        /// A value of the wrong JSON type.
        public static let wrongType: Code = "config.wrongType"
        /// A value of the right type that cannot be used (an empty name, an empty `providers`).
        public static let invalidValue: Code = "config.invalidValue"
        /// `provider`, a fallback or a route names no entry under `providers`.
        public static let unknownEntry: Code = "config.unknownEntry"
        /// A fallback is the active entry: falling back to it changes nothing (a warning).
        public static let redundantFallback: Code = "config.redundantFallback"
        /// A fallback is listed twice (a warning).
        public static let duplicateFallback: Code = "config.duplicateFallback"
        /// An entry's `adapter` is not registered (for the CLI: neither built in nor in `--adapters`).
        public static let unknownAdapter: Code = "config.unknownAdapter"
        /// An entry has no `redirectURI` although its adapter needs one.
        public static let missingRedirectURI: Code = "config.missingRedirectURI"
        /// `redirectURI` is not an https universal link without query, fragment or user info.
        public static let invalidRedirectURI: Code = "config.invalidRedirectURI"
        /// A required adapter option is missing.
        public static let missingOption: Code = "config.missingOption"
        /// An option's value is not one of the values the adapter allows
        /// (``AdapterOption/allowedValues``).
        public static let disallowedValue: Code = "config.disallowedValue"
        /// A key that holds a server secret (`clientSecret`, `apiKey`, `password`, …).
        public static let serverSecret: Code = "config.serverSecret"
        /// A rule of the adapter's own (``LinkAdapter/validate(entry:)``) without a code of its own.
        public static let adapterRule: Code = "config.adapterRule"
    }
}
