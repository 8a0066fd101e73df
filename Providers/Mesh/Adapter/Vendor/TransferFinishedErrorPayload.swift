extension MeshLinkSDK {
    /// A crypto transfer that failed (`LinkSDK.TransferFinishedErrorPayload`).
    public struct TransferFinishedErrorPayload: Sendable, Hashable, Codable {
        /// Mesh's message, for developers.
        package var errorMessage: String

        /// Creates a payload.
        package init(errorMessage: String) {
            self.errorMessage = errorMessage
        }
    }
}
