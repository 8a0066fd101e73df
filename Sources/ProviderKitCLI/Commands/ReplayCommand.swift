import Foundation
import ProviderKit
import ProviderKitTesting

/// `providerkit replay`: feeds recorded vendor callbacks through an adapter's mapping.
public enum ReplayCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "replay"
    /// One line for the command list.
    public static let summary = "Replay a JSON Lines transcript of recorded vendor callbacks through an adapter."
    /// The `--help` text.
    public static var help: String {
        var text = """
            USAGE: providerkit replay --adapter ADAPTER FILE|- [--format text|json] [--show-secrets] [--single-thread] [adapter options]
                   providerkit replay --provider ENTRY [--config FILE] [--adapters MANIFEST] FILE|- [...]
                   providerkit replay BUNDLE [--format text|json]

            Reads a transcript (one vendor-native callback per line, JSON Lines; `-` reads standard
            input) and feeds each line through the adapter's own mapping code, printing events, the
            outcome, dropped duplicates and replay-only lines as they happen. Input is streamed:
            memory stays flat however long the transcript is. Blank lines are skipped.

            The built-in adapters decode lines on a second thread while the first delivers them in
            order; --single-thread does both on one thread. The output is the same either way.

            --adapter names the adapter; --provider names an entry of the configuration (--config
            FILE, or the built-in default, whose entries are named after their adapters) and replays
            through that entry's adapter.

            A malformed line is reported as a diagnostic with its line number, replay continues with
            the next line, and the command exits 65; output for good lines is kept.

            BUNDLE, a support bundle (docs/support-bundles.md, recognised by its header line), is
            replayed attempt by attempt with the settings recorded in it; each attempt's events and
            outcome are compared with what the live session delivered: "reproduced", or "differs at
            line N: expected ..., got ...". Exit 0 when every attempt reproduced, 1 when one did not.

            Exit status: 0 replayed (whatever the outcome, or none), 65 a malformed line (or an
            invalid configuration), 66 FILE does not exist or cannot be read, 64 usage error, 69 an
            adapter known only from a manifest.

            ADAPTER OPTIONS
            """
        for type in BuiltInAdapters.types where !type.replayOptions.isEmpty {
            for option in type.replayOptions {
                text += "\n  \(type.descriptor.name): \(option.flag) URL\(option.isRequired ? " (required)" : "")  \(option.summary)"
            }
        }
        return text
    }
    /// Options that take a value.
    public static var valueOptions: Set<String> {
        AdapterSelection.adapterOptions.union(["--format"]).union(adapterOptions)
    }
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets", "--single-thread"]

    /// Every adapter's replay options.
    private static var adapterOptions: Set<String> {
        Set(BuiltInAdapters.types.flatMap { $0.replayOptions.map(\.flag) })
    }

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        if let bundle = bundleText(arguments), let file = arguments.positionals.first {
            do throws(ToolFailure) {
                _ = try Tool.format(arguments, allowed: [.text, .json])
            } catch {
                return output.fail(error)
            }
            return replayBundle(bundle, file: file, output: output)
        }
        let adapterName: String
        let replayer: any TranscriptReplayer
        let handle: FileHandle
        do throws(ToolFailure) {
            (adapterName, replayer, handle) = try prepare(arguments, output: output)
        } catch {
            return output.fail(error)
        }
        let printer = SessionPrinter(io: io, format: output.format, revealSecrets: arguments.flags.contains("--show-secrets"))
        let result = TranscriptReplay.run(
            replayer: replayer, adapterName: adapterName, input: handle, printer: printer,
            decodeAhead: !arguments.flags.contains("--single-thread"))
        return result.malformedLines > 0 ? .dataError : .ok
    }

    /// Checks the command line, picks the adapter and opens the transcript.
    private static func prepare(
        _ arguments: ParsedArguments, output: ToolOutput
    ) throws(ToolFailure) -> (String, any TranscriptReplayer, FileHandle) {
        _ = try Tool.format(arguments, allowed: [.text, .json])
        let catalog = try AdapterSelection.catalog(arguments, output: output)
        guard let adapter = try AdapterSelection.selectedAdapter(arguments, catalog: catalog, output: output),
            let sandbox = adapter.sandbox
        else {
            throw .usage(
                ToolDiagnosticCode.missingArgument,
                "replay needs --adapter ADAPTER (one of: \(BuiltInAdapters.names.joined(separator: ", "))) or --provider ENTRY")
        }
        let adapterName = adapter.name
        guard arguments.positionals.count == 1, let source = arguments.positionals.first else {
            throw .usage(
                arguments.positionals.isEmpty ? ToolDiagnosticCode.missingArgument : ToolDiagnosticCode.unexpectedArgument,
                "replay needs exactly one FILE, or - for standard input")
        }
        let declared = Set(sandbox.replayOptions.map(\.flag))
        for flag in arguments.options.keys.sorted() where adapterOptions.contains(flag) && !declared.contains(flag) {
            throw .usage(ToolDiagnosticCode.unknownOption, "\(flag) is not an option of the \(adapterName) adapter")
        }
        for option in sandbox.replayOptions where option.isRequired && arguments.options[option.flag] == nil {
            throw .usage(ToolDiagnosticCode.missingArgument, "the \(adapterName) adapter needs \(option.flag): \(option.summary)")
        }
        let handle = source == "-" ? output.io.standardInput : try InputFile.handle(source)
        do {
            let replayer = try sandbox.makeReplayer(options: arguments.options.filter { declared.contains($0.key) })
            return (adapterName, replayer, handle)
        } catch {
            throw .usage(ToolDiagnosticCode.invalidValue, "\(adapterName): \((error as? LinkError)?.message ?? "\(error)")")
        }
    }
}
