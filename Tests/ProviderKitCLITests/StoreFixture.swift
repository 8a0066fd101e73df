import Foundation

/// A Mesh file credential store with two connections, written as text in the documented format
/// (`docs/providers/mesh.md` §3), in a fresh directory removed at deinit.
final class StoreFixture {
    /// The ids are Mesh's: the MD5 hex of `brokerType` + the first `accountId`.
    static let robinhoodID = "72d8da58e0836ab68d8dd4a515b509c9"  // md5("robinhood" + "a1")
    static let krakenID = "d65ac050fa3f05b1d8eed3bc27c6b7e5"  // md5("kraken" + "b1")

    static let text = """
        {"format":"providerkit.mesh.credentials","version":1,"accessTokens":[
        {"accountTokens":[{"account":{"accountId":"a1","accountName":"Individual"},"accessToken":"rh-access-token","refreshToken":"rh-refresh-token"}],
         "brokerBrandInfo":{"brokerLogo":""},"expiresInSeconds":3600,"brokerType":"robinhood","brokerName":"Robinhood"},
        {"accountTokens":[{"account":{"accountId":"b1","accountName":"Spot"},"accessToken":"kraken-access-token"}],
         "brokerBrandInfo":{"brokerLogo":""},"brokerType":"kraken","brokerName":"Kraken"}]}
        """

    let directory: String
    var path: String { "\(directory)/credentials.json" }

    init(contents: String? = StoreFixture.text) throws {
        directory = NSTemporaryDirectory() + "providerkit-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if let contents { try contents.write(toFile: path, atomically: false, encoding: .utf8) }
    }

    /// The file's bytes.
    func data() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// The names in the directory, sorted.
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}
