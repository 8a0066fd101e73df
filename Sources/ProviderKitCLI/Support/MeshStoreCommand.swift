import Foundation
import ProviderKit
import ProviderKitMesh

/// The work behind `providerkit store list|remove --path FILE`, on a ``FileCredentialStore``:
/// the command parses and prints, this reads and changes the store and turns its errors into
/// the tool's diagnostics and exit statuses.
///
/// - `list`: the stored connections, in the order they were first added. A missing file (or
///   directory) lists nothing and creates nothing.
/// - `remove ID`: removes the connection with that id (call Mesh's "Remove connection" API first).
enum MeshStoreCommand {
    /// One-line summary for the CLI's command list.
    static let summary = "List or remove Mesh connections in a file credential store."

    /// The stored connections.
    ///
    /// - Throws: the store's failure (see ``failure(_:)``).
    static func list(path: String) throws(ToolFailure) -> [MeshLinkSDK.AccessTokenPayload] {
        do {
            return try FileCredentialStore(path: path).list()
        } catch {
            throw failure(error, path: path)
        }
    }

    /// Removes the connection `id` and returns it.
    ///
    /// - Throws: `1` (`store.notFound`) when the store holds no such connection, else the store's failure.
    static func remove(path: String, id: String) throws(ToolFailure) -> MeshLinkSDK.AccessTokenPayload {
        let store = FileCredentialStore(path: path)
        let removed: MeshLinkSDK.AccessTokenPayload?
        do {
            removed = try store.remove(id: id)
        } catch {
            throw failure(error, path: path)
        }
        guard let removed else {
            throw .file(.notFound, ToolDiagnosticCode.storeNotFound, "no connection with id \(id) in \(store.path); nothing changed", file: path)
        }
        return removed
    }

    /// The store's error as the tool's: corrupt or newer `65`, unreadable `66`, write failed `74`.
    static func failure(_ error: any Error, path: String) -> ToolFailure {
        let message = (error as? MeshStoreError)?.description ?? "\(error)"
        switch error as? MeshStoreError {
        case .corrupt?, .migrationFailed?:
            return .file(.dataError, ToolDiagnosticCode.storeCorrupt, message, file: path)
        case .unsupportedVersion?:
            return .file(.dataError, ToolDiagnosticCode.storeUnsupportedVersion, message, file: path)
        case .unreadable?:
            return .file(.noInput, ToolDiagnosticCode.storeUnreadable, message, file: path)
        case .writeFailed?, .keychain?, nil:
            return .file(.ioError, ToolDiagnosticCode.storeWriteFailed, message, file: path)
        }
    }
}
