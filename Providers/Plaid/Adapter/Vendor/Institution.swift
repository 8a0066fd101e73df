import Foundation

extension PlaidLinkKit {
    /// An institution: `{"id": "ins_3", "name": "Chase"}`.
    package struct Institution: Sendable, Hashable, Codable {
        /// Plaid's institution id.
        package var id: InstitutionID
        /// The display name.
        package var name: String

        /// Creates an institution.
        package init(id: InstitutionID, name: String) {
            self.id = id
            self.name = name
        }
    }
}
