import Foundation

/// A validated configuration file: which provider is active, which to fall back to, and each
/// entry's options. Switching provider means editing ``activeEntry``'s name in the file.
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

    /// The name of the active entry.
    public var provider: String
    /// Entries to offer when the active provider reports an institution or provider outage.
    public var fallbacks: [String]
    /// Every entry, by name.
    public var entries: [String: ProviderEntry]
    /// Warnings found while loading (errors prevent loading).
    public var warnings: [ConfigDiagnostic]

    /// The active entry.
    public var activeEntry: ProviderEntry {
        // Validation guarantees the entry exists.
        entries[provider] ?? ProviderEntry(name: provider, adapter: "")
    }

    /// Creates a configuration from parts that were already validated.
    public init(provider: String, fallbacks: [String], entries: [String: ProviderEntry], warnings: [ConfigDiagnostic] = []) {
        self.provider = provider
        self.fallbacks = fallbacks
        self.entries = entries
        self.warnings = warnings
    }

    /// Parses and validates configuration text.
    ///
    /// - Parameters:
    ///   - text: the JSON text.
    ///   - file: the file name to put in diagnostics.
    ///   - registry: the adapters the app registered; entries must name one of them.
    /// - Throws: ``ConfigurationError`` listing every error and warning.
    public init(parsing text: String, file: String? = nil, registry: ProviderRegistry) throws(ConfigurationError) {
        let validation = ConfigValidator(registry: registry).validate(text: text, file: file)
        guard let configuration = validation.configuration else {
            throw ConfigurationError(diagnostics: validation.diagnostics)
        }
        self = configuration
    }

    /// Loads and validates a configuration file.
    ///
    /// - Throws: ``ConfigurationError`` listing every problem, or a single one if the file cannot be read.
    public init(contentsOf url: URL, registry: ProviderRegistry) throws(ConfigurationError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError(diagnostics: [
                ConfigDiagnostic(
                    severity: .error, path: "",
                    message: "cannot read the file as UTF-8 text (\(error.localizedDescription)); check the path and encoding",
                    file: url.path)
            ])
        }
        try self.init(parsing: text, file: url.path, registry: registry)
    }
}
