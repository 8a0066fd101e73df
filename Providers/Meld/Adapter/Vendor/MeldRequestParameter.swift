/// The ``/ProviderKit/LinkRequest/parameters`` keys the Meld adapter reads. All are optional.
package enum MeldRequestParameter {
    /// The connection `id` from `connect/start`. It becomes the success credential's
    /// ``/ProviderKit/LinkCredential/connection(id:)`` and the session identifier.
    package static let connectionID = "connectionId"
    /// Meld's `customerId` from `connect/start`, kept for support.
    package static let customerID = "customerId"
    /// Your `externalCustomerId`, kept for support.
    package static let externalCustomerID = "externalCustomerId"
    /// The `oauth_state_id` of a Plaid OAuth return, when a journey resumes after the app was
    /// killed: the widget is loaded straight at its URL with `plaidStateId` set to it.
    package static let oauthStateID = "oauthStateId"
}
