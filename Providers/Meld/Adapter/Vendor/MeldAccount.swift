/// One account in a `connect_complete` payload. Meld documents name, type and mask; every field
/// is optional because the widget may send `null` for any of them.
public struct MeldAccount: Sendable, Hashable, Codable {
    /// The account's display name.
    public var name: String?
    /// Meld's account type text (for example `CHECKING`); mapped by ``MeldAccountTypeMapping``.
    public var type: String?
    /// The last digits of the account number.
    public var mask: String?
    /// An account identifier, when the widget sends one (not documented by Meld).
    public var id: String?

    /// Creates an account.
    public init(name: String?, type: String?, mask: String?, id: String? = nil) {
        self.name = name
        self.type = type
        self.mask = mask
        self.id = id
    }
}
