import Foundation

extension PlaidLinkKit {
    /// An institution: `{"id": "ins_3", "name": "Chase"}`.
    public struct Institution: Sendable, Hashable, Codable {
        /// Plaid's institution id.
        public var id: InstitutionID
        /// The display name.
        public var name: String

        /// Creates an institution.
        public init(id: InstitutionID, name: String) {
            self.id = id
            self.name = name
        }
    }
}
