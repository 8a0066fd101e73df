import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Secrets planted in transcripts of every adapter, whole and in every malformed copy of every
/// line, never appear in the output of a real `providerkit replay` process, text or JSON (with
/// `--show-secrets`, diagnostics still show none); every diagnostic names a line of the
/// transcript and a column inside that line.
@Suite(.serialized) struct PlantedSecretReplayTests {
    typealias Transcript = PlantedSecretFixtures.PlantedTranscript

    /// Runs `providerkit replay` on `lines`, written to a transcript file.
    static func replay(_ transcript: Transcript, _ lines: [String], format: String, extra: [String] = [])
        async throws -> ChildTool.Result
    {
        let file = try TemporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".jsonl")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let options = transcript.replayOptions.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        return try await ChildTool.run(
            ["replay", "--provider", transcript.adapterName, file.path, "--format", format] + extra + options)
    }

    /// Every other malformed copy of every line of the transcript.
    static func malformedCopies(_ transcript: Transcript) -> [String] {
        transcript.lines.flatMap { line in
            InputMutations.variants(of: line).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    @Test(arguments: PlantedSecretFixtures.transcripts, ["text", "json"])
    func noPlantedSecretInAnyOutputAndEveryDiagnosticInRange(transcript: Transcript, format: String) async throws {
        let whole = try await Self.replay(transcript, transcript.lines, format: format)
        #expect(PlantedSecret.leaks(in: whole.out + whole.err).isEmpty, "\(PlantedSecret.leaks(in: whole.out + whole.err)) leaked")
        if format == "json" {
            #expect(whole.out.contains("<redacted>"), "the planted credentials are there, redacted")
        }
        // A malformed copy can turn a plain password into plain text (`password=x` losing its
        // `=`); only shaped secrets stay recognisable there.
        let lines = Self.malformedCopies(transcript)
        let broken = try await Self.replay(transcript, lines, format: format)
        #expect(broken.status == 65, "malformed lines make replay exit 65")
        let leaked = PlantedSecret.leaks(in: broken.out + broken.err, planted: PlantedSecret.shaped)
        #expect(leaked.isEmpty, "\(leaked) leaked")
        guard format == "json" else { return }
        let records = try broken.out.split(separator: "\n").map { try LinkJSONValue(parsing: String($0)) }
        let errors = records.filter { $0["kind"] == "diagnostic" && $0["severity"] == "error" }
        #expect(errors.count >= lines.count / 2, "most copies are malformed")
        for diagnostic in errors {
            let line = try #require(diagnostic["line"]?.numberValue.map { Int($0) }, "\(diagnostic)")
            #expect((1...lines.count).contains(line))
            let message = diagnostic["message"]?.stringValue ?? ""
            if message.hasPrefix("column "), let column = Int(message.dropFirst(7).prefix { $0.isNumber }) {
                #expect(SourcePosition(line: 1, column: column).lies(in: lines[line - 1]), "\(message)")
            }
        }
    }

    @Test(arguments: PlantedSecretFixtures.transcripts)
    func showSecretsRevealsCredentialsButNeverDiagnostics(transcript: Transcript) async throws {
        let run = try await Self.replay(transcript, transcript.lines, format: "json", extra: ["--show-secrets"])
        let diagnostics = run.out.split(separator: "\n").filter { $0.contains("\"kind\":\"diagnostic\"") }.joined()
        #expect(PlantedSecret.leaks(in: diagnostics).isEmpty)
    }
}
