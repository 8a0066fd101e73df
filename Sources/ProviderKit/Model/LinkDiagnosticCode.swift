extension LinkDiagnostic {
    /// A diagnostic's stable identifier: an open set of strings, so adapters add their own.
    ///
    /// The core's codes are static members here. An adapter declares its codes the same way, in
    /// an extension, prefixed with its name so they cannot collide:
    ///
    /// ```swift
    /// extension LinkDiagnostic.Code {
    ///     static let acmeUnknownScreen: LinkDiagnostic.Code = "acmeUnknownScreen"
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
        ///
        /// - Throws: `DecodingError` when the value does not have the documented shape.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the wire string.
        ///
        /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The wire string.
        public var description: String { rawValue }

        /// A terminal callback arrived after the outcome and was dropped.
        public static let duplicateOutcome: Code = "duplicateOutcome"
        /// The vendor abandoned the flow without a terminal callback.
        public static let abandoned: Code = "abandoned"
        /// A vendor payload or message could not be understood.
        public static let malformedInput: Code = "malformedInput"
        /// A navigation or URL was refused for safety.
        public static let refusedNavigation: Code = "refusedNavigation"
        /// A lifecycle call arrived in a state where it has no effect.
        public static let ignoredCall: Code = "ignoredCall"
        /// The outcome was awaited on a session that was never started; it ended at once.
        public static let notOpened: Code = "notOpened"
        /// A journey asked for a fresh token after the vendor rejected one.
        public static let tokenRefetched: Code = "tokenRefetched"
        /// A journey continued with a fallback entry.
        public static let fallbackTaken: Code = "fallbackTaken"
        /// A journey did not continue with a fallback entry (policy `never`, or the app declined).
        public static let fallbackDeclined: Code = "fallbackDeclined"
        /// An update ran as a new link because the adapter has no update mechanism.
        public static let updateUnsupported: Code = "updateUnsupported"
        /// The journal or the secure store could not be read or written.
        public static let journalProblem: Code = "journalProblem"
        /// A journey resumed a session interrupted by the app being killed.
        public static let resumed: Code = "resumed"
        /// A user-interface entry point could not make the journey it was asked for (an entry that
        /// is not in the configuration, an adapter that is not registered): a programmer error,
        /// reported as a configuration exit because a user interface cannot throw.
        public static let journeyNotStarted: Code = "journeyNotStarted"
        /// A journey skipped an entry the configuration switched off (`"enabled": false`), as if it
        /// had reported ``LinkError/Code/providerUnavailable``, or left it out of its fallbacks.
        public static let entryDisabled: Code = "entryDisabled"
        /// A journey started on the entry a staged rollout gave the app's rollout identifier.
        public static let rolloutAssigned: Code = "rolloutAssigned"
    }
}
