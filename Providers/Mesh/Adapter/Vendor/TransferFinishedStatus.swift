extension MeshLinkSDK {
    /// The `status` member that selects between the two transfer results (`LinkSDK.TransferFinishedStatus`).
    public enum TransferFinishedStatus: String, Sendable, Hashable, Codable, CaseIterable {
        /// `"success"`.
        case transferFinishedSuccess = "success"
        /// `"error"`.
        case transferFinishedError = "error"
    }
}
