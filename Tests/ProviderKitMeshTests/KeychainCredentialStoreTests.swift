import Foundation
import ProviderKit
import Testing
@testable import ProviderKitMesh

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
        #expect(listed.count == 2)
        #expect(listed[0].id == existing.id)
        // The v1 record for the same broker and account replaces it (it is what the app last saw in v1).
        #expect(listed[0].accountTokens[0].accessToken.reveal() == "v1-token-a")
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
        // A later store migrates again: de-duplication keeps the same two payloads.
        #expect(try KeychainCredentialStore(keychain: keychain).list().count == 2)
    }

    @Test func corruptItemsAreMovedAside() throws {
        let keychain = MemoryKeychain()
        keychain["accessTokens"] = Data("garbage".utf8)
        let store = KeychainCredentialStore(keychain: keychain)
        #expect(throws: MeshStoreError.self) { try store.list() }
        #expect(keychain["accessTokens"] == nil)
        #expect(keychain.services.contains { $0.hasPrefix("accessTokens.corrupt-") })
        #expect(try store.list().isEmpty)

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
