import Foundation

extension PlaidLinkKit {
    /// A plain ``SubmissionData`` value.
    public struct LayerSubmission: SubmissionData, Hashable {
        /// The phone number.
        public var phoneNumber: String?
        /// The date of birth.
        public var dateOfBirth: String?
        /// Further parameters.
        public var params: [String: String]?

        /// Creates a submission.
        public init(phoneNumber: String? = nil, dateOfBirth: String? = nil, params: [String: String]? = nil) {
            self.phoneNumber = phoneNumber
            self.dateOfBirth = dateOfBirth
            self.params = params
        }

        /// `true` when nothing is set.
        public var isEmpty: Bool { phoneNumber == nil && dateOfBirth == nil && (params?.isEmpty ?? true) }
    }
}
