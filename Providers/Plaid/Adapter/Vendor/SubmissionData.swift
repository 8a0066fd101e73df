import Foundation

extension PlaidLinkKit {
    /// Mirrors LinkKit 7's `SubmissionData`: user data submitted to a Layer session.
    public protocol SubmissionData: Sendable {
        /// The phone number, for example `+1 415-555-0011`.
        var phoneNumber: String? { get }
        /// The date of birth, `YYYY-MM-DD`.
        var dateOfBirth: String? { get }
        /// Further parameters.
        var params: [String: String]? { get }
    }
}
