import Foundation

extension PlaidLinkKit {
    /// A shared account.
    ///
    /// Wire form: `{"id": …, "name": …, "mask": …|null, "subtype": "depository.checking",
    /// "verificationStatus": …|null}`; note the camelCase `verificationStatus`, as LinkKit has it.
    /// There is no separate type field: the type is the ``AccountSubtype`` case.
    package struct Account: Sendable, Hashable, Codable {
        /// Plaid's account id.
        package var id: AccountID
        /// The display name.
        package var name: String
        /// The last digits of the account number. LinkKit 7.0.2 sent `nil` here by mistake.
        package var mask: AccountMask?
        /// The type and subtype.
        package var subtype: AccountSubtype
        /// The micro-deposit verification status, if any.
        package var verificationStatus: VerificationStatus?

        /// Creates an account.
        package init(
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
