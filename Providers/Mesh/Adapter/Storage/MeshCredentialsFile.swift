/// The file store's on-disk format, version 1:
///
/// ```json
/// {
///   "accessTokens" : [ <AccessTokenPayload as Mesh encodes it, tokens in the clear> ],
///   "format" : "providerkit.mesh.credentials",
///   "version" : 1
/// }
/// ```
///
/// Readers accept any version up to ``currentVersion`` and refuse newer ones without touching them.
struct MeshCredentialsFile: Codable {
    static let formatName = "providerkit.mesh.credentials"
    static let currentVersion = 1

    var format: String
    var version: Int
    var accessTokens: [MeshLinkSDK.AccessTokenPayload]

    init(accessTokens: [MeshLinkSDK.AccessTokenPayload]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.accessTokens = accessTokens
    }

    /// Just the header, decoded first so a newer version is recognised even if its body changed.
    struct Header: Decodable {
        var format: String
        var version: Int
    }
}
