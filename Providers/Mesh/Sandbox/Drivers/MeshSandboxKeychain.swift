import Foundation
import ProviderKitMesh

/// An in-memory Keychain for sandbox runs: the sandbox adapter keeps its credential store
/// (``/ProviderKitMesh/KeychainCredentialStore``, the real store logic) in memory, so an entry with
/// `useSecureOnDeviceStorage` runs offline as it would in the app, and nothing outlives the run.
final class MeshSandboxKeychain: KeychainPrimitives, @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String: Data] = [:]

    /// The item's data, or `nil`.
    func read(service: String) throws(MeshStoreError) -> Data? {
        lock.withLock { items[service] }
    }

    /// Creates or replaces the item.
    func write(_ data: Data, service: String) throws(MeshStoreError) {
        lock.withLock { items[service] = data }
    }

    /// Deletes the item, if any.
    func delete(service: String) throws(MeshStoreError) {
        _ = lock.withLock { items.removeValue(forKey: service) }
    }
}
