extension MeshLinkSDK {
    /// A crypto transfer that failed (`LinkSDK.TransferFinishedErrorPayload`).
    public struct TransferFinishedErrorPayload: Sendable, Hashable, Codable {
        /// Mesh's message, for developers.
        public var errorMessage: String

        /// Creates a payload.
        public init(errorMessage: String) {
            self.errorMessage = errorMessage
        }
    }
}
