import Foundation
import ProviderKit
import ProviderKitMesh

/// The logic behind `providerkit store list|remove --path FILE [--show-secrets]`, which manages a
/// ``FileCredentialStore`` from the command line. The CLI parses its arguments once and calls
/// ``list(path:showSecrets:)`` or ``remove(path:id:)``, then prints the ``Result``; the work is
/// here so it is tested with the adapter.
///
/// - `list --path FILE [--show-secrets]`: one JSON object per stored connection and line: `id`,
///   `brokerType`, `brokerName`, the expiry fields and `accountTokens`. Tokens print as
///   `<redacted>` unless `--show-secrets` is given. Brand logos are left out. A missing file (or
///   directory) lists nothing and creates nothing.
/// - `remove --path FILE ID`: removes the connection with that id. Call Mesh's "Remove
///   connection" API first.
public enum MeshStoreCommand {
    /// The result of one invocation.
    public struct Result: Sendable, Hashable {
        /// Text for standard output (ends with a newline when not empty).
        public var output: String
        /// Text for standard error.
        public var error: String
        /// How it ended.
        public var status: Status
    }

    /// How an invocation ended. ``rawValue`` is the exit status (`sysexits.h` where it applies).
    public enum Status: Int32, Sendable, Hashable, CaseIterable {
        /// Done.
        case ok = 0
        /// `remove` found no connection with that id.
        case notFound = 1
        /// The command line was wrong (`EX_USAGE`). The CLI detects usage errors itself; the
        /// case keeps the exit statuses in one place.
        case usage = 64
        /// The store could not be read or written: corrupt, unreadable, newer version, write failure (`EX_DATAERR`).
        case storeError = 65
    }

    /// One-line summary for the CLI's command list.
    public static let summary = "List or remove Mesh connections in a file credential store."

    /// `store list --path FILE [--show-secrets]`.
    public static func list(path: String, showSecrets: Bool) -> Result {
        do {
            return Result(output: try list(FileCredentialStore(path: path), showSecrets: showSecrets), error: "", status: .ok)
        } catch {
            return Result(output: "", error: "\(error)\n", status: .storeError)
        }
    }

    /// `store remove --path FILE ID`.
    public static func remove(path: String, id: String) -> Result {
        let store = FileCredentialStore(path: path)
        do {
            guard let removed = try store.remove(id: id) else {
                return Result(output: "", error: "No connection with id \(id) in \(store.path).\n", status: .notFound)
            }
            return Result(
                output: "Removed \(removed.id) (\(removed.brokerName), \(removed.accountTokens.count) account(s)).\n",
                error: "", status: .ok)
        } catch {
            return Result(output: "", error: "\(error)\n", status: .storeError)
        }
    }

    /// The listing of `store`, one JSON object per line.
    static func list(_ store: any MeshCredentialStore, showSecrets: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = showSecrets
        var lines = ""
        for payload in try store.list() {
            var members: [(String, LinkJSONValue)] = [
                ("id", .string(payload.id)), ("brokerType", .string(payload.brokerType)),
                ("brokerName", .string(payload.brokerName)),
            ]
            if let expires = payload.expiresInSeconds { members.append(("expiresInSeconds", .number(Double(expires)))) }
            if let expires = payload.refreshTokenExpiresInSeconds {
                members.append(("refreshTokenExpiresInSeconds", .number(Double(expires))))
            }
            let tokens = (try? encoder.encode(payload.accountTokens)).flatMap {
                try? JSONDecoder().decode(LinkJSONValue.self, from: $0)
            }
            members.append(("accountTokens", tokens ?? .array([])))
            lines += JSONWriter.string(orderedObject: members) + "\n"
        }
        return lines
    }

}
