extension MeshLinkSDK {
    /// A broker's branding, as Mesh sends it with every connection (`LinkSDK.BrandInfo`).
    public struct BrandInfo: Sendable, Hashable, Codable {
        /// The broker's logo, a base64-encoded image.
        public var brokerLogo: String
        /// The broker's primary colour, as a hex string, when Mesh knows it.
        public var brokerPrimaryColor: String?

        /// Creates brand info.
        public init(brokerLogo: String, brokerPrimaryColor: String? = nil) {
            self.brokerLogo = brokerLogo
            self.brokerPrimaryColor = brokerPrimaryColor
        }
    }
}
