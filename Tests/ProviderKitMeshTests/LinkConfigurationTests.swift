import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@MainActor @Suite struct LinkConfigurationTests {
    static let validToken = MeshSandboxScenario.token(for: "https://web.meshconnect.com/b2b-iframe/x/broker-connect")

    @Test func messagesAreMeshsVerbatim() {
        #expect(MeshLinkSDK.LinkConfiguration.missingCallbackMessage
            == "Either 'onIntegrationConnected' or 'onTransferFinished' callback must be provided")
        #expect(MeshLinkSDK.LinkConfiguration.invalidLinkTokenMessage == "Invalid linkToken")
    }

    @Test func callbackCheckComesBeforeTokenCheck() {
        let neither = MeshLinkSDK.LinkConfiguration(linkToken: Secret("%%%"), onEvent: { _ in }, onExit: {})
        #expect(neither.createHandlerFailure == MeshLinkSDK.LinkConfiguration.missingCallbackMessage)
        let onlyTransfer = MeshLinkSDK.LinkConfiguration(linkToken: Secret("%%%"), onTransferFinished: { _ in })
        #expect(onlyTransfer.createHandlerFailure == MeshLinkSDK.LinkConfiguration.invalidLinkTokenMessage)
        let valid = MeshLinkSDK.LinkConfiguration(linkToken: Secret(Self.validToken), onIntegrationConnected: { _ in })
        #expect(valid.createHandlerFailure == nil)
    }

    @Test(arguments: [
        ("not base64 at all", "base64"),
        (Data([0xff, 0xfe, 0xfd]).base64EncodedString(), "UTF-8"),
        (Data("not a url".utf8).base64EncodedString(), "URL"),
        (Data("".utf8).base64EncodedString(), "empty"),
        (String(Data("https://a.example/x".utf8).base64EncodedString().dropLast()), "unpadded"),
    ])
    func everyDecodingStepCanFail(token: String, step: String) {
        let configuration = MeshLinkSDK.LinkConfiguration(linkToken: Secret(token), onIntegrationConnected: { _ in })
        #expect(!configuration.isLinkTokenValid, "step \(step)")
        #expect(configuration.createHandlerFailure == "Invalid linkToken")
    }

    @Test func transferLinkDetection() {
        let transfer = MeshLinkSDK.LinkConfiguration(
            linkToken: Secret(MeshSandboxScenario.token(for: "https://web.meshconnect.com/transfer?transfer_token=abc")),
            onTransferFinished: { _ in })
        #expect(transfer.isTransferLink)
        let connect = MeshLinkSDK.LinkConfiguration(linkToken: Secret(Self.validToken), onIntegrationConnected: { _ in })
        #expect(!connect.isTransferLink)
        let invalid = MeshLinkSDK.LinkConfiguration(linkToken: Secret("transfer_token"), onIntegrationConnected: { _ in })
        #expect(!invalid.isTransferLink)
    }

    @Test func sandboxDriverReturnsMeshFailures() {
        let driver = MeshSandboxDriver(scenario: .success)
        guard case .failure(let message) = driver.createHandler(MeshLinkSDK.LinkConfiguration(linkToken: Secret(Self.validToken)))
        else { Issue.record("expected failure"); return }
        #expect(message == MeshLinkSDK.LinkConfiguration.missingCallbackMessage)
        guard case .failure(let second) = driver.createHandler(
            MeshLinkSDK.LinkConfiguration(linkToken: Secret("@@"), onIntegrationConnected: { _ in }))
        else { Issue.record("expected failure"); return }
        #expect(second == MeshLinkSDK.LinkConfiguration.invalidLinkTokenMessage)
    }

    @Test func createHandlerFailuresMapToUnifiedCodes() {
        #expect(MeshPayloadMapper.createHandlerError(MeshLinkSDK.LinkConfiguration.missingCallbackMessage).code == .configuration)
        #expect(MeshPayloadMapper.createHandlerError("Invalid linkToken").code == .invalidLinkToken)
        let unknown = MeshPayloadMapper.createHandlerError("Something new")
        #expect(unknown.code == .unknown && unknown.vendorCode == "Something new" && unknown.vendorType == "createHandler")
    }

    @Test func linkTokenNeverShows() {
        let configuration = MeshLinkSDK.LinkConfiguration(linkToken: Secret(Self.validToken), onIntegrationConnected: { _ in })
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains(Self.validToken))
    }
}
