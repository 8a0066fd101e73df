import Foundation
import ProviderKit

/// A ``MeshCredentialStore`` in the Keychain, where Mesh LinkSDK v2 kept its `LinkStore`: one
/// generic-password item, service `accessTokens`, holding a JSON array of
/// ``MeshLinkSDK/AccessTokenPayload`` (Mesh's own format, so data the SDK stored is read as is).
///
/// On first use the store migrates v1 data (service `brokers`, see ``MeshV1Migration``): it
/// converts the records, adds those whose id the v2 list does not already hold (v2 data is the
/// newer), writes the list, and only after that write succeeded deletes the v1 item. If the write
/// fails the v1 item stays and the migration runs again on the next call. If the delete fails, a
/// marker item (service `brokers.migrated`, holding a digest of the v1 data) records that this
/// exact v1 data was migrated, so it is never merged a second time (a connection removed since
/// would otherwise come back); the delete is retried on later first uses. ``lastMigration`` tells
/// what happened.
///
/// All logic runs on any `KeychainPrimitives`, so it is tested on Linux; on Apple platforms
/// ``init()`` uses `SecurityKeychain`.
public final class KeychainCredentialStore: MeshCredentialStore, @unchecked Sendable {
    /// The v2 service name.
    public let service: String
    /// The v1 service name.
    public let legacyService: String
    private let keychain: any KeychainPrimitives
    private let lock = NSLock()
    private var migrationDone = false
    private var migration: MeshV1Migration.Result?

    #if canImport(Security)
        /// The store in the app's Keychain, with Mesh v2's service names.
        public convenience init() {
            self.init(keychain: SecurityKeychain())
        }
    #endif

    /// A store on `keychain`, with Mesh v2's service names unless told otherwise.
    package init(
        keychain: any KeychainPrimitives, service: String = MeshV1Migration.v2Service,
        legacyService: String = MeshV1Migration.v1Service
    ) {
        self.keychain = keychain
        self.service = service
        self.legacyService = legacyService
    }

    /// The v1 migration this store ran, if it found v1 data.
    public var lastMigration: MeshV1Migration.Result? {
        lock.lock()
        defer { lock.unlock() }
        return migration
    }

    /// The stored connections.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    public func list() throws -> [MeshLinkSDK.AccessTokenPayload] {
        try locked { () throws(MeshStoreError) in try load() }
    }

    /// Adds a connection, replacing one with the same id, and writes the item.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    public func add(_ accessToken: MeshLinkSDK.AccessTokenPayload) throws -> MeshStoreChange {
        try update(writes: { _ in true }) { MeshStoreEdits.add(accessToken, to: &$0) }
    }

    /// Removes the connection with `id` and writes the item when something was removed.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    public func remove(id: String) throws -> MeshLinkSDK.AccessTokenPayload? {
        try update(writes: { $0 != nil }) { MeshStoreEdits.remove(id: id, from: &$0) }
    }

    /// Replaces every stored connection and writes the item.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    public func save(_ accessTokens: [MeshLinkSDK.AccessTokenPayload]) throws {
        try update(writes: { _ in true }) { $0 = MeshStoreEdits.unique(accessTokens) }
    }

    // MARK: - Internals

    /// One read-modify-write under the store's lock.
    private func update<T>(writes: (T) -> Bool, _ edit: (inout [MeshLinkSDK.AccessTokenPayload]) -> T)
        throws(MeshStoreError) -> T
    {
        try locked { () throws(MeshStoreError) in
            try MeshStoreEdits.update(load: load, write: write, writes: writes, edit: edit)
        }
    }

    private func locked<T>(_ body: () throws(MeshStoreError) -> T) throws(MeshStoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func load() throws(MeshStoreError) -> [MeshLinkSDK.AccessTokenPayload] {
        if !migrationDone { try migrate() }
        return try readCurrent()
    }

    private func readCurrent() throws(MeshStoreError) -> [MeshLinkSDK.AccessTokenPayload] {
        guard let data = try keychain.read(service: service) else { return [] }
        do {
            return try StrictJSONDecoding.decode([MeshLinkSDK.AccessTokenPayload].self, from: data)
        } catch {
            throw .corrupt(
                location: "Keychain service \"\(service)\"", movedTo: moveAside(data, from: service),
                reason: FileCredentialStore.describe(error))
        }
    }

    /// The service of the marker that says which v1 data was already migrated.
    public var migrationMarkerService: String { "\(legacyService).migrated" }

    private func migrate() throws(MeshStoreError) {
        guard let legacy = try keychain.read(service: legacyService) else {
            migrationDone = true
            return
        }
        let fingerprint = Data(MD5.digest(legacy))
        if try keychain.read(service: migrationMarkerService) == fingerprint {
            // Migrated before, but the v1 item could not be deleted then: never merge it again.
            if (try? keychain.delete(service: legacyService)) != nil {
                try? keychain.delete(service: migrationMarkerService)
            }
            migrationDone = true
            return
        }
        let records: [MeshV1BrokerAccount]
        do {
            records = try StrictJSONDecoding.decode([MeshV1BrokerAccount].self, from: legacy)
        } catch {
            migrationDone = true
            throw .corrupt(
                location: "Keychain service \"\(legacyService)\" (Mesh v1 data)",
                movedTo: moveAside(legacy, from: legacyService), reason: FileCredentialStore.describe(error))
        }
        let converted = MeshV1Migration.convert(records)
        var list = try readCurrent()
        let known = Set(list.map(\.id))
        list += converted.accessTokens.filter { !known.contains($0.id) }
        do {
            try write(list)
        } catch {
            throw .migrationFailed(reason: "writing \"\(service)\" failed: \(error)")
        }
        // The new data is safe; only now is the v1 item removed. If that fails, the marker keeps
        // this v1 data from being merged again (if even the marker cannot be written, the next
        // migration adds only ids the v2 list lacks, so no newer token is overwritten).
        do {
            try keychain.delete(service: legacyService)
        } catch {
            try? keychain.write(fingerprint, service: migrationMarkerService)
        }
        migration = converted
        migrationDone = true
    }

    private func write(_ accessTokens: [MeshLinkSDK.AccessTokenPayload]) throws(MeshStoreError) {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        let data: Data
        do {
            data = try encoder.encode(accessTokens)
        } catch {
            throw .writeFailed(location: "Keychain service \"\(service)\"", reason: "encoding failed")
        }
        try keychain.write(data, service: service)
    }

    /// Copies unreadable data to `<service>.corrupt-<time>-<id>` (a new item every time, so an
    /// earlier copy is never replaced) and deletes the original, so it is
    /// kept for inspection and never overwritten. Returns the new service name, or `nil`.
    private func moveAside(_ data: Data, from source: String) -> String? {
        let destination = "\(source).corrupt-\(Int(Date().timeIntervalSince1970))-\(UUID().uuidString.prefix(8))"
        do {
            try keychain.write(data, service: destination)
            try keychain.delete(service: source)
            return "Keychain service \"\(destination)\""
        } catch {
            return nil
        }
    }
}
