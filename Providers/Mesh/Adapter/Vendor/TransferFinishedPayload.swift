extension MeshLinkSDK {
    /// What `onTransferFinished` receives (`LinkSDK.TransferFinishedPayload`).
    ///
    /// Coded as Mesh's web message body: a flat object whose `status` (`transferFinishedSuccess` or `transferFinishedError`)
    /// selects the case, for example `{"status":"error","errorMessage":"…"}`.
    public enum TransferFinishedPayload: Sendable, Hashable, Codable {
        /// The transfer went through.
        case success(TransferFinishedSuccessPayload)
        /// The transfer failed.
        case error(TransferFinishedErrorPayload)

        private enum CodingKeys: String, CodingKey {
            case status
        }

        /// Decodes the flat body, choosing the case by `status`.
        ///
        /// - Throws: `DecodingError` when the value does not have the documented shape.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(TransferFinishedStatus.self, forKey: .status) {
            case .transferFinishedSuccess: self = .success(try TransferFinishedSuccessPayload(from: decoder))
            case .transferFinishedError: self = .error(try TransferFinishedErrorPayload(from: decoder))
            }
        }

        /// Encodes the flat body with its `status`.
        ///
        /// - Throws: whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .success(let payload):
                try container.encode(TransferFinishedStatus.transferFinishedSuccess, forKey: .status)
                try payload.encode(to: encoder)
            case .error(let payload):
                try container.encode(TransferFinishedStatus.transferFinishedError, forKey: .status)
                try payload.encode(to: encoder)
            }
        }
    }
}
