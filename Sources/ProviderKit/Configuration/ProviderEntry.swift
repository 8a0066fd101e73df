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
    /// `false` when the file switched the entry off (`"enabled": false`, the kill switch): a
    /// journey skips it as if it had reported ``LinkError/Code/providerUnavailable``.
    public var isEnabled: Bool
    /// Why the entry is switched off, the entry's `"disabledMessage"`, for logs and support.
    public var disabledMessage: String?

    /// Creates an entry.
    public init(
        name: String, adapterName: String, redirectURI: RedirectURI? = nil, options: [String: LinkJSONValue] = [:],
        isEnabled: Bool = true, disabledMessage: String? = nil
    ) {
        self.name = name
        self.adapterName = adapterName
        self.redirectURI = redirectURI
        self.options = options
        self.isEnabled = isEnabled
        self.disabledMessage = disabledMessage
    }

    /// The string option under `key`, or `nil`.
    public func string(_ key: String) -> String? { options[key]?.stringValue }

    /// The Boolean option under `key`, or `nil`.
    public func bool(_ key: String) -> Bool? { options[key]?.boolValue }
}
