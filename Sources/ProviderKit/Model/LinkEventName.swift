extension LinkEvent {
    /// Unified event names. Their raw values are stable wire strings; vendor events ProviderKit
    /// does not recognise arrive as ``other`` with the vendor's name in ``LinkEvent/vendorEventName``.
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        /// The flow opened.
        case opened
        /// The flow finished loading and can be shown.
        case loaded
        /// The user searched for an institution.
        case institutionSearched
        /// The user picked an institution.
        case institutionSelected
        /// The user submitted credentials.
        case credentialsSubmitted
        /// The user answered a multi-factor challenge.
        case mfaSubmitted
        /// The user left for OAuth or app-to-app authentication.
        case oauthStarted
        /// The user returned from OAuth.
        case oauthCompleted
        /// OAuth failed.
        case oauthFailed
        /// The flow moved to another screen.
        case viewChanged
        /// The user chose accounts.
        case accountsSelected
        /// The connection was made.
        case connected
        /// The flow handed control back to the app after success.
        case handoff
        /// A transfer started.
        case transferStarted
        /// The user saw a transfer preview.
        case transferPreviewed
        /// A transfer completed.
        case transferCompleted
        /// A transfer failed.
        case transferFailed
        /// The flow showed an error.
        case error
        /// The user left the flow.
        case exited
        /// A vendor event with no unified meaning; see ``LinkEvent/vendorEventName``.
        case other
    }
}
