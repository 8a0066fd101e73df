extension MeshLinkSDK {
    /// Link's settings (`LinkSDK.LinkSettings`, 2.0.1+ shape).
    public struct LinkSettings: Sendable, Hashable, Codable {
        /// When `true`, a successful connection is added to the on-device credential store
        /// automatically. In ProviderKit the adapter does this with its ``MeshCredentialStore``;
        /// the glue should pass `false` to the real SDK (see `docs/providers/mesh.md`).
        public var useSecureOnDeviceStorage: Bool
        /// Origin accounts for a crypto transfer.
        public var accessTokens: [IntegrationAccessToken]?
        /// Destination accounts for a crypto transfer.
        public var transferDestinationTokens: [IntegrationAccessToken]?

        /// Creates settings.
        public init(
            useSecureOnDeviceStorage: Bool, accessTokens: [IntegrationAccessToken]? = nil,
            transferDestinationTokens: [IntegrationAccessToken]? = nil
        ) {
            self.useSecureOnDeviceStorage = useSecureOnDeviceStorage
            self.accessTokens = accessTokens
            self.transferDestinationTokens = transferDestinationTokens
        }
    }
}
