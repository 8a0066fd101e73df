/// The financial institution (bank, brokerage, exchange) a user linked or tried to link.
public struct LinkInstitution: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's institution identifier, for example Plaid's `ins_3` or Mesh's broker type `robinhood`.
    public var id: String?
    /// The institution's display name.
    public var name: String?

    /// Creates an institution.
    public init(id: String?, name: String?) {
        self.id = id
        self.name = name
    }

    /// `nil` when neither an id nor a name is known, so callers never carry an empty institution.
    public static func ifKnown(id: String?, name: String?) -> LinkInstitution? {
        let id = id.flatMap { $0.isEmpty ? nil : $0 }
        let name = name.flatMap { $0.isEmpty ? nil : $0 }
        guard id != nil || name != nil else { return nil }
        return LinkInstitution(id: id, name: name)
    }

    /// `Name (id)`, or whichever part is known.
    public var description: String {
        switch (name, id) {
        case let (name?, id?): return "\(name) (\(id))"
        case let (name?, nil): return name
        case let (nil, id?): return id
        case (nil, nil): return "unknown institution"
        }
    }
}
