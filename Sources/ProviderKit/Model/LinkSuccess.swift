/// A completed link: the credential to send to your server and what the user connected.
public struct LinkSuccess: Sendable, Hashable {
    /// The adapter that produced the success (`plaid`, `mesh`, …).
    public var adapterName: String
    /// The configuration entry the session was made from, stamped by the session; `nil` outside one.
    public var entryName: String?
    /// The credential. Every token inside is a redacted ``Secret``.
    public var credential: LinkCredential
    /// The institution the user connected.
    public var institution: LinkInstitution?
    /// The accounts the user shared.
    public var accounts: [LinkAccount]
    /// The transfer that ran inside the flow, if any.
    public var transfer: TransferResult?
    /// The vendor's session identifier, for support.
    public var sessionID: String?
    /// The vendor's payload, unchanged but redacted when displayed.
    public var metadata: RawMetadata

    /// Creates a success.
    public init(
        adapterName: String, entryName: String? = nil, credential: LinkCredential, institution: LinkInstitution?, accounts: [LinkAccount],
        transfer: TransferResult? = nil, sessionID: String?, metadata: RawMetadata
    ) {
        self.adapterName = adapterName
        self.entryName = entryName
        self.credential = credential
        self.institution = institution
        self.accounts = accounts
        self.transfer = transfer
        self.sessionID = sessionID
        self.metadata = metadata
    }
}
