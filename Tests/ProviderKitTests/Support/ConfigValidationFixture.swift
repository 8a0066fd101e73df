import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

// What the ConfigValidator suites share: a valid configuration, variants of it, and helpers that
// validate text and pick one diagnostic.

/// Validates `text` with the test registry (or `registry`).
func validate(_ text: String, file: String? = nil, registry: ProviderRegistry = testRegistry()) -> ConfigValidator.Result {
    ConfigValidator(registry: registry).validate(text: text, file: file)
}

/// The single diagnostic at `path`, failing the test if there is not exactly one.
func diagnostic(
    at path: String, in result: ConfigValidator.Result, sourceLocation: SourceLocation = #_sourceLocation
) -> ConfigDiagnostic? {
    let matching = result.diagnostics.filter { $0.path == path }
    guard matching.count == 1 else {
        Issue.record(
            "expected one diagnostic at \(path), found \(matching.count): \(result.diagnostics.map(\.description))",
            sourceLocation: sourceLocation)
        return nil
    }
    return matching[0]
}

/// A configuration every check accepts; `variant` derives the broken ones from it.
let validText = """
    {
      "version": 1,
      "provider": "main",
      "fallbacks": ["backup"],
      "providers": {
        "main": { "adapter": "scripted", "label": "primary" },
        "backup": {
          "adapter": "oauthbank",
          "redirectURI": "https://app.example.com/oauth",
          "clientName": "Acme",
          "countryCodes": ["US", "GB"],
          "products": "auth",
          "extra": { "theme": "dark" },
          "anything": [1, "two"]
        }
      }
    }
    """

/// `validText` with one substring replaced.
func variant(_ target: String, _ replacement: String) -> String {
    precondition(validText.contains(target), "variant target \(target) not found")
    return validText.replacingOccurrences(of: target, with: replacement)
}
