import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct KeychainCredentialStoreTests {
    static let v1JSON = """
        [{"id":"v1-a","accessToken":"v1-token-a","accountId":"acc-a","accountName":"Main","accessTokenUpdatedAt":700000000,
          "brokerType":"robinhood","refreshToken":"v1-refresh-a","brokerName":"Robinhood","expiresInSeconds":3600.7,
          "refreshTokenExpiresInSeconds":86400,"brokerLogoBase64":"bG9nbw==","colorHEX":"#00C805","status":"succeeded"},
         {"id":"v1-b","accessToken":null,"brokerType":"kraken","status":"failed"},
         {"id":"v1-c","accessToken":"v1-token-c","brokerType":"coinbase","brokerBrandInfo":{"imagePath":"img","colorHEX":"#0052FF"},"status":"succeeded"}]
        """

    @Test func roundTripInMeshsOwnFormat() throws {
        let keychain = MemoryKeychain()
        let store = KeychainCredentialStore(keychain: keychain)
        try store.add(Samples.payload(token: "kc-token"))
        let raw = try #require(keychain["accessTokens"])
        // Mesh v2 stored a bare JSON array of AccessTokenPayload under service "accessTokens".
        let decoded = try JSONDecoder().decode([MeshLinkSDK.AccessTokenPayload].self, from: raw)
        #expect(decoded.first?.accountTokens.first?.accessToken.reveal() == "kc-token")
        #expect(try KeychainCredentialStore(keychain: keychain).list() == [Samples.payload(token: "kc-token")])
        #expect(try store.add(Samples.payload(token: "newer")) == .replaced)
        #expect(try store.remove(id: Samples.payload().id) != nil)
        #expect(try store.list().isEmpty)
    }

    @Test func migratesV1BrokersOnceAndRemovesThemAfterTheWrite() throws {
        let keychain = MemoryKeychain()
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        try KeychainCredentialStore(keychain: keychain).save([])  // nothing yet, but migration runs first
        let store = KeychainCredentialStore(keychain: keychain)
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        keychain["accessTokens"] = nil
        let listed = try store.list()
        #expect(listed.map(\.brokerType) == ["robinhood", "coinbase"])
        let first = listed[0]
        #expect(first.accountTokens[0].account.accountId == "acc-a")
        #expect(first.accountTokens[0].account.accountName == "Main")
        #expect(first.accountTokens[0].accessToken.reveal() == "v1-token-a")
        #expect(first.accountTokens[0].refreshToken?.reveal() == "v1-refresh-a")
        #expect(first.brokerBrandInfo == MeshLinkSDK.BrandInfo(brokerLogo: "bG9nbw==", brokerPrimaryColor: "#00C805"))
        #expect(first.expiresInSeconds == 3600)
        #expect(first.refreshTokenExpiresInSeconds == 86400)
        let second = listed[1]
        #expect(second.accountTokens[0].account.accountId == "v1-c")
        #expect(second.brokerName == "coinbase")
        #expect(second.brokerBrandInfo == MeshLinkSDK.BrandInfo(brokerLogo: "img", brokerPrimaryColor: "#0052FF"))
        #expect(store.lastMigration?.skippedIDs == ["v1-b"])
        #expect(keychain["brokers"] == nil)

        // Runs once: a second list reads v2 only, with no further write.
        let writes = keychain.writeLog.count
        _ = try store.list()
        #expect(keychain.writeLog.count == writes)
    }

    @Test func migrationMergesWithExistingV2DataByID() throws {
        let keychain = MemoryKeychain()
        let existing = Samples.payload(broker: "robinhood", account: "acc-a", token: "v2-token")
        try KeychainCredentialStore(keychain: keychain).add(existing)
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        let listed = try KeychainCredentialStore(keychain: keychain).list()
        #expect(listed.map(\.brokerType) == ["robinhood", "coinbase"])
        #expect(listed[0].id == existing.id)
        // v2 data is newer than v1 data: a v1 record never replaces a stored payload with its id.
        #expect(listed[0].accountTokens[0].accessToken.reveal() == "v2-token")
    }

    @Test func v1ItemIsDeletedOnlyAfterTheV2WriteSucceeded() throws {
        let keychain = MemoryKeychain()
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        _ = try KeychainCredentialStore(keychain: keychain).list()
        let log = keychain.operationLog
        let write = try #require(log.firstIndex(of: "write accessTokens"))
        let delete = try #require(log.firstIndex(of: "delete brokers"))
        #expect(write < delete)
    }

    @Test func failedWriteKeepsV1DataAndRetries() throws {
        let keychain = MemoryKeychain()
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        keychain.failWrites = ["accessTokens"]
        let store = KeychainCredentialStore(keychain: keychain)
        #expect {
            try store.list()
        } throws: { error in
            if case .migrationFailed(let reason) = error as? MeshStoreError { return !reason.contains("v1-token") }
            return false
        }
        #expect(keychain["brokers"] == Data(Self.v1JSON.utf8))
        #expect(keychain["accessTokens"] == nil)

        keychain.failWrites = []
        #expect(try store.list().count == 2)
        #expect(keychain["brokers"] == nil)
    }

    @Test func failedDeleteAfterWriteIsHarmless() throws {
        let keychain = MemoryKeychain()
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        keychain.failDeletes = ["brokers"]
        #expect(try KeychainCredentialStore(keychain: keychain).list().count == 2)
        #expect(keychain["brokers"] != nil)
        #expect(keychain["brokers.migrated"] != nil)
        // A later store migrates again: de-duplication keeps the same two payloads.
        #expect(try KeychainCredentialStore(keychain: keychain).list().count == 2)
    }

    /// The migration runs once even when the v1 item could not be deleted: a connection removed
    /// (or a token refreshed) after the migration is not brought back from the v1 data.
    @Test func migrationRunsOnceEvenWhenTheV1DeleteFailed() throws {
        let keychain = MemoryKeychain()
        keychain["brokers"] = Data(Self.v1JSON.utf8)
        keychain.failDeletes = ["brokers"]
        let first = KeychainCredentialStore(keychain: keychain)
        let migrated = try first.list()
        #expect(migrated.count == 2)
        #expect(first.lastMigration?.accessTokens.count == 2)
        try first.remove(migrated[1])
        try first.add(Samples.payload(broker: "robinhood", account: "acc-a", token: "refreshed"))

        // Next launch: the v1 item is still there, but it is never merged again.
        let second = KeychainCredentialStore(keychain: keychain)
        let listed = try second.list()
        #expect(listed.map(\.brokerType) == ["robinhood"])
        #expect(listed[0].accountTokens[0].accessToken.reveal() == "refreshed")
        #expect(second.lastMigration == nil)

        // Once the delete works again, the v1 item and the marker go away.
        keychain.failDeletes = []
        _ = try KeychainCredentialStore(keychain: keychain).list()
        #expect(keychain["brokers"] == nil)
        #expect(keychain["brokers.migrated"] == nil)
        #expect(try KeychainCredentialStore(keychain: keychain).list().count == 1)
    }

    @Test func corruptItemsAreMovedAside() throws {
        let keychain = MemoryKeychain()
        keychain["accessTokens"] = Data("garbage".utf8)
        let store = KeychainCredentialStore(keychain: keychain)
        #expect(throws: MeshStoreError.self) { try store.list() }
        #expect(keychain["accessTokens"] == nil)
        #expect(keychain.services.contains { $0.hasPrefix("accessTokens.corrupt-") })
        #expect(try store.list().isEmpty)
        // A second corruption in the same second gets its own item: the first copy is kept.
        keychain["accessTokens"] = Data("garbage 2".utf8)
        #expect(throws: MeshStoreError.self) { try store.list() }
        let copies = keychain.services.filter { $0.hasPrefix("accessTokens.corrupt-") }
        #expect(copies.count == 2)
        #expect(Set(copies.compactMap { keychain[$0] }) == [Data("garbage".utf8), Data("garbage 2".utf8)])

        let legacy = MemoryKeychain()
        legacy["brokers"] = Data("{".utf8)
        let legacyStore = KeychainCredentialStore(keychain: legacy)
        #expect(throws: MeshStoreError.self) { try legacyStore.list() }
        #expect(legacy.services.contains { $0.hasPrefix("brokers.corrupt-") })
        #expect(try legacyStore.list().isEmpty)
    }

    @Test func conversionIsPureAndSkipsRecordsWithoutTokens() {
        let result = MeshV1Migration.convert([
            MeshV1BrokerAccount(id: "x", accessToken: nil, accountId: "a", accountName: nil, brokerType: "b"),
            MeshV1BrokerAccount(id: "y", accessToken: Secret(""), accountId: "a", accountName: nil, brokerType: "b"),
            MeshV1BrokerAccount(id: "z", accessToken: Secret("t"), accountId: nil, accountName: nil, brokerType: "b"),
        ])
        #expect(result.skippedIDs == ["x", "y"])
        #expect(result.accessTokens.first?.accountTokens.first?.account.accountId == "z")
        #expect(result.accessTokens.first?.brokerBrandInfo.brokerLogo == "")
        #expect(MeshV1Migration.v1Service == "brokers" && MeshV1Migration.v2Service == "accessTokens")
    }
}
