import Foundation

extension PlaidLinkKit {
    /// A shared account.
    ///
    /// Wire form: `{"id": …, "name": …, "mask": …|null, "subtype": "depository.checking",
    /// "verificationStatus": …|null}`; note the camelCase `verificationStatus`, as LinkKit has it.
    /// There is no separate type field: the type is the ``AccountSubtype`` case.
    public struct Account: Sendable, Hashable, Codable {
        /// Plaid's account id.
        public var id: AccountID
        /// The display name.
        public var name: String
        /// The last digits of the account number. LinkKit 7.0.2 sent `nil` here by mistake.
        public var mask: AccountMask?
        /// The type and subtype.
        public var subtype: AccountSubtype
        /// The micro-deposit verification status, if any.
        public var verificationStatus: VerificationStatus?

        /// Creates an account.
        public init(
            id: AccountID, name: String, mask: AccountMask?, subtype: AccountSubtype,
            verificationStatus: VerificationStatus?
        ) {
            self.id = id
            self.name = name
            self.mask = mask
            self.subtype = subtype
            self.verificationStatus = verificationStatus
        }
    }
}
