import Foundation
import ProviderKit
@testable import ProviderKitMesh

/// The directory the credential-store target writes each input into, emptied before each one.
public enum StoreFuzzDirectory {
    nonisolated(unsafe) private static var made: String?

    /// An empty directory for this process.
    public static func fresh() -> String {
        let directory = made ?? (NSTemporaryDirectory() + "providerkit-fuzz-store-\(getpid())")
        made = directory
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The connection the target adds and removes again.
    public static let probePayload = MeshLinkSDK.AccessTokenPayload(
        accountTokens: [
            MeshLinkSDK.AccountToken(
                account: MeshLinkSDK.Account(accountId: "fuzz-account", accountName: "Fuzz"),
                accessToken: Secret("fuzz-access-token"))
        ], brokerBrandInfo: MeshLinkSDK.BrandInfo(brokerLogo: ""), brokerType: "fuzzbroker", brokerName: "Fuzz Broker")
}
