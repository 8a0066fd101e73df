import ProviderKit

/// The options that say which adapters and entries a command works with, the same in every
/// command that takes them:
///
/// - `--adapters FILE`: an adapter manifest; the command knows the adapters it declares
///   (``AdapterCatalog``).
/// - `--config FILE`: the configuration; without it, the built-in default configuration.
/// - `--provider ENTRY`: always an entry of that configuration (as the file's `"provider"` key
///   names one). Commands about an adapter (`replay`, `conformance`, `errors`) use the entry's
///   adapter. In the default configuration each entry is named after its adapter, so
///   `--provider mesh` works there too.
/// - `--adapter NAME`: always an adapter, directly.
@MainActor
enum AdapterSelection {
    /// `--adapters`, `--config`, `--provider`.
    static let entryOptions: Set<String> = ["--adapters", "--config", "--provider"]
    /// `--adapters`, `--config`, `--provider`, `--adapter`.
    static let adapterOptions: Set<String> = entryOptions.union(["--adapter"])

    /// The catalog `--adapters` describes; its warnings are printed.
    static func catalog(_ arguments: ParsedArguments, output: ToolOutput) throws(ToolFailure) -> AdapterCatalog {
        let loaded = try AdapterCatalog.load(manifestPath: arguments.options["--adapters"])
        loaded.warnings.forEach { output.diagnostic($0) }
        return loaded.catalog
    }

    /// The configuration `--config` names (or the default); its warnings are printed.
    static func configuration(
        _ arguments: ParsedArguments, catalog: AdapterCatalog, output: ToolOutput
    ) throws(ToolFailure) -> ProviderConfiguration {
        let loaded = try ConfigFileValidation.load(path: arguments.options["--config"], catalog: catalog)
        loaded.warnings.forEach { output.diagnostic($0) }
        return loaded.configuration
    }

    /// The entry `--provider` names, or the active one.
    ///
    /// - Throws: `64` when the configuration has no such entry.
    static func entry(_ arguments: ParsedArguments, in configuration: ProviderConfiguration) throws(ToolFailure) -> ProviderEntry {
        let name = arguments.options["--provider"] ?? configuration.activeEntryName
        guard let entry = configuration.entries[name] else {
            let names = configuration.entries.keys.sorted()
            throw .usage(
                ToolDiagnosticCode.unknownEntry,
                "no entry \"\(name)\" in the configuration\(NameSuggester.hint(for: name, among: names)); entries: \(names.joined(separator: ", ")). --provider names an entry; to name an adapter, use --adapter")
        }
        return entry
    }

    /// The adapters `--adapter` or `--provider` select, or `nil` when neither is given.
    ///
    /// - Throws: `64` for both at once, `--config` without `--provider`, an unknown adapter or
    ///   entry; `65`/`66` for a configuration that cannot be used; `69` for an adapter this tool
    ///   cannot run.
    static func selectedAdapter(
        _ arguments: ParsedArguments, catalog: AdapterCatalog, output: ToolOutput
    ) throws(ToolFailure) -> AdapterCatalog.Adapter? {
        let adapterName = arguments.options["--adapter"]
        let entryName = arguments.options["--provider"]
        if adapterName != nil, entryName != nil {
            throw .usage(
                ToolDiagnosticCode.conflictingOptions,
                "give --adapter ADAPTER or --provider ENTRY, not both: --provider names a configuration entry, --adapter an adapter")
        }
        if arguments.options["--config"] != nil, entryName == nil {
            throw .usage(
                ToolDiagnosticCode.conflictingOptions, "--config goes with --provider ENTRY, which names one of its entries")
        }
        if let adapterName { return try catalog.runnableAdapter(named: adapterName) }
        guard entryName != nil else { return nil }
        let entryCatalog = arguments.options["--config"] == nil ? AdapterCatalog.builtIn : catalog
        let entry = try entry(arguments, in: try configuration(arguments, catalog: entryCatalog, output: output))
        guard let adapter = entryCatalog.adapter(named: entry.adapterName), adapter.sandbox != nil else {
            throw AdapterCatalog.unavailable(entry.adapterName, manifest: catalog.manifestFile)
        }
        return adapter
    }
}
