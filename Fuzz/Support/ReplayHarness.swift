import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting

/// Replays a fuzz input as a transcript through one adapter, exactly as `providerkit replay`
/// does (the same `TranscriptReplay` loop, the same printer, text and JSON), and checks:
/// - exactly one outcome per replayed session, printed once;
/// - every diagnostic names a line of the input, and a column inside that line;
/// - no planted secret in any output (``PlantedSecretOracle``): none in diagnostics, and in
///   events, outcomes and traces only what the input itself shows outside a secret position,
///   and never a token or JWT that stands apart as a word in the input (the display rule).
@MainActor
public enum ReplayHarness {
    /// Replays `data` through the adapter named `adapterName` with replay `options`.
    ///
    /// `plantedDefect` breaks the replay on purpose (the self-test): the checks must notice.
    public static func run(
        _ data: Data, adapterName: String, options: [String: String], target: String, neverShown: [String] = [],
        plantedDefect: PlantedReplayDefect? = nil
    ) {
        guard let adapter = BuiltInAdapters.type(named: adapterName) else {
            FuzzCheck.violation(target, "no built-in adapter \(adapterName)")
        }
        let lines = FuzzInput.lines(data)
        let input = String(decoding: data, as: UTF8.self)
        let known = neverShown.map { KnownSecret($0, input: input) }
        let oracle = PlantedSecretOracle(
            input: input, units: lines,
            strings: PlantedSecretOracle.strings(ofJSONText:))
        for format in [OutputFormat.json, .text] {
            let replayer: any TranscriptReplayer
            do {
                replayer = try adapter.makeReplayer(options: options)
            } catch {
                FuzzCheck.violation(target, "the replayer refused its options: \(error)")
            }
            let io = CapturedIO()
            let printer = SessionPrinter(io: io, format: format, revealSecrets: false)
            let pipe = Pipe()
            pipe.fileHandleForWriting.write(plantedDefect == .rewritesTokens ? rewritingTokens(input) : data)
            try? pipe.fileHandleForWriting.close()
            let result = TranscriptReplay.run(
                replayer: replayer, adapterName: adapterName, input: pipe.fileHandleForReading, printer: printer)
            FuzzCheck.expect(result.reachedOutcome, target, "the replayed session ended without an outcome")
            for line in io.outLines + io.errLines {
                for secret in known { secret.check(line, target, "\(format) output") }
            }
            var output = io.outLines
            switch plantedDefect {
            case .repeatsOutcome?:
                output += output.filter { $0.hasPrefix("{\"kind\":\"success\"") || $0.hasPrefix("{\"kind\":\"exit\"") }
            case .echoesInput?:
                output += lines.map { "{\"kind\":\"diagnostic\",\"line\":1,\"message\":\(JSONWriter.string(.string($0)))}" }
            case .rewritesTokens?, nil:
                break
            }
            if format == .json {
                check(json: output, lines: lines, oracle: oracle, target: target)
            } else {
                for line in io.outLines + io.errLines {
                    oracle.check(line, diagnostic: false, display: true, target, "text output")
                }
            }
        }
    }

    /// `input` with the dashes of every planted Plaid-style token turned into underscores.
    private static func rewritingTokens(_ input: String) -> Data {
        var text = input
        for canary in [PlantedSecret.publicToken, .linkToken, .accessToken] {
            text = text.replacingOccurrences(of: canary.value, with: canary.value.replacingOccurrences(of: "-", with: "_"))
        }
        return Data(text.utf8)
    }

    private static func check(json output: [String], lines: [String], oracle: PlantedSecretOracle, target: String) {
        var outcomes = 0
        for text in output {
            guard let record = try? LinkJSONValue(parsing: text), let kind = record["kind"]?.stringValue else {
                FuzzCheck.violation(target, "an output line is not a JSON record: \(text.prefix(200))")
            }
            switch kind {
            case "success", "exit":
                outcomes += 1
                oracle.check(text, diagnostic: false, display: true, target, "a \(kind) record")
            case "diagnostic":
                oracle.check(text, diagnostic: true, target, "a diagnostic")
                checkLocation(record, lines: lines, target: target)
            default:
                oracle.check(text, diagnostic: false, display: true, target, "a \(kind) record")
            }
        }
        FuzzCheck.expect(outcomes == 1, target, "\(outcomes) outcome records for one session")
    }

    private static func checkLocation(_ record: LinkJSONValue, lines: [String], target: String) {
        guard let line = record["line"]?.numberValue.map({ Int($0) }) else {
            // Only the end-of-session diagnostics (abandonment) are about no line.
            return
        }
        FuzzCheck.expect((1...max(1, lines.count)).contains(line), target, "diagnostic line \(line) of \(lines.count): \(record)")
        let message = record["message"]?.stringValue ?? ""
        if message.hasPrefix("column "), let column = Int(message.dropFirst(7).prefix { $0.isNumber }),
            lines.indices.contains(line - 1)
        {
            FuzzCheck.expect(
                SourcePosition(line: 1, column: column).lies(in: lines[line - 1]), target,
                "diagnostic column \(column) outside line \(line) (\(lines[line - 1].unicodeScalars.count) characters)")
        }
    }
}
