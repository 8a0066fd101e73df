/// One entry of a configuration's `providers` object: which adapter to use and its options.
public struct ProviderEntry: Sendable, Hashable {
    /// The entry name (the key under `providers`).
    public var name: String
    /// The adapter name, the entry's `"adapter"` key (`plaid`, `plaid-legacy`, `mesh`, `meld`, or a
    /// third party's).
    public var adapterName: String
    /// The validated https redirect URI, if the entry has one.
    public var redirectURI: RedirectURI?
    /// Every other key of the entry, as written.
    public var options: [String: LinkJSONValue]

    /// Creates an entry.
    public init(name: String, adapterName: String, redirectURI: RedirectURI? = nil, options: [String: LinkJSONValue] = [:]) {
        self.name = name
        self.adapterName = adapterName
        self.redirectURI = redirectURI
        self.options = options
    }

    /// The string option under `key`, or `nil`.
    public func string(_ key: String) -> String? { options[key]?.stringValue }

    /// The Boolean option under `key`, or `nil`.
    public func bool(_ key: String) -> Bool? { options[key]?.boolValue }
}
