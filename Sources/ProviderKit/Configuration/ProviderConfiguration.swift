import Foundation

/// A validated configuration file: which entry is active, which entries to fall back to, and each
/// entry's adapter and options. Switching provider means editing the file's `"provider"` key, which
/// names the active entry (``activeEntryName``).
///
/// ```json
/// {
///   "version": 1,
///   "provider": "plaid",
///   "fallbacks": ["meld"],
///   "providers": {
///     "plaid": { "adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth" },
///     "meld":  { "adapter": "meld",  "redirectURI": "https://app.example.com/meld/" }
///   }
/// }
/// ```
public struct ProviderConfiguration: Sendable {
    /// The schema version this library reads.
    public static let supportedVersion = 1

    /// The name of the active entry: the file's `"provider"` key. When the file gives weighted
    /// choices instead (``rollout``), the choice with the largest weight (the first by name among
    /// equals): the entry used when the app supplies no rollout identifier.
    public var activeEntryName: String
    /// The weighted choices of a staged rollout (`"provider": {"plaid": 90, "meld": 10}`), sorted by
    /// entry name; empty when `"provider"` names one entry.
    public var rollout: [LinkRolloutChoice]
    /// The names of the entries to offer when the active one reports an institution or provider
    /// outage: the file's `"fallbacks"` key.
    public var fallbackEntryNames: [String]
    /// Every entry, by name.
    public var entries: [String: ProviderEntry]
    /// Per-institution routes, the file's `"routes"` key: institution id (as vendors report it in
    /// ``LinkInstitution/id``) → entry name. A journey that knows the institution starts on its
    /// entry, and tries it first among fallbacks.
    public var routes: [String: String]
    /// Warnings found while loading (errors prevent loading).
    public var warnings: [ConfigDiagnostic]

    /// The active entry.
    public var activeEntry: ProviderEntry {
        // Validation guarantees the entry exists.
        entries[activeEntryName] ?? ProviderEntry(name: activeEntryName, adapterName: "")
    }

    /// Creates a configuration from parts that were already validated.
    public init(
        activeEntryName: String, fallbackEntryNames: [String], entries: [String: ProviderEntry],
        routes: [String: String] = [:], warnings: [ConfigDiagnostic] = [], rollout: [LinkRolloutChoice] = []
    ) {
        self.activeEntryName = activeEntryName
        self.rollout = rollout
        self.fallbackEntryNames = fallbackEntryNames
        self.entries = entries
        self.routes = routes
        self.warnings = warnings
    }

    /// The entry a journey starts on when nothing more specific applies (no route, no requested
    /// entry): the rollout's pick for `identifier` when the file gives weighted choices and the app
    /// supplies an identifier, else ``activeEntryName``. The assignment is `nil` without a rollout.
    public func activeEntry(forRolloutIdentifier identifier: String?) -> (entryName: String, rollout: LinkRolloutAssignment?) {
        guard !rollout.isEmpty, let identifier, let assignment = LinkRolloutAssignment.assign(identifier, among: rollout) else {
            return (activeEntryName, nil)
        }
        return (assignment.entryName, assignment)
    }

    /// The names of the entries the file switched off (`"enabled": false`), sorted.
    public var disabledEntryNames: [String] {
        entries.values.filter { !$0.isEnabled }.map(\.name).sorted()
    }

    /// Parses and validates configuration text.
    ///
    /// - Parameters:
    ///   - text: the JSON text.
    ///   - file: the file name to put in diagnostics.
    ///   - registry: the adapters the app registered; entries must name one of them.
    /// - Throws: a ``ConfigurationError`` listing every error and warning.
    public init(parsing text: String, file: String? = nil, registry: ProviderRegistry) throws {
        let validation = ConfigValidator(registry: registry).validate(text: text, file: file)
        guard let configuration = validation.configuration else {
            throw ConfigurationError(diagnostics: validation.diagnostics)
        }
        self = configuration
    }

    /// Loads and validates a configuration file.
    ///
    /// - Throws: a ``ConfigurationError`` listing every problem, or a single one if the file cannot be read.
    public init(contentsOf url: URL, registry: ProviderRegistry) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError(diagnostics: [
                ConfigDiagnostic(
                    severity: .error, code: .unreadable, path: "",
                    message: "cannot read the file as UTF-8 text (\(error.localizedDescription)); check the path and encoding",
                    file: url.path)
            ])
        }
        try self.init(parsing: text, file: url.path, registry: registry)
    }
}
