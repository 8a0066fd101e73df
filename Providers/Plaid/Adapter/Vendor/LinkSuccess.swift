import Foundation

extension PlaidLinkKit {
    /// LinkKit 7's `onSuccess` payload: the public token and what was linked.
    ///
    /// Wire form: `{"public_token": …, "metadata": {…}}`. The public token is a credential: never
    /// log this value; ProviderKit wraps it in a `Secret` as soon as it maps it.
    public struct LinkSuccess: Sendable, Hashable, Codable {
        /// The public token your server exchanges for an access token.
        package var publicToken: PublicToken
        /// What was linked.
        package var metadata: SuccessMetadata

        /// Creates a success.
        package init(publicToken: PublicToken, metadata: SuccessMetadata) {
            self.publicToken = publicToken
            self.metadata = metadata
        }

        package enum CodingKeys: String, CodingKey {
            case publicToken = "public_token"
            case metadata
        }
    }

    /// The metadata of a success.
    ///
    /// Wire form: `{"institution": {…}, "accounts": […], "link_session_id": …, "metadata_json": …}`.
    package struct SuccessMetadata: Sendable, Hashable, Codable {
        /// The institution linked.
        package var institution: Institution
        /// The accounts the user shared.
        package var accounts: [Account]
        /// Plaid's identifier for this Link session.
        package var linkSessionID: String
        /// The raw server JSON. It holds the public token too, so never log it as text.
        package var metadataJSON: RawJSONMetadata?

        /// Creates metadata.
        package init(
            institution: Institution, accounts: [Account], linkSessionID: String, metadataJSON: RawJSONMetadata? = nil
        ) {
            self.institution = institution
            self.accounts = accounts
            self.linkSessionID = linkSessionID
            self.metadataJSON = metadataJSON
        }

        package enum CodingKeys: String, CodingKey {
            case institution, accounts
            case linkSessionID = "link_session_id"
            case metadataJSON = "metadata_json"
        }
    }
}
