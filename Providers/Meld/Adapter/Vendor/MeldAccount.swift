/// One account in a `connect_complete` payload. Meld documents name, type and mask; every field
/// is optional because the widget may send `null` for any of them.
package struct MeldAccount: Sendable, Hashable, Codable {
    /// The account's display name.
    package var name: String?
    /// Meld's account type text (for example `CHECKING`); mapped by ``MeldAccountTypeMapping``.
    package var type: String?
    /// The last digits of the account number.
    package var mask: String?
    /// An account identifier, when the widget sends one (not documented by Meld).
    package var id: String?

    /// Creates an account.
    package init(name: String?, type: String?, mask: String?, id: String? = nil) {
        self.name = name
        self.type = type
        self.mask = mask
        self.id = id
    }
}
