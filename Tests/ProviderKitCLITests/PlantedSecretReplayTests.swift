import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Secrets planted in transcripts of every adapter, whole and in malformed copies of every line,
/// never appear in `providerkit replay` output, text or JSON, with or without `--show-secrets`
/// for diagnostics; every diagnostic names a line of the transcript and a column inside it.
@MainActor
@Suite struct PlantedSecretReplayTests {
    typealias Transcript = PlantedSecretFixtures.PlantedTranscript

    /// One replay per line: the line, then a sample of its malformed copies (every fifth; the
    /// fuzz targets and the validator-level tests try them all). Small runs leave the main actor
    /// to other tests in between.
    static func runs(_ transcript: Transcript) -> [[String]] {
        transcript.lines.map { line in
            let variants = InputMutations.variants(of: line)
            return [line] + variants.indices.dropFirst().filter { $0 % 5 == 0 }.map { variants[$0] }
        }
    }

    static func arguments(_ transcript: Transcript, format: String, extra: [String] = []) -> [String] {
        ["replay", "--provider", transcript.adapterName, "-", "--format", format] + extra
            + transcript.replayOptions.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }

    @Test(arguments: PlantedSecretFixtures.transcripts, ["text", "json"])
    func noPlantedSecretInAnyOutput(transcript: Transcript, format: String) async throws {
        for lines in Self.runs(transcript) {
            let run = await ToolRun(Self.arguments(transcript, format: format), input: lines.joined(separator: "\n") + "\n")
            #expect(run.status == .dataError, "malformed copies are reported")
            let output = (run.out + run.err).joined(separator: "\n")
            // A malformed copy can turn a plain password into plain text (`password=x` losing its
            // `=`); only shaped secrets stay recognisable there. The valid lines are checked for all.
            #expect(PlantedSecret.leaks(in: output, planted: PlantedSecret.shaped).isEmpty, "\(PlantedSecret.leaks(in: output)) leaked")
            await Task.yield()
        }
        let whole = await ToolRun(
            Self.arguments(transcript, format: format), input: transcript.lines.joined(separator: "\n") + "\n")
        let output = (whole.out + whole.err).joined(separator: "\n")
        #expect(PlantedSecret.leaks(in: output).isEmpty, "\(PlantedSecret.leaks(in: output)) leaked")
        if format == "json" {
            #expect(output.contains("<redacted>"), "the planted credentials are there, redacted")
        }
    }

    @Test(arguments: PlantedSecretFixtures.transcripts)
    func everyDiagnosticPointsInsideTheTranscript(transcript: Transcript) async throws {
        for lines in Self.runs(transcript) {
            let run = await ToolRun(Self.arguments(transcript, format: "json"), input: lines.joined(separator: "\n") + "\n")
            let diagnostics = try run.lines(kind: "diagnostic").filter { $0["severity"] == "error" }
            #expect(!diagnostics.isEmpty)
            for diagnostic in diagnostics {
                let line = try #require(diagnostic["line"]?.numberValue.map { Int($0) }, "\(diagnostic)")
                #expect((1...lines.count).contains(line))
                let message = diagnostic["message"]?.stringValue ?? ""
                if message.hasPrefix("column "), let column = Int(message.dropFirst(7).prefix { $0.isNumber }) {
                    #expect(SourcePosition(line: 1, column: column).lies(in: lines[line - 1]), "\(message)")
                }
            }
            await Task.yield()
        }
    }

    @Test(arguments: PlantedSecretFixtures.transcripts)
    func showSecretsRevealsCredentialsButNeverDiagnostics(transcript: Transcript) async throws {
        let run = await ToolRun(
            Self.arguments(transcript, format: "json", extra: ["--show-secrets"]),
            input: transcript.lines.joined(separator: "\n") + "\n")
        let diagnostics = try run.lines(kind: "diagnostic").map { JSONWriter.string($0) }.joined()
        #expect(PlantedSecret.leaks(in: diagnostics).isEmpty)
    }
}
