import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// docs/cli.md, the README and every `--help` say what the tool does: the exit-status table, the
/// diagnostic codes, the manifest format, every option.
@MainActor
@Suite struct CLIDocumentationTests {
    static func page() throws -> String {
        try String(contentsOf: Repository.file("docs/cli.md"), encoding: .utf8)
    }

    /// The table rows of `page` whose first cell matches `pattern` (a regular expression).
    static func rows(_ page: String, firstCell pattern: String) -> [String] {
        page.split(separator: "\n").map(String.init).filter { $0.range(of: "^\\| `\(pattern)` \\|", options: .regularExpression) != nil }
    }

    @Test func theExitStatusTableIsToolExitStatus() throws {
        let expected = ToolExitStatus.allCases.map { "| `\($0.rawValue)` | \($0.summary) |" }
        #expect(Self.rows(try Self.page(), firstCell: "[0-9]+") == expected)
        let help = Tool.help
        for status in ToolExitStatus.allCases { #expect(help.contains("\(status.rawValue)   ".prefix(4) + " \(status.summary)")) }
    }

    @Test func theCodeTableListsEveryCodeTheToolPrints() throws {
        let expected = ToolDiagnosticCode.all.map { "| `\($0.code)` | \($0.status.map { "`\($0.rawValue)` " } ?? "")| \($0.meaning) |" }
        let codeRows = Self.rows(try Self.page(), firstCell: "[a-zA-Z0-9]+(\\.[a-zA-Z0-9]+)?").filter {
            $0.range(of: "^\\| `[^`]+` \\| (`[0-9]+` )?\\| ", options: .regularExpression) != nil
        }
        #expect(codeRows == expected)
        #expect(Set(ToolDiagnosticCode.all.map(\.code)).count == ToolDiagnosticCode.all.count)
    }

    /// The manifest shown in the page is what `AdapterManifest(descriptors:)` writes.
    @Test func theManifestExampleIsWhatTheLibraryWrites() throws {
        let descriptor = AdapterDescriptor(
            name: "acme", displayName: "Acme Connect", requiresRedirectURI: true,
            options: [AdapterOption("region", .string, allowedValues: ["us", "eu"], summary: "The Acme region.")],
            errorTable: ErrorMappingTable(adapterName: "acme", rules: []),
            eventTable: EventMappingTable(adapterName: "acme", rules: []),
            updateSupport: .supported("Acme relinks with the connection id."))
        let written = AdapterManifest(descriptors: [descriptor]).jsonText()
        let page = try Self.page()
        let block = try #require(page.components(separatedBy: "The file (keys sorted, so it diffs cleanly):\n\n```json\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block == written.replacingOccurrences(of: "\"providerKitVersion\" : \"\(ProviderKitRelease.version)\"", with: "\"providerKitVersion\" : \"0.1.0\""))
    }

    @Test func theReadmeListsEveryCommand() throws {
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
        let page = try Self.page()
        for command in Tool.commands {
            #expect(readme.contains("swift run providerkit \(command.name)"), "README lacks \(command.name)")
            #expect(page.contains("| `\(command.name)` |") && page.contains("## `\(command.name)`"), "docs/cli.md lacks \(command.name)")
        }
    }

    /// Every option a command takes is in its help, and so are its exit statuses.
    @Test func everyCommandsHelpNamesEveryOptionItTakes() {
        for command in Tool.commands {
            for option in command.valueOptions.union(command.flags) {
                #expect(command.help.contains(option), "\(command.name) --help lacks \(option)")
            }
            #expect(command.help.contains("Exit status"), "\(command.name) --help lacks its exit statuses")
        }
        for shared in ["--format json", "--provider ENTRY", "--adapter ADAPTER", "--adapters FILE", "EXIT STATUS"] {
            #expect(Tool.help.contains(shared))
        }
    }
}
