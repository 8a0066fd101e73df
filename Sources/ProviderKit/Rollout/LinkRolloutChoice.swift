/// One weighted choice of a staged rollout: the file's `"provider": {"plaid": 90, "meld": 10}`
/// gives two. Weights are relative, whole numbers; an entry's share of users is its weight
/// divided by the sum of the weights.
public struct LinkRolloutChoice: Sendable, Hashable, CustomStringConvertible {
    /// The entry name (a key under `providers`).
    public var entryName: String
    /// The relative weight, 0 or more; 0 keeps the entry listed but gives it no user.
    public var weight: Int

    /// Creates a choice.
    public init(entryName: String, weight: Int) {
        self.entryName = entryName
        self.weight = weight
    }

    /// `plaid 90`.
    public var description: String { "\(entryName) \(weight)" }
}
