import Foundation

extension PlaidLinkKit {
    /// LinkKit 7's `onExit` payload: the error that ended Link, if any, and where the user was.
    ///
    /// Wire form: `{"error": {…}|null, "metadata": {…}}`. LinkKit never calls `onExit` after a
    /// success.
    public struct LinkExit: Sendable, Hashable, Codable {
        /// The error, or `nil` when the user simply left.
        package var error: ExitError?
        /// Where the user was.
        package var metadata: ExitMetadata

        /// Creates an exit.
        package init(error: ExitError?, metadata: ExitMetadata) {
            self.error = error
            self.metadata = metadata
        }
    }

    /// The metadata of an exit.
    ///
    /// Wire form (snake_case): `{"status": …, "institution": {…}, "link_session_id": …,
    /// "request_id": …, "metadata_json": …}`; every member may be missing or `null`.
    package struct ExitMetadata: Sendable, Hashable, Codable {
        /// The point at which the user left.
        package var status: ExitStatus?
        /// The institution the user had chosen.
        package var institution: Institution?
        /// Plaid's identifier for this Link session.
        package var linkSessionID: String?
        /// The last request id, for Plaid support.
        package var requestID: String?
        /// The raw server JSON.
        package var metadataJSON: RawJSONMetadata?

        /// Creates metadata.
        package init(
            status: ExitStatus? = nil, institution: Institution? = nil, linkSessionID: String? = nil,
            requestID: String? = nil, metadataJSON: RawJSONMetadata? = nil
        ) {
            self.status = status
            self.institution = institution
            self.linkSessionID = linkSessionID
            self.requestID = requestID
            self.metadataJSON = metadataJSON
        }

        package enum CodingKeys: String, CodingKey {
            case status, institution
            case linkSessionID = "link_session_id"
            case requestID = "request_id"
            case metadataJSON = "metadata_json"
        }
    }
}
