import Foundation

extension PlaidLinkKit {
    /// The kind of multi-factor challenge (`EventMetadata.mfaType`).
    ///
    /// LinkKit's `MFAType` has no `unknown` case. What LinkKit does with a type it does not know is
    /// UNVERIFIED; this mirror decodes one as `nil` at the metadata level (see
    /// ``EventMetadata/mfaType``) rather than failing the whole event.
    public enum MFAType: String, Sendable, Hashable, Codable, CaseIterable {
        /// A one-time code.
        case code
        /// A device choice for code delivery.
        case device
        /// Security questions.
        case questions
        /// Multiple-choice selections.
        case selections
    }
}
