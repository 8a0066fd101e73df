import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox

/// Validates and loads configuration files against the adapters a command knows.
@MainActor
public enum ConfigFileValidation {
    /// Every finding in the file at `path`, in file order: the validator's errors and warnings,
    /// plus an info for each entry whose adapter is known only from the manifest (its Swift rules
    /// run in the app). A `.plist` file is a legacy Plaid v1 Info.plist (`PLKPlaidLinkConfiguration`);
    /// anything else is a ProviderKit JSON configuration.
    ///
    /// - Throws: a ``ToolFailure`` when the file cannot be read (`66`) or is not UTF-8 (`65`).
    public static func validate(path: String, catalog: AdapterCatalog) throws(ToolFailure) -> [ToolDiagnostic] {
        if URL(fileURLWithPath: path).pathExtension.lowercased() == "plist" {
            return PlaidLegacyPlistConfiguration.validate(data: try InputFile.data(path), file: path).map(ToolDiagnostic.init)
        }
        let text = try InputFile.text(path)
        let found = ConfigValidator(registry: catalog.validationRegistry).validate(text: text, file: path).diagnostics
        return sorted(found.map { explained(ToolDiagnostic($0), catalog: catalog) } + rulesNotChecked(text: text, file: path, catalog: catalog))
    }

    /// An unknown adapter's diagnostic, saying how to declare the app's own adapters to the tool.
    static func explained(_ diagnostic: ToolDiagnostic, catalog: AdapterCatalog) -> ToolDiagnostic {
        guard diagnostic.code == ConfigDiagnostic.Code.unknownAdapter.rawValue else { return diagnostic }
        var explained = diagnostic
        if let manifest = catalog.manifestFile {
            explained.message += ". The adapter manifest \(manifest) does not declare it: regenerate the manifest from the registry the app builds (AdapterManifest(registry:)), or add the adapter's own manifest"
        } else {
            explained.message += ". If it is your own or a third-party adapter, declare it with --adapters MANIFEST (an adapter manifest: AdapterManifest(registry:) or AdapterManifest(descriptors:) from ProviderKitTesting writes one; see providerkit validate --help)"
        }
        return explained
    }

    /// Loads a configuration for a run, from `path` or, without one, the built-in default (checked
    /// against the built-in adapters, the only ones it names).
    ///
    /// - Returns: the configuration and its warnings.
    /// - Throws: a ``ToolFailure``: `66` when the file cannot be read, `65` when it is not UTF-8 or
    ///   has errors (every problem listed).
    public static func load(
        path: String?, catalog: AdapterCatalog
    ) throws(ToolFailure) -> (configuration: ProviderConfiguration, warnings: [ToolDiagnostic]) {
        let text = try path.map { path throws(ToolFailure) in try InputFile.text(path) } ?? DefaultConfiguration.text
        let registry = path == nil ? AdapterCatalog.builtIn.validationRegistry : catalog.validationRegistry
        let result = ConfigValidator(registry: registry).validate(text: text, file: path ?? DefaultConfiguration.name)
        let diagnostics = result.diagnostics.map { explained(ToolDiagnostic($0), catalog: catalog) }
        guard let configuration = result.configuration else { throw ToolFailure(.dataError, diagnostics) }
        return (configuration, diagnostics)
    }

    /// An info at `providers.<entry>.adapter` for every entry whose adapter only the manifest describes.
    private static func rulesNotChecked(text: String, file: String, catalog: AdapterCatalog) -> [ToolDiagnostic] {
        guard catalog.adapters.contains(where: { $0.rules == nil }),
            let document = try? JSONDocument(parsing: text), let entries = document.root["providers"]?.objectValue
        else { return [] }
        return entries.keys.sorted().compactMap { name in
            guard let adapterName = entries[name]?["adapter"]?.stringValue,
                let adapter = catalog.adapter(named: adapterName), adapter.rules == nil
            else { return nil }
            let path = JSONDocument.path(JSONDocument.path("providers", member: name), member: "adapter")
            let position = document.position(of: path)
            return ToolDiagnostic(
                severity: .info, code: ToolDiagnosticCode.rulesNotChecked,
                message:
                    "the \(adapterName) adapter is described by the adapter manifest\(catalog.manifestFile.map { " \($0)" } ?? ""): its options, kinds, required options, allowed values and redirect URI were checked; rules written in its validate(entry:) run when the app loads this configuration",
                line: position?.line, column: position?.column, path: path, file: file)
        }
    }

    /// `diagnostics` in file order (those without a position last), stable otherwise.
    static func sorted(_ diagnostics: [ToolDiagnostic]) -> [ToolDiagnostic] {
        diagnostics.enumerated().sorted {
            ($0.element.line ?? .max, $0.element.column ?? .max, $0.offset)
                < ($1.element.line ?? .max, $1.element.column ?? .max, $1.offset)
        }.map(\.element)
    }
}
