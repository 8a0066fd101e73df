import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

/// The version appears in four places (docs/releasing.md); they must agree.
@MainActor
@Suite struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.file(path), encoding: .utf8)
    }

    /// Every `x.y.z` that follows `pattern`'s prefix in `text`.
    static func versions(in text: String, after prefix: String) -> [String] {
        let regex = try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: prefix) + #"(\d+\.\d+\.\d+)"#)
        let range = NSRange(text.startIndex..., in: text)
        return regex?.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        } ?? []
    }

    @Test func theConstantIsSemanticVersioning() {
        #expect(ProviderKitRelease.version == "\(ProviderKitRelease.major).\(ProviderKitRelease.minor).\(ProviderKitRelease.patch)")
        #expect([ProviderKitRelease.major, ProviderKitRelease.minor, ProviderKitRelease.patch].allSatisfy { $0 >= 0 })
    }

    @Test func theChangelogsLatestReleaseIsTheConstant() throws {
        let changelog = try Self.text("CHANGELOG.md")
        #expect(changelog.contains("## [Unreleased]"))
        let released = Self.versions(in: changelog, after: "## [")
        #expect(released.first == ProviderKitRelease.version, "CHANGELOG's latest release is \(released.first ?? "none")")
        // Releases are listed newest first, each once.
        #expect(Set(released).count == released.count)
        let dated = try NSRegularExpression(pattern: #"^## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$"#, options: .anchorsMatchLines)
        #expect(dated.numberOfMatches(in: changelog, range: NSRange(changelog.startIndex..., in: changelog)) == released.count)
    }

    @Test func theToolPrintsTheConstant() async {
        let run = await ToolRun(["--version"])
        #expect(run.status == .ok)
        #expect(run.out == ["providerkit \(ProviderKitRelease.version)"])
    }

    @Test func theReadmePinsTheConstant() throws {
        let pins = Self.versions(in: try Self.text("README.md"), after: "from: \"")
        #expect(!pins.isEmpty)
        #expect(pins.allSatisfy { $0 == ProviderKitRelease.version }, "\(pins)")
    }
}
