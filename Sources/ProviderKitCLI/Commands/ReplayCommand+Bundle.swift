import Foundation
import ProviderKit
import ProviderKitTesting

/// `providerkit replay BUNDLE`: a support bundle given instead of a transcript (recognised by its
/// header line) is replayed attempt by attempt with the settings recorded in it, and each
/// attempt's events and outcome are compared with what the live session delivered.
extension ReplayCommand {
    /// One attempt's verdict, in JSON output.
    struct BundleAttemptRecord: Encodable {
        let kind = "bundleAttempt"
        let attempt: Int
        let adapterName: String
        let reproduced: Bool
        let line: Int?
        let expected: String?
        let got: String?
        let malformedLines: [String]
    }

    /// The last JSON line.
    struct BundleSummaryRecord: Encodable {
        let kind = "summary"
        let command = "replay"
        let status: Int32
        let reproduced: Bool
        let attempts: Int
    }

    /// The bundle's text when the command line names one file, no adapter, and the file starts
    /// with a bundle header; `nil` for everything else (a transcript), which replays as before.
    static func bundleText(_ arguments: ParsedArguments) -> String? {
        guard arguments.options["--adapter"] == nil, arguments.options["--provider"] == nil,
            arguments.positionals.count == 1, let path = arguments.positionals.first, path != "-",
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        // Only the first line decides: a long transcript is not read here.
        let start = (try? handle.read(upToCount: 64 * 1024)) ?? nil
        guard let start, SupportBundle.isHeader(String(decoding: start.prefix { $0 != 0x0A }, as: UTF8.self)) else {
            return nil
        }
        let rest = (try? handle.readToEnd()) ?? nil
        return String(decoding: start + (rest ?? Data()), as: UTF8.self)
    }

    /// Replays every attempt; exit `0` when all reproduced, `1` when one did not, `65` for a
    /// bundle that cannot be read.
    static func replayBundle(_ text: String, file: String, output: ToolOutput) -> ToolExitStatus {
        let bundle: SupportBundle
        do {
            bundle = try SupportBundle(text: text)
        } catch {
            return output.fail(
                ToolFailure(.dataError, [ToolDiagnostic(code: LinkDiagnostic.Code.malformedInput.rawValue, message: "\(file): \(error)")]))
        }
        let verdicts = SupportBundleReplay.replay(bundle, makeReplayer: makeBundleReplayer)
        let reproduced = verdicts.allSatisfy(\.reproduced)
        let status: ToolExitStatus = reproduced ? .ok : .notFound
        if output.isJSON {
            for verdict in verdicts {
                output.record(
                    BundleAttemptRecord(
                        attempt: verdict.attempt, adapterName: verdict.adapterName, reproduced: verdict.reproduced,
                        line: verdict.difference?.line, expected: verdict.difference?.expected, got: verdict.difference?.got,
                        malformedLines: verdict.malformedLines))
            }
            output.record(
                BundleSummaryRecord(status: status.rawValue, reproduced: reproduced, attempts: verdicts.count))
        } else {
            for verdict in verdicts { output.io.out(verdict.description) }
            let failed = verdicts.filter { !$0.reproduced }.count
            output.io.out(
                reproduced
                    ? "reproduced (\(verdicts.count) attempt\(verdicts.count == 1 ? "" : "s"))"
                    : "differs (\(failed) of \(verdicts.count) attempt\(verdicts.count == 1 ? "" : "s"))")
        }
        return status
    }

    /// The built-in replayer of the attempt's adapter, with the settings recorded for the attempt
    /// that its replay takes (and the entry's redirect URI when no setting gave one).
    private static func makeBundleReplayer(_ attempt: SupportBundle.Attempt) throws -> any TranscriptReplayer {
        guard let sandbox = BuiltInAdapters.type(named: attempt.adapterName) else {
            throw LinkError.configuration("the \(attempt.adapterName) adapter is not built into this tool")
        }
        return try sandbox.makeReplayer(options: attempt.replayOptions(accepted: sandbox.replayOptions))
    }
}
