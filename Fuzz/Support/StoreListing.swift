import Foundation
import ProviderKit
@testable import ProviderKitCLI

/// What `providerkit store list --path FILE` prints, in text and JSON, without `--show-secrets`:
/// the same calls the command makes (`MeshStoreCommand.list`, its text lines, its JSON records,
/// its failure diagnostics), synchronously, for the credential-store fuzz target.
@MainActor
public enum StoreListing {
    /// The listing's standard output, its standard error, and its failure status (`nil` when it listed).
    public static func list(path: String) -> (output: String, error: String, status: ToolExitStatus?) {
        var output: [String] = []
        var errors: [String] = []
        var status: ToolExitStatus?
        for format in [OutputFormat.text, .json] {
            let io = CapturedIO()
            let printer = ToolOutput(io: io, format: format)
            do throws(ToolFailure) {
                for payload in try MeshStoreCommand.list(path: path) {
                    if format == .json {
                        printer.record(MeshConnectionRecord(payload: payload, kind: "meshConnection"))
                    } else {
                        StoreCommand.describe(payload, showSecrets: false).forEach(io.out)
                    }
                }
            } catch {
                status = printer.fail(error)
            }
            output += io.outLines
            errors += io.errLines
        }
        return (output.joined(separator: "\n"), errors.joined(separator: "\n"), status)
    }
}
