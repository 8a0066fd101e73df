import Foundation

extension LinkKit {
    /// Mirrors LinkKit 7's `SubmissionData`: user data submitted to a Layer session.
    public protocol SubmissionData: Sendable {
        /// The phone number, for example `+1 415-555-0011`.
        var phoneNumber: String? { get }
        /// The date of birth, `YYYY-MM-DD`.
        var dateOfBirth: String? { get }
        /// Further parameters.
        var params: [String: String]? { get }
    }

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

    /// Mirrors LinkKit 7's `PresentationMethod`.
    public enum PresentationMethod {
        /// LinkKit presents itself from this view controller (a `UIViewController` on iOS).
        case viewController(AnyObject)
        /// The caller presents and dismisses LinkKit's view controller. ProviderKit always uses
        /// this form, so it sees the dismissal and can tell a swipe-dismiss from a finished flow.
        case custom(PresentationHandler, DismissalHandler?)
    }
}
