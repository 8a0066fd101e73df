import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct VendorTypesTests {
    /// JSON shaped exactly as Mesh's Codable AccessTokenPayload encodes (keys = property names).
    static let accessTokenJSON = """
        {"accountTokens":[{"account":{"accountId":"a1","accountName":"Main","frontAccountId":"f1","fund":10.5,"cash":2,"isReconnected":false},"accessToken":"AT-1","refreshToken":"RT-1"},{"account":{"accountId":"a2","accountName":"IRA"},"accessToken":"AT-2"}],"brokerBrandInfo":{"brokerLogo":"bG9nbw==","brokerPrimaryColor":"#00C805"},"expiresInSeconds":3600,"refreshTokenExpiresInSeconds":86400,"brokerType":"robinhood","brokerName":"Robinhood"}
        """

    @Test func decodesMeshAccessTokenPayloadJSON() throws {
        let payload = try JSONDecoder().decode(MeshLinkSDK.AccessTokenPayload.self, from: Data(Self.accessTokenJSON.utf8))
        #expect(payload.brokerType == "robinhood")
        #expect(payload.brokerName == "Robinhood")
        #expect(payload.expiresInSeconds == 3600)
        #expect(payload.accountTokens.count == 2)
        #expect(payload.accountTokens[0].accessToken.reveal() == "AT-1")
        #expect(payload.accountTokens[0].refreshToken?.reveal() == "RT-1")
        #expect(payload.accountTokens[0].account.frontAccountId == "f1")
        #expect(payload.accountTokens[0].account.fund == 10.5)
        #expect(payload.accountTokens[0].account.isReconnected == false)
        #expect(payload.accountTokens[1].refreshToken == nil)
        #expect(payload.accountTokens[1].account.cash == nil)
        #expect(payload.brokerBrandInfo.brokerPrimaryColor == "#00C805")
    }

    @Test func optionalFieldsMayBeMissingRequiredOnesMayNot() throws {
        let minimal = #"{"accountTokens":[],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"x","brokerName":"X"}"#
        let payload = try JSONDecoder().decode(MeshLinkSDK.AccessTokenPayload.self, from: Data(minimal.utf8))
        #expect(payload.expiresInSeconds == nil && payload.refreshTokenExpiresInSeconds == nil)
        let missingName = #"{"accountTokens":[],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"x"}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MeshLinkSDK.AccessTokenPayload.self, from: Data(missingName.utf8))
        }
    }

    @Test func idIsNotEncodedAndTokensAreRedactedUnlessRevealed() throws {
        let payload = try JSONDecoder().decode(MeshLinkSDK.AccessTokenPayload.self, from: Data(Self.accessTokenJSON.utf8))
        let redacted = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
        #expect(!redacted.contains("AT-1") && !redacted.contains("RT-1"))
        #expect(!redacted.contains("\"id\""))
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        let revealed = try encoder.encode(payload)
        #expect(try JSONDecoder().decode(MeshLinkSDK.AccessTokenPayload.self, from: revealed) == payload)
        #expect(!"\(payload)".contains("AT-1"))
        var dumped = ""
        dump(payload, to: &dumped)
        #expect(!dumped.contains("AT-1") && !dumped.contains("RT-1"))
    }

    @Test func delayedAuthAndIntegrationAccessToken() throws {
        let json = #"{"refreshTokenExpiresInSeconds":60,"brokerType":"coinbase","refreshToken":"R","brokerName":"Coinbase","brokerBrandInfo":{"brokerLogo":"L"}}"#
        let payload = try JSONDecoder().decode(MeshLinkSDK.DelayedAuthPayload.self, from: Data(json.utf8))
        #expect(payload.refreshToken.reveal() == "R" && payload.brokerType == "coinbase")

        let access = Samples.payload()
        let token = access.integrationAccessToken(accountToken: access.accountTokens[0])
        #expect(token.accountId == "acc-1" && token.brokerType == "robinhood" && token.accessToken.reveal() == "tok-1")
        let decoded = try JSONDecoder().decode(
            MeshLinkSDK.IntegrationAccessToken.self,
            from: Data(#"{"accountId":"a","accountName":"n","accessToken":"t","brokerType":"b","brokerName":"B"}"#.utf8))
        #expect(decoded.accessToken.reveal() == "t")
    }

    @Test func linkPayloadCodesAsWebShape() throws {
        let json = #"{"accessToken":"# + Self.accessTokenJSON + "}"
        guard case .accessToken(let payload) = try JSONDecoder().decode(MeshLinkSDK.LinkPayload.self, from: Data(json.utf8))
        else { Issue.record("expected accessToken"); return }
        #expect(payload.brokerType == "robinhood")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MeshLinkSDK.LinkPayload.self, from: Data("{}".utf8))
        }
    }

    @Test func transferFinishedPayloadChoosesCaseByStatus() throws {
        let success = #"{"status":"success","txId":"0x1","fromAddress":"f","toAddress":"t","symbol":"USDC","amount":12.5,"networkId":"n"}"#
        guard case .success(let value) = try JSONDecoder().decode(MeshLinkSDK.TransferFinishedPayload.self, from: Data(success.utf8))
        else { Issue.record("expected success"); return }
        #expect(value.amount == 12.5 && value.txId == "0x1" && value.symbol == "USDC")
        // 2.0.4: the identifiers are optional.
        let sparse = #"{"status":"success","symbol":"ETH","amount":1}"#
        guard case .success(let sparseValue) = try JSONDecoder().decode(MeshLinkSDK.TransferFinishedPayload.self, from: Data(sparse.utf8))
        else { Issue.record("expected success"); return }
        #expect(sparseValue.txId == nil && sparseValue.networkId == nil)
        let error = #"{"status":"error","errorMessage":"boom"}"#
        #expect(try JSONDecoder().decode(MeshLinkSDK.TransferFinishedPayload.self, from: Data(error.utf8)) == .error(.init(errorMessage: "boom")))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MeshLinkSDK.TransferFinishedPayload.self, from: Data(#"{"status":"pending"}"#.utf8))
        }
        #expect(MeshLinkSDK.TransferFinishedStatus.allCases.map(\.rawValue) == ["success", "error"])
    }
}
