import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMeldSandbox
@testable import ProviderKitMeshSandbox
@testable import ProviderKitPlaidLegacySandbox
@testable import ProviderKitPlaidSandbox

/// A JSON object that names a member twice is refused by every transcript reader, whatever the
/// member, wherever it sits and however long the line: the byte decoders of the fast path, the
/// `JSONDecoder` path behind `replay(line:)`, and `providerkit replay` in text and JSON output.
///
/// The lines come from a structure-aware generator: each realistic golden line is parsed, one
/// object in it chosen at random (the line itself or any object nested in it) and written back
/// with one of its members (or a new one) repeated at a random position, sometimes with the
/// repeated name escaped, and padded to a random length. The oracle is the generator: it knows
/// the line has a repeated member and which, without asking the readers under test.
@MainActor
@Suite struct DuplicateMemberPropertyTests {
    struct Adapter: Sendable, CustomStringConvertible {
        let name: String
        let byteDecoderAccepts: @Sendable (String) -> Bool
        var description: String { name }
    }

    nonisolated static let adapters: [Adapter] = [
        Adapter(name: "plaid") { line in var text = line; return text.withUTF8 { (try? PlaidTranscriptLine(utf8: $0)) != nil } },
        Adapter(name: "plaid-legacy") { line in
            var text = line; return text.withUTF8 { (try? PlaidLegacyTranscriptLine(utf8: $0)) != nil }
        },
        Adapter(name: "mesh") { line in var text = line; return text.withUTF8 { (try? MeshTranscriptLine(utf8: $0)) != nil } },
        Adapter(name: "meld") { line in var text = line; return text.withUTF8 { (try? MeldTranscriptLine(utf8: $0)) != nil } },
    ]

    /// How many generated lines each adapter is checked on.
    nonisolated static let casesPerAdapter = 1_000

    @Test(arguments: adapters)
    func everyReaderRefusesARepeatedMember(_ adapter: Adapter) async throws {
        let options = adapter.name == "meld" ? ReplayGoldenTests.meldOptions : []
        // Generated and put through the byte decoder on a thread of its own, off the main actor.
        let (cases, acceptedByByteDecoder) = try await BackgroundThread.result {
            let cases = try Self.cases(for: adapter.name, count: Self.casesPerAdapter, seed: 29)
            return (cases, cases.filter { adapter.byteDecoderAccepts($0.line) }.map(\.line))
        }
        #expect(cases.count == Self.casesPerAdapter)
        #expect(acceptedByByteDecoder.isEmpty, "accepted: \(acceptedByByteDecoder.prefix(2))")

        // The `JSONDecoder` path, one replayer per line (a refused line reports nothing).
        for generated in cases.prefix(100) {
            await Task.yield()
            let error = Self.slowPathError(adapter: adapter.name, line: generated.line)
            #expect(
                error?.message.contains("duplicate member \"\(generated.name)\"") == true && error?.column != nil,
                "\(generated.line.prefix(200)) → \(String(describing: error))")
        }

