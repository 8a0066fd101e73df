import Foundation
import ProviderKit

/// `link --config-url URL [--config-cache DIR]`: the remote layer over the bundled one
/// (`--config FILE`, or the built-in default), fetched once before the run through a real
/// ``LinkConfigurationSource``, with the layer that ends up active, and why, printed as diagnostics.
@MainActor
enum RemoteConfigurationLayer {
    /// `--config-url`, `--config-cache`.
    static let options: Set<String> = ["--config-url", "--config-cache"]

    /// The configuration the run uses: `bundled` when no `--config-url` is given, else whatever
    /// the source activates after one fetch (a conditional one when the cache holds an `ETag`).
    ///
    /// - Throws: `64` for `--config-cache` without `--config-url`, or a URL that is not absolute.
    static func configuration(
        _ arguments: ParsedArguments, bundled: ProviderConfiguration, registry: ProviderRegistry, output: ToolOutput
    ) async throws(ToolFailure) -> ProviderConfiguration {
        guard let text = arguments.options["--config-url"] else {
            if arguments.options["--config-cache"] != nil {
                throw .usage(ToolDiagnosticCode.conflictingOptions, "--config-cache goes with --config-url")
            }
            return bundled
        }
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw .usage(ToolDiagnosticCode.invalidValue, "--config-url must be an absolute https URL (plain http only to 127.0.0.1 or localhost)")
        }
        let source = LinkConfigurationSource(
            bundled: bundled, registry: registry, remoteURL: url,
            cacheDirectory: arguments.options["--config-cache"].map { URL(fileURLWithPath: $0, isDirectory: true) },
            policy: LinkConfigurationFetchPolicy(minimumInterval: 0, timeout: 10, maximumAttempts: 2, retryDelay: 0.5))
        let starting = source.status
        output.diagnostic(
            ToolDiagnostic(
                severity: .info, code: ToolDiagnosticCode.configurationLayer,
                message: "starting on the \(starting.activeLayer.rawValue) layer: \(starting.reason)"))
        let fetch = await source.fetch()
        let kept = fetch.outcome != .activated && fetch.outcome != .notModified
        output.diagnostic(
            ToolDiagnostic(
                severity: kept ? .warning : .info, code: ToolDiagnosticCode.configurationFetch,
                message: "\(url.absoluteString): \(fetch.outcome.rawValue)\(fetch.httpStatus.map { " (HTTP \($0))" } ?? ""): \(fetch.message)"))
        for problem in fetch.diagnostics {
            var finding = ToolDiagnostic(problem)
            finding.severity = problem.severity == .error ? .warning : .info
            output.diagnostic(finding)
        }
        for problem in source.status.cacheProblems {
            output.diagnostic(ToolDiagnostic(severity: .warning, code: ToolDiagnosticCode.configurationLayer, message: "cache: \(problem)"))
        }
        let status = source.status
        output.diagnostic(
            ToolDiagnostic(
                severity: .info, code: ToolDiagnosticCode.configurationLayer,
                message: "active: the \(status.activeLayer.rawValue) layer (\(status.reason)); provider \(source.configuration.activeEntryName)"))
        return source.configuration
    }
}
