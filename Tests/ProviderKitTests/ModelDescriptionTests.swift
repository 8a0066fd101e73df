import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Every way of printing the model's values hides tokens.
@MainActor
@Suite struct ModelDescriptionTests {
    static let token = "link-sandbox-TOKEN-5f2d9a"
    static let parameterToken = "link-param-TOKEN-77aa"

    /// Every printed form of `value`.
    func texts(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test func linkRequestDescriptionsNeverContainTheToken() {
        let request = LinkRequest(
            token: Secret(Self.token),
            parameters: ["oauth_state_id": "state-1", "link_token": .string(Self.parameterToken), "count": 2])
        #expect(request.description.hasPrefix("LinkRequest(token: <redacted>, parameters: "))
        #expect(request.description.contains("\"oauth_state_id\":\"state-1\""))
        #expect(request.description.contains("\"link_token\":\"<redacted>\""))
        for text in texts(request) + texts([request]) {
            #expect(!text.contains(Self.token), "\(text)")
        }
        #expect(request.token.reveal() == Self.token)
        #expect(request.parameters["link_token"] == .string(Self.parameterToken), "parameters are passed through untouched")
    }

    @Test func linkRequestParametersAreRedactedInDescriptions() {
        let request = LinkRequest(token: Secret(Self.token), parameters: ["link_token": .string(Self.parameterToken)])
        for text in texts(request) {
            #expect(!text.contains(Self.parameterToken), "\(text)")
        }
    }

    @Test func successExitAndEventDescriptionsNeverContainTokens() throws {
        let (session, flow) = try scriptedSession(token: Self.token)
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.event(name: "OPEN", metadata: ["link_token": .string(Self.token), "view": "start"]))
        flow.send(.success(token: "public-TOKEN-1234"))
        let success = try recorder.expectSuccess()
        #expect(success.metadata.revealed()["public_token"] == "public-TOKEN-1234")
        var printed = texts(success) + texts(success.credential) + texts(LinkOutcome.success(success)) + texts(session)
        for entry in recorder.entries { printed += texts(entry) }
        for text in printed {
            #expect(!text.contains("public-TOKEN-1234"), "\(text)")
            #expect(!text.contains(Self.token), "\(text)")
        }
        #expect(String(describing: session) == "LinkSession(adapterName: scripted)")
        #expect(String(describing: success.metadata).contains("ins_scripted"), "non-secret metadata stays visible")
        session.close()
    }

    @Test func accessTokenCredentialsNeverPrintTheirTokens() {
        let success = LinkSuccess(
            adapterName: "mesh",
            credential: .accessTokens([
                AccountAccessToken(accountID: "acc-1", accountName: "Main", accessToken: Secret("mesh-TOKEN-a"), refreshToken: Secret("mesh-TOKEN-r"))
            ]),
            institution: LinkInstitution(id: "robinhood", name: "Robinhood"), accounts: [], sessionID: "s",
            metadata: RawMetadata(["accountTokens": [["accessToken": "mesh-TOKEN-a", "refreshToken": "mesh-TOKEN-r"]]]))
        for text in texts(success) {
            #expect(!text.contains("mesh-TOKEN"), "\(text)")
        }
        #expect(texts(success).first?.contains("acc-1") == true)
    }

    @Test func smallDescriptions() {
        #expect(LinkInstitution(id: "ins_1", name: "Bank").description == "Bank (ins_1)")
        #expect(LinkInstitution(id: nil, name: "Bank").description == "Bank")
        #expect(LinkInstitution(id: "ins_1", name: nil).description == "ins_1")
        #expect(LinkInstitution(id: nil, name: nil).description == "unknown institution")
        #expect(LinkInstitution.ifKnown(id: "", name: "") == nil)
        #expect(LinkInstitution.ifKnown(id: nil, name: nil) == nil)
        #expect(LinkInstitution.ifKnown(id: "", name: "Bank") == LinkInstitution(id: nil, name: "Bank"))
        #expect(AccountType(rawValue: "DEPOSITORY") == .depository)
        #expect(AccountType(rawValue: "Crypto Wallet").rawValue == "crypto wallet")
        #expect(AccountVerificationStatus.allCases.filter(\.isVerified) == [
            .automaticallyVerified, .manuallyVerified, .databaseMatched, .databaseInsightsPass, .databaseInsightsPassWithCaution,
        ])
    }
}