        // The tool, both formats: one malformed-line diagnostic per line, naming the member and its column.
        let transcript = cases.map(\.line).joined(separator: "\n") + "\n"
        let json = await ToolRun(["replay", "--adapter", adapter.name, "-", "--format", "json"] + options, input: transcript)
        let diagnostics = try json.lines(kind: "diagnostic").filter { $0["code"] == "malformedInput" }
        #expect(diagnostics.count == cases.count)
        for (diagnostic, generated) in zip(diagnostics, cases) {
            let message = diagnostic["message"]?.stringValue ?? ""
            #expect(message.contains("duplicate member \"\(generated.name)\"") && message.hasPrefix("column "), "\(message)")
        }
        #expect(try json.lines(kind: "success").isEmpty && json.lines(kind: "event").isEmpty)
        let text = await ToolRun(["replay", "--adapter", adapter.name, "-"] + options, input: transcript)
        let refusals = text.out.filter { $0.contains("duplicate member") }
        #expect(refusals.count == cases.count)
        for (line, generated) in zip(refusals, cases) {
            #expect(line.contains("duplicate member \"\(generated.name)\""), "\(line)")
        }
    }

    /// The error `replay(line:)` throws for `line`, on a new replayer (its `JSONDecoder` path).
    static func slowPathError(adapter: String, line: String) -> TranscriptLineError? {
        do {
            let replayer: any TranscriptReplayer
            switch adapter {
            case "plaid": replayer = try PlaidSandbox.makeReplayer(options: [:])
            case "plaid-legacy": replayer = try PlaidLegacySandbox.makeReplayer(options: [:])
            case "mesh": replayer = try MeshSandbox.makeReplayer(options: [:])
            default:
                let flags = ReplayGoldenTests.meldOptions
                replayer = try MeldSandbox.makeReplayer(
                    options: Dictionary(uniqueKeysWithValues: stride(from: 0, to: flags.count, by: 2).map { (flags[$0], flags[$0 + 1]) }))
            }
            try replayer.replay(line: line)
        } catch let error as TranscriptLineError {
            return error
        } catch {
            return TranscriptLineError(message: "\(error)")
        }
        return nil
    }

    // MARK: - Generator

    /// A generated line and the name it repeats.
    struct Case: Sendable {
        var line: String
        var name: String
    }

    nonisolated static func cases(for adapter: String, count: Int, seed: UInt64) throws -> [Case] {
        let url = ReplayByteDecodingTests.goldens.appendingPathComponent("\(adapter)-realistic.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap {
            try? LinkJSONValue(parsing: String($0))
        }
        var random = SplitMix64(seed: seed)
        var cases: [Case] = []
        while cases.count < count {
            let root = lines[Int.random(in: 0..<lines.count, using: &random)]
            cases.append(repeating(in: root, using: &random))
        }
        return cases
    }

    /// `root` written back with one object's member repeated.
    nonisolated static func repeating(in root: LinkJSONValue, using random: inout SplitMix64) -> Case {
        let objects = objectPaths(root)
        let target = objects[Int.random(in: 0..<objects.count, using: &random)]
        var name = ""
        var output = ""
        write(root, path: [], target: target, name: &name, into: &output, random: &random)
        return Case(line: output, name: name)
    }

    /// The paths (as element or member steps) of every object in `value`, itself included.
    nonisolated static func objectPaths(_ value: LinkJSONValue, path: [String] = []) -> [[String]] {
        switch value {
        case .object(let members):
            return [path] + members.keys.sorted().flatMap { objectPaths(members[$0]!, path: path + [$0]) }
        case .array(let elements):
            return elements.indices.flatMap { objectPaths(elements[$0], path: path + ["[\($0)]"]) }
        default:
            return []
        }
    }

    nonisolated static func write(
        _ value: LinkJSONValue, path: [String], target: [String], name: inout String, into output: inout String,
        random: inout SplitMix64
    ) {
        switch value {
        case .object(let members):
            var items = members.keys.sorted().map { ($0, members[$0]!) }
            if path == target {
                // Repeat an existing member (same or another value) or add a new name twice.
                let repeated: (String, LinkJSONValue)
                if !items.isEmpty, Bool.random(using: &random) {
                    let original = items[Int.random(in: 0..<items.count, using: &random)]
                    repeated = (original.0, Bool.random(using: &random) ? original.1 : .string("other"))
                } else {
                    repeated = ("extra\(Int.random(in: 0..<100, using: &random))", .number(1))
                    items.insert(repeated, at: Int.random(in: 0...items.count, using: &random))
                }
                items.insert(repeated, at: Int.random(in: 0...items.count, using: &random))
                name = repeated.0
                // Padding makes the line any length, before or after the repeated member.
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let padding = String(repeating: "p", count: Int.random(in: 1...50_000, using: &random))
                    items.insert(("padding", .string(padding)), at: Int.random(in: 0...items.count, using: &random))
                }
            }
            output += "{"
            var escapedOnce = false
            for (index, (key, member)) in items.enumerated() {
                if index > 0 { output += "," }
                // One of the two copies may spell its name with an escape: still the same name.
                if path == target, key == name, !escapedOnce, let first = key.unicodeScalars.first, first.isASCII,
                    Bool.random(using: &random)
                {
                    escapedOnce = true
                    output += "\"\\u" + String(format: "%04x", first.value) + String(key.unicodeScalars.dropFirst()) + "\":"
                } else {
                    output += JSONWriter.string(.string(key)) + ":"
                }
                write(member, path: path + [key], target: target, name: &name, into: &output, random: &random)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, path: path + ["[\(index)]"], target: target, name: &name, into: &output, random: &random)
            }
            output += "]"
        default:
            output += JSONWriter.string(value)
        }
    }
}
