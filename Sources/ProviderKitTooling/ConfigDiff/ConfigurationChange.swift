/// One difference between two configurations, said as what changes for users: the record of
/// `providerkit config diff`.
package struct ConfigurationChange: Sendable, Hashable, Encodable {
    /// What kind of setting changed.
    package enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
        /// The active entry, or the weights of a staged rollout (`provider`).
        case provider
        /// The `fallbacks` list.
        case fallbacks
        /// One institution's route.
        case route
        /// An entry switched off (`"enabled": false`).
        case disabled
        /// An entry switched back on.
        case enabled
        /// An entry's `disabledMessage`.
        case disabledMessage
        /// An entry's `redirectURI`.
        case redirectURI
        /// An entry's `adapter`.
        case adapter
        /// An entry's other options.
        case options
        /// An entry that only the new file has.
        case entryAdded
        /// An entry that only the old file has.
        case entryRemoved
    }

    /// What kind of setting changed.
    package var change: Kind
    /// The key path of the setting (`provider`, `routes.ins_3`, `providers.plaid.enabled`).
    package var path: String
    /// The old value, as text; `nil` when it was absent.
    package var old: String?
    /// The new value, as text; `nil` when it is absent.
    package var new: String?
    /// What changes for users, in one sentence.
    package var summary: String

    /// Creates a change.
    package init(change: Kind, path: String, old: String?, new: String?, summary: String) {
        self.change = change
        self.path = path
        self.old = old
        self.new = new
        self.summary = summary
    }

    private enum Member: String, CodingKey { case kind, change, path, old, new, summary }

    /// `{"kind": "configChange", "change", "path", "old", "new", "summary"}`, absent values as `null`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Member.self)
        try container.encode("configChange", forKey: .kind)
        try container.encode(change.rawValue, forKey: .change)
        try container.encode(path, forKey: .path)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(summary, forKey: .summary)
    }
}
