/// One account the user shared during a link.
public struct LinkAccount: Sendable, Hashable {
    /// The vendor's account identifier.
    public var id: String?
    /// The account's display name.
    public var name: String?
    /// The last digits of the account number, when the vendor shares them.
    public var mask: String?
    /// The broad account type.
    public var type: AccountType?
    /// The vendor's subtype, lowercase (`checking`, `credit card`, `401k`, …).
    public var subtype: String?
    /// The verification status, when the vendor reports one.
    public var verificationStatus: AccountVerificationStatus?
    /// The vendor's verification status text, kept when ``verificationStatus`` is ``AccountVerificationStatus/unknown``.
    public var rawVerificationStatus: String?

    /// Creates an account.
    public init(
        id: String?, name: String?, mask: String? = nil, type: AccountType? = nil, subtype: String? = nil,
        verificationStatus: AccountVerificationStatus? = nil, rawVerificationStatus: String? = nil
    ) {
        self.id = id
        self.name = name
        self.mask = mask
        self.type = type
        self.subtype = subtype
        self.verificationStatus = verificationStatus
        self.rawVerificationStatus = rawVerificationStatus
    }
}
