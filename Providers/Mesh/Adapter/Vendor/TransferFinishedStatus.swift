extension MeshLinkSDK {
    /// The `status` member that selects between the two transfer results (`LinkSDK.TransferFinishedStatus`).
    package enum TransferFinishedStatus: String, Sendable, Hashable, Codable, CaseIterable {
        /// `"success"`.
        case transferFinishedSuccess = "success"
        /// `"error"`.
        case transferFinishedError = "error"
    }
}
