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
            USAGE: providerkit replay --provider ADAPTER FILE|- [--format text|json] [--show-secrets] [adapter options]

            Reads a transcript (one vendor-native callback per line, JSON Lines; `-` reads standard
            input) and feeds each line through the adapter's own mapping code, printing events, the
            outcome, dropped duplicates and replay-only lines as they happen. Input is streamed:
            memory stays flat however long the transcript is. Blank lines are skipped.

            A malformed line is reported as a diagnostic with its line number, replay continues with
            the next line, and the command exits 65; output for good lines is kept.

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
        Set(["--provider", "--format"]).union(BuiltInAdapters.types.flatMap { $0.replayOptions.map(\.flag) })
    }
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard let adapterName = arguments.options["--provider"] else {
            io.err("replay needs --provider ADAPTER (one of: \(BuiltInAdapters.names.joined(separator: ", ")))")
            return .usage
        }
        guard let adapterType = BuiltInAdapters.type(named: adapterName) else {
            io.err("unknown adapter \"\(adapterName)\"\(NameSuggester.hint(for: adapterName, among: BuiltInAdapters.names)); adapters: \(BuiltInAdapters.names.joined(separator: ", "))")
            return .usage
        }
        guard arguments.positionals.count == 1, let source = arguments.positionals.first else {
            io.err("replay needs exactly one FILE, or - for standard input")
            return .usage
        }
        guard let format = Tool.format(arguments, allowed: [.text, .json], io: io) else { return .usage }
        let declared = Set(adapterType.replayOptions.map(\.flag))
        for flag in arguments.options.keys where flag != "--provider" && flag != "--format" && !declared.contains(flag) {
            io.err("\(flag) is not an option of the \(adapterName) adapter")
            return .usage
        }
        for option in adapterType.replayOptions where option.isRequired && arguments.options[option.flag] == nil {
            io.err("the \(adapterName) adapter needs \(option.flag): \(option.summary)")
            return .usage
        }

        let handle: FileHandle
        if source == "-" {
            handle = io.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: source) else {
                io.err("cannot open \(source) for reading")
                return .dataError
            }
            handle = opened
        }

        let replayer: any TranscriptReplayer
        do {
            replayer = try adapterType.makeReplayer(options: arguments.options.filter { declared.contains($0.key) })
        } catch {
            io.err("\(adapterName): \((error as? LinkError)?.message ?? "\(error)")")
            return .usage
        }
        let printer = SessionPrinter(io: io, format: format, revealSecrets: arguments.flags.contains("--show-secrets"))
        let result = TranscriptReplay.run(replayer: replayer, adapterName: adapterName, input: handle, printer: printer)
        return result.malformedLines > 0 ? .dataError : .ok
    }
}
