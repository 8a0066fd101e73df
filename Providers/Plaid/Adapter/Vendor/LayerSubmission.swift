import Foundation

extension PlaidLinkKit {
    /// A plain ``SubmissionData`` value.
    package struct LayerSubmission: SubmissionData, Hashable {
        /// The phone number.
        package var phoneNumber: String?
        /// The date of birth.
        package var dateOfBirth: String?
        /// Further parameters.
        package var params: [String: String]?

        /// Creates a submission.
        package init(phoneNumber: String? = nil, dateOfBirth: String? = nil, params: [String: String]? = nil) {
            self.phoneNumber = phoneNumber
            self.dateOfBirth = dateOfBirth
            self.params = params
        }

        /// `true` when nothing is set.
        package var isEmpty: Bool { phoneNumber == nil && dateOfBirth == nil && (params?.isEmpty ?? true) }
    }
}
