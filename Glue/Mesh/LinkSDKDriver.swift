// Mesh Connect LinkSDK 2.x behind ProviderKit's MeshDriver. Add this file to your app target as it
// is, then register `MeshAdapter(driver: LinkSDKDriver(), credentialStore: KeychainCredentialStore())`.
// It only converts and forwards: ProviderKitMesh decides everything (threading, storage, errors).
import Foundation
import LinkSDK
import ProviderKit
import ProviderKitMesh
import UIKit

struct LinkSDKDriver: MeshDriver {
    @MainActor
    func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult {
        let sdkConfiguration = LinkConfiguration(
            linkToken: configuration.linkToken.reveal(), settings: settings(configuration),
            onIntegrationConnected: onIntegrationConnected(configuration),
            onTransferFinished: onTransferFinished(configuration),
            onEvent: configuration.onEvent, onExit: configuration.onExit)
        let result = sdkConfiguration.createHandler()
        switch result {
        case .success(let handler): return .success(LinkSDKHandler(handler))
        case .failure(let message): return .failure(message)
        @unknown default:
            configuration.unknownCase(result, from: "createHandler")
            return .failure("\(result)")
        }
    }
}

@MainActor
private final class LinkSDKHandler: MeshLinkSDK.LinkHandler {
    private let handler: LinkHandler

    init(_ handler: LinkHandler) { self.handler = handler }

    func present(in viewController: UIViewController) { handler.present(in: viewController) }

    func create() -> UIViewController { handler.create() }
}

private func settings(_ configuration: MeshLinkSDK.LinkConfiguration) -> LinkSettings? {
    configuration.settings.map {
        LinkSettings(
            useSecureOnDeviceStorage: $0.useSecureOnDeviceStorage,
            accessTokens: configuration.sdkTokens($0.accessTokens),
            transferDestinationTokens: configuration.sdkTokens($0.transferDestinationTokens))
    }
}

private func onIntegrationConnected(_ configuration: MeshLinkSDK.LinkConfiguration) -> ((LinkPayload) -> Void)? {
    guard let forward = configuration.onIntegrationConnected else { return nil }
    return { payload in
        let callback = "onIntegrationConnected"
        switch payload {
        case .accessToken(let value): configuration.mirror(value, from: callback).map { forward(.accessToken($0)) }
        case .delayedAuth(let value): configuration.mirror(value, from: callback).map { forward(.delayedAuth($0)) }
        @unknown default: configuration.unknownCase(payload, from: callback)
        }
    }
}

private func onTransferFinished(_ configuration: MeshLinkSDK.LinkConfiguration) -> ((TransferFinishedPayload) -> Void)? {
    guard let forward = configuration.onTransferFinished else { return nil }
    return { payload in
        let callback = "onTransferFinished"
        switch payload {
        case .success(let value): configuration.mirror(value, from: callback).map { forward(.success($0)) }
        case .error(let value): configuration.mirror(value, from: callback).map { forward(.error($0)) }
        @unknown default: configuration.unknownCase(payload, from: callback)
        }
    }
}
