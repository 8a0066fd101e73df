import Foundation
import ProviderKit
import ProviderKitPlaidLegacy

/// Validates a configuration file by its kind.
@MainActor
public enum ConfigFileValidation {
    /// Every problem in the file at `path`. A `.plist` file is a legacy Plaid v1 Info.plist
    /// (`PLKPlaidLinkConfiguration`); anything else is a ProviderKit JSON configuration. An
    /// unreadable file is one error.
    public static func validate(path: String, registry: ProviderRegistry) -> [ConfigDiagnostic] {
        let url = URL(fileURLWithPath: path)
        if url.pathExtension.lowercased() == "plist" {
            return PlaidLegacyPlistConfiguration.validate(fileURL: url)
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return [
                ConfigDiagnostic(
                    severity: .error, path: "", message: "cannot read the file as UTF-8 text; check the path and encoding",
                    file: path)
            ]
        }
        return ConfigValidator(registry: registry).validate(text: text, file: path).diagnostics
    }

    /// Loads a configuration for a run, from `path` or the built-in default.
    public static func load(path: String?, registry: ProviderRegistry) -> Result<ProviderConfiguration, ConfigurationError> {
        do {
            if let path {
                return .success(try ProviderConfiguration(contentsOf: URL(fileURLWithPath: path), registry: registry))
            }
            return .success(try ProviderConfiguration(parsing: DefaultConfiguration.text, file: DefaultConfiguration.name, registry: registry))
        } catch let error as ConfigurationError {
            return .failure(error)
        } catch {
            return .failure(ConfigurationError(diagnostics: [ConfigDiagnostic(severity: .error, path: "", message: "\(error)")]))
        }
    }
}
