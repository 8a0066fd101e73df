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

    /// The name of the active entry: the file's `"provider"` key.
    public var activeEntryName: String
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
        routes: [String: String] = [:], warnings: [ConfigDiagnostic] = []
    ) {
        self.activeEntryName = activeEntryName
        self.fallbackEntryNames = fallbackEntryNames
        self.entries = entries
        self.routes = routes
        self.warnings = warnings
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
