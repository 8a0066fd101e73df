/// A diagnostic's stable identifier, shared by ``LinkDiagnostic`` (sessions and journeys) and
/// ``ConfigDiagnostic`` (configuration files): an open set of wire strings, so adapters and tools
/// add their own. Both spell it as their nested `Code`.
///
/// The core's codes are static members. A configuration code's wire string starts with
/// `config.`; `providerkit validate` prints them (`docs/cli.md` lists every code). An adapter
/// declares its codes in an extension, prefixed with its name so they cannot collide:
///
/// ```swift
/// extension LinkDiagnostic.Code {
///     static let acmeUnknownScreen: LinkDiagnostic.Code = "acmeUnknownScreen"
/// }
/// extension ConfigDiagnostic.Code {
///     static let acmeRegion: ConfigDiagnostic.Code = "acme.region"
/// }
/// ```
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
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
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the wire string.
    ///
    /// - Throws: `EncodingError` when the encoder cannot write a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The wire string.
    public var description: String { rawValue }
}

extension LinkDiagnostic {
    /// A session or journey diagnostic's identifier (see ``DiagnosticCode``).
    public typealias Code = DiagnosticCode
}

extension ConfigDiagnostic {
    /// A configuration diagnostic's identifier (see ``DiagnosticCode``).
    public typealias Code = DiagnosticCode
}

// MARK: - Sessions and journeys

extension DiagnosticCode {

    /// A terminal callback arrived after the outcome and was dropped.
    public static let duplicateOutcome: DiagnosticCode = "duplicateOutcome"
    /// The vendor abandoned the flow without a terminal callback.
    public static let abandoned: DiagnosticCode = "abandoned"
    /// A vendor payload or message could not be understood.
    public static let malformedInput: DiagnosticCode = "malformedInput"
    /// A navigation or URL was refused for safety.
    public static let refusedNavigation: DiagnosticCode = "refusedNavigation"
    /// A lifecycle call arrived in a state where it has no effect.
    public static let ignoredCall: DiagnosticCode = "ignoredCall"
    /// The outcome was awaited on a session that was never started; it ended at once.
    public static let notOpened: DiagnosticCode = "notOpened"
    /// A journey asked for a fresh token after the vendor rejected one.
    public static let tokenRefetched: DiagnosticCode = "tokenRefetched"
    /// A journey continued with a fallback entry.
    public static let fallbackTaken: DiagnosticCode = "fallbackTaken"
    /// A journey did not continue with a fallback entry (policy `never`, or the app declined).
    public static let fallbackDeclined: DiagnosticCode = "fallbackDeclined"
    /// An update ran as a new link because the adapter has no update mechanism.
    public static let updateUnsupported: DiagnosticCode = "updateUnsupported"
    /// The journal or the secure store could not be read or written.
    public static let journalProblem: DiagnosticCode = "journalProblem"
    /// A journey resumed a session interrupted by the app being killed.
    public static let resumed: DiagnosticCode = "resumed"
    /// A user-interface entry point could not make the journey it was asked for (an entry that
    /// is not in the configuration, an adapter that is not registered): a programmer error,
    /// reported as a configuration exit because a user interface cannot throw.
    public static let journeyNotStarted: DiagnosticCode = "journeyNotStarted"
    /// A journey skipped an entry the configuration switched off (`"enabled": false`), as if it
    /// had reported ``LinkError/Code/providerUnavailable``, or left it out of its fallbacks.
    public static let entryDisabled: DiagnosticCode = "entryDisabled"
    /// A journey started on the entry a staged rollout gave the app's rollout identifier.
    public static let rolloutAssigned: DiagnosticCode = "rolloutAssigned"
}

// MARK: - Configuration files

extension DiagnosticCode {

    /// The text is not JSON (or not a property list); nothing else could be checked.
    public static let malformed: DiagnosticCode = "config.malformed"
    /// The file could not be read.
    public static let unreadable: DiagnosticCode = "config.unreadable"
    /// `version` is not one this ProviderKit reads.
    public static let unsupportedVersion: DiagnosticCode = "config.unsupportedVersion"
    /// A key the schema requires is missing (`version`, `provider`, `providers`, an entry's `adapter`).
    public static let missingKey: DiagnosticCode = "config.missingKey"
    /// A key the schema does not have, at the top level or in an entry (with a "did you mean").
    public static let unknownKey: DiagnosticCode = "config.unknownKey"
    /// A value of the wrong JSON type.
    public static let wrongType: DiagnosticCode = "config.wrongType"
    /// A value of the right type that cannot be used (an empty name, an empty `providers`).
    public static let invalidValue: DiagnosticCode = "config.invalidValue"
    /// `provider`, a fallback or a route names no entry under `providers`.
    public static let unknownEntry: DiagnosticCode = "config.unknownEntry"
    /// A fallback is the active entry: falling back to it changes nothing (a warning).
    public static let redundantFallback: DiagnosticCode = "config.redundantFallback"
    /// A fallback is listed twice (a warning).
    public static let duplicateFallback: DiagnosticCode = "config.duplicateFallback"
    /// An entry's `adapter` is not registered (for the CLI: neither built in nor in `--adapters`).
    public static let unknownAdapter: DiagnosticCode = "config.unknownAdapter"
    /// An entry has no `redirectURI` although its adapter needs one.
    public static let missingRedirectURI: DiagnosticCode = "config.missingRedirectURI"
    /// `redirectURI` is not an https universal link without query, fragment or user info.
    public static let invalidRedirectURI: DiagnosticCode = "config.invalidRedirectURI"
    /// A required adapter option is missing.
    public static let missingOption: DiagnosticCode = "config.missingOption"
    /// An option's value is not one of the values the adapter allows
    /// (``AdapterOption/allowedValues``).
    public static let disallowedValue: DiagnosticCode = "config.disallowedValue"
    /// A key that holds a server secret (`clientSecret`, `apiKey`, `password`, …).
    public static let serverSecret: DiagnosticCode = "config.serverSecret"
    /// A rule of the adapter's own (``LinkAdapter/validate(entry:)``) without a code of its own.
    public static let adapterRule: DiagnosticCode = "config.adapterRule"
}
