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
        USAGE: providerkit store list --path FILE [--format text|json] [--show-secrets]
               providerkit store remove --path FILE ID [--format text|json]

        Manages a Mesh credential store file (FileCredentialStore). `list` prints each stored
        connection: id, broker, expiry and account tokens; tokens print as <redacted> unless
        --show-secrets is given. `remove` deletes the connection with that id (call Mesh's Remove
        connection API first). A missing file lists nothing and creates nothing. A corrupt or
        unreadable file is moved aside and reported, never overwritten.

        JSON: one {"kind":"meshConnection","id","brokerType","brokerName","expiresInSeconds",
        "refreshTokenExpiresInSeconds","accountTokens"} record per connection; `remove` prints the
        removed one with "kind":"meshConnectionRemoved". Failures are diagnostic records.

        Exit status: 0 done, 1 no connection with that id (nothing changed), 64 usage error,
        65 corrupt store or newer format, 66 a store file that cannot be read, 74 write failed.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--path", "--format"]
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let showSecrets = arguments.flags.contains("--show-secrets")
        do throws(ToolFailure) {
            _ = try Tool.format(arguments, allowed: [.text, .json])
            guard let path = arguments.options["--path"] else {
                throw .usage(ToolDiagnosticCode.missingArgument, "store needs --path FILE")
            }
            switch (arguments.positionals.first, arguments.positionals.count) {
            case ("list", 1):
                for payload in try MeshStoreCommand.list(path: path) {
                    if output.isJSON {
                        output.record(MeshConnectionRecord(payload: payload, kind: "meshConnection"), revealingSecrets: showSecrets)
                    } else {
                        describe(payload, showSecrets: showSecrets).forEach { io.out(TerminalText.line($0, revealingSecrets: showSecrets)) }
                    }
                }
            case ("remove", 2) where !showSecrets:
                let removed = try MeshStoreCommand.remove(path: path, id: arguments.positionals[1])
                if output.isJSON {
                    output.record(MeshConnectionRecord(payload: removed, kind: "meshConnectionRemoved"))
                } else {
                    io.out(
                        TerminalText.line(
                            "Removed \(removed.id) (\(removed.brokerName), \(removed.accountTokens.count) account(s)).", revealingSecrets: false))
                }
            case ("remove", 2):
                throw .usage(ToolDiagnosticCode.conflictingOptions, "--show-secrets goes with store list, not remove")
            default:
                throw .usage(
                    arguments.positionals.isEmpty ? ToolDiagnosticCode.missingArgument : ToolDiagnosticCode.invalidValue,
                    "store needs `list` or `remove ID` (got \(arguments.positionals.joined(separator: " ")))")
            }
            return .ok
        } catch {
            return error.status == .usage
                ? Tool.usageError(Self.self, error, output: output) : output.fail(error)
        }
    }

    /// `ID  Broker (type)  N account(s)  expires in S s`, then one line per account token, as
    /// given: the caller prints each through `TerminalText.line(_:revealingSecrets:)`, the rule
    /// replay's text lines follow.
    static func describe(_ payload: MeshLinkSDK.AccessTokenPayload, showSecrets: Bool) -> [String] {
        var head = "\(payload.id)  \(payload.brokerName) (\(payload.brokerType))  \(payload.accountTokens.count) account(s)"
        if let expires = payload.expiresInSeconds { head += "  expires in \(expires) s" }
        return [head]
            + payload.accountTokens.map { token in
                let refresh = token.refreshToken.map { " refresh \($0.text(revealed: showSecrets))" } ?? ""
                return "  account \(token.account.accountId) (\(token.account.accountName)): access \(token.accessToken.text(revealed: showSecrets))\(refresh)"
            }
    }
}
