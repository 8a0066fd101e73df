extension MeshLinkSDK {
    /// What `createHandler()` returns (`LinkSDK.LinkResult`). There is no error enum: a failure is
    /// Mesh's message as a plain string.
    public enum LinkResult {
        /// The handler could not be created; the string is Mesh's message, for example
        /// ``LinkConfiguration/invalidLinkTokenMessage``.
        case failure(String)
        /// A handler that can show Link.
        case success(any LinkHandler)
    }
}
