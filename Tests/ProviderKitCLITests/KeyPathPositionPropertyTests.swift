import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Diagnostics point at the key they are about, whatever its name: positions come from the parse,
/// and key paths name one value each, so a key whose name holds `.`, `[`, `]`, `"` or `\` (such as
/// a top-level key `providers.plaid`, which spells the path of another key) never makes an error
/// point at another key.
///
/// The oracle is the generator: it writes every key on its own line, so it knows each key's line
/// and column without reading the text back.
@MainActor
@Suite struct KeyPathPositionPropertyTests {
    /// Names made of pieces of real paths and of the characters paths are written with.
    nonisolated static let pieces = ["providers", "plaid", "meld", "version", "fallbacks", "adapter", "redirectURI", "mode", ".", "[", "]", "[0]", "\"", "\\", "a", "x"]

    nonisolated static func name(using random: inout SplitMix64) -> String {
        var name = ""
        for _ in 0..<Int.random(in: 1...5, using: &random) { name += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
        return name
    }

    /// A configuration with a valid `plaid` entry, unknown keys at the top level and inside the
    /// entry, and each unknown key's expected (line, column).
    static func configuration(using random: inout SplitMix64) -> (text: String, expected: [String: (line: Int, column: Int)]) {
        var expected: [String: (line: Int, column: Int)] = [:]
        var topLevel: [String] = []
        var entry: [String] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let key = name(using: &random)
            if ConfigValidator.topLevelKeys.contains(key) || ConfigValidator.commonEntryKeys.contains(key) || key == "mode" { continue }
            if Bool.random(using: &random) {
                if !topLevel.contains(key), !entry.contains(key) { topLevel.append(key) }
            } else if !entry.contains(key), !topLevel.contains(key) {
                entry.append(key)
            }
        }
        var lines = ["{", #"  "version": 1,"#, #"  "provider": "plaid","#]
        for key in topLevel {
            expected["top " + key] = (lines.count + 1, 3)
            lines.append("  " + JSONWriter.string(.string(key)) + ": {\"plaid\": {\"adapter\": 1}},")
        }
        lines.append(#"  "providers": {"#)
        lines.append(#"    "plaid": {"#)
        for key in entry {
            expected["entry " + key] = (lines.count + 1, 7)
            lines.append("      " + JSONWriter.string(.string(key)) + ": 1,")
        }
        lines.append(#"      "adapter": "plaid","#)
        lines.append(#"      "redirectURI": "https://app.example.com/plaid/oauth""#)
        lines += ["    }", "  }", "}"]
        return (lines.joined(separator: "\n"), expected)
    }

    @Test func everyUnknownKeyIsReportedAtItsOwnLineAndColumn() async throws {
        var random = SplitMix64(seed: 8)
        var checked = 0
        for _ in 0..<200 {
            await Task.yield()
            let (text, expected) = Self.configuration(using: &random)
            let file = try TemporaryFile(text)
            let run = await ToolRun(["validate", file.path, "--format", "json"])
            let unknown = try run.lines(kind: "diagnostic").filter { $0["code"] == "config.unknownKey" }
            #expect(unknown.count == expected.count, "\(text)\n\(run.out)")
            for diagnostic in unknown {
                let message = diagnostic["message"]?.stringValue ?? ""
                let isEntry = message.contains("for the plaid adapter")
                let line = diagnostic["line"]?.intValue ?? 0
                let match = expected.first { $0.key.hasPrefix(isEntry ? "entry " : "top ") && $0.value.line == line }
                #expect(match != nil && diagnostic["column"]?.intValue == match?.value.column, "\(text)\n\(diagnostic)")
                checked += 1
            }
            // Text output: the same places.
            let textRun = await ToolRun(["validate", file.path])
            let places = Set(expected.values.map { "\(file.path):\($0.line):\($0.column): error:" })
            let reported = Set(textRun.out.filter { $0.hasSuffix("[config.unknownKey]") }.map { line in
                places.first { line.hasPrefix($0) } ?? line
            })
            #expect(reported == places, "\(text)\n\(textRun.out)")
        }
        #expect(checked > 400)
    }

    /// The path mechanism itself: distinct values get distinct paths, each path's recorded
    /// position is that value's key, and the parent of a path is the path of the value holding it.
    @Test nonisolated func keyPathsNameOneValueEach() throws {
        var random = SplitMix64(seed: 9)
        for _ in 0..<2_000 {
            var names: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let key = Self.name(using: &random)
                if !names.contains(key) { names.append(key) }
            }
            // {"<n0>": {"<n1>": ...}, "<n1>": 1, ...} on separate lines.
            var lines = ["{"]
            var expected: [String: SourcePosition] = [:]
            let outer = names[0]
            lines.append("  " + JSONWriter.string(.string(outer)) + ": {")
            expected[JSONDocument.path("", member: outer)] = SourcePosition(line: lines.count, column: 3)
            for inner in names.dropFirst() {
                let path = JSONDocument.path(JSONDocument.path("", member: outer), member: inner)
                lines.append("    " + JSONWriter.string(.string(inner)) + ": [1],")
                expected[path] = SourcePosition(line: lines.count, column: 5)
                #expect(JSONDocument.parent(of: path) == JSONDocument.path("", member: outer))
                #expect(JSONDocument.parent(of: JSONDocument.path(path, index: 0)) == path)
            }
            lines.append("    \"end\": 0")
            lines.append("  },")
            for top in names.dropFirst() {
                lines.append("  " + JSONWriter.string(.string(top)) + ": 2,")
                expected[JSONDocument.path("", member: top)] = SourcePosition(line: lines.count, column: 3)
            }
            lines.append("  \"last\": 0")
            lines.append("}")
            let document = try JSONDocument(parsing: lines.joined(separator: "\n"))
            for (path, position) in expected {
                #expect(document.position(of: path) == position, "\(path) in \(lines)")
            }
        }
    }
}
