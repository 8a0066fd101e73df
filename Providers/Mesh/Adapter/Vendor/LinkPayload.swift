extension MeshLinkSDK {
    /// What `onIntegrationConnected` receives (`LinkSDK.LinkPayload`).
    ///
    /// The SDK's enum is not `Codable`; the mirror encodes as the Mesh web SDK's
    /// `{"accessToken": {…}}` or `{"delayedAuth": {…}}`, which is also the replay transcript format.
    public enum LinkPayload: Sendable, Hashable, Codable {
        /// A broker connected, with one access token per account.
        case accessToken(AccessTokenPayload)
        /// A broker connected with delayed authentication.
        case delayedAuth(DelayedAuthPayload)

        private enum CodingKeys: String, CodingKey {
            case accessToken, delayedAuth
        }

        /// Decodes `{"accessToken": …}` or `{"delayedAuth": …}`; exactly one key must be present.
        ///
        /// - Throws: `DecodingError` when the value does not have the documented shape.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let keys = container.allKeys
            guard keys.count == 1, let key = keys.first else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected exactly one of \"accessToken\" or \"delayedAuth\""))
            }
            switch key {
            case .accessToken: self = .accessToken(try container.decode(AccessTokenPayload.self, forKey: .accessToken))
            case .delayedAuth: self = .delayedAuth(try container.decode(DelayedAuthPayload.self, forKey: .delayedAuth))
            }
        }

        /// Encodes `{"accessToken": …}` or `{"delayedAuth": …}`.
        ///
        /// - Throws: whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .accessToken(let payload): try container.encode(payload, forKey: .accessToken)
            case .delayedAuth(let payload): try container.encode(payload, forKey: .delayedAuth)
            }
        }
    }
}
