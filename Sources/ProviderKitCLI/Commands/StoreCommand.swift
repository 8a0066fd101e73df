import Foundation
import ProviderKit
import ProviderKitMesh

/// `providerkit store list|remove --path FILE`: manages a Mesh file credential store. The work
/// happens in `MeshStoreCommand`; this command only parses and prints.
public enum StoreCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "store"
    /// One line for the command list.
    public static let summary = MeshStoreCommand.summary
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit store list --path FILE [--show-secrets]
               providerkit store remove --path FILE ID

        Manages a Mesh credential store file (FileCredentialStore). `list` prints one JSON object per
        stored connection: id, broker, expiry and account tokens; tokens print as <redacted> unless
        --show-secrets is given. `remove` deletes the connection with that id (call Mesh's Remove
        connection API first). A corrupt or unreadable file is moved aside and reported, never
        overwritten.

        Exit status: 0 done, 1 no such connection, 64 usage error, 65 unreadable or corrupt store.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--path"]
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// The environment variable that makes a debug build of the tool kill itself in the middle of
    /// the store's atomic write (a `POSIXFile.Step` raw value), for the crash tests. Release
    /// builds ignore it.
    static let crashEnvironmentVariable = "PROVIDERKIT_MESH_STORE_CRASH_AT"

    /// Installs the store's crash hook from ``crashEnvironmentVariable`` (debug builds only).
    static func installCrashHook(environment: [String: String] = ProcessInfo.processInfo.environment) {
        #if DEBUG
            POSIXFile.crashStep = environment[crashEnvironmentVariable].flatMap(POSIXFile.Step.init(rawValue:))
        #endif
    }

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        installCrashHook()
        guard let path = arguments.options["--path"] else {
            io.err("store needs --path FILE\n\n\(help)")
            return .usage
        }
        let showSecrets = arguments.flags.contains("--show-secrets")
        let result: MeshStoreCommand.Result
        switch (arguments.positionals.first, arguments.positionals.count) {
        case ("list", 1):
            result = MeshStoreCommand.list(path: path, showSecrets: showSecrets)
        case ("remove", 2) where !showSecrets:
            result = MeshStoreCommand.remove(path: path, id: arguments.positionals[1])
        default:
            io.err("store needs `list` or `remove ID` (got \(arguments.positionals.joined(separator: " ")))\n\n\(help)")
            return .usage
        }
        result.output.split(separator: "\n").forEach { io.out(String($0)) }
        result.error.split(separator: "\n").forEach { io.err(String($0)) }
        switch result.status {
        case .ok: return .ok
        case .notFound: return .failure
        case .usage: return .usage
        case .storeError: return .dataError
        }
    }
}
