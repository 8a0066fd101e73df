import Foundation
import ProviderKit

/// What changes for users between two valid configurations: the active entry or rollout weights
/// (with the share of users who move), fallbacks, routes, switched-off entries, redirect URIs,
/// adapters, options, and entries added or removed. `providerkit config diff` prints it.
package enum ConfigurationDiff {
    /// How many synthetic identifiers estimate the share of users a rollout change moves.
    static let sampleSize = 10_000

    /// Every change from `old` to `new`, in a fixed order: provider, fallbacks, routes, then each
    /// entry by name.
    package static func changes(from old: ProviderConfiguration, to new: ProviderConfiguration) -> [ConfigurationChange] {
        var changes: [ConfigurationChange] = []
        let oldChoices = choices(old), newChoices = choices(new)
        if oldChoices != newChoices {
            changes.append(
                ConfigurationChange(
                    change: .provider, path: "provider", old: describe(oldChoices), new: describe(newChoices),
                    summary: providerSummary(oldChoices, newChoices)))
        }
        if old.fallbackEntryNames != new.fallbackEntryNames {
            changes.append(
                ConfigurationChange(
                    change: .fallbacks, path: "fallbacks", old: list(old.fallbackEntryNames), new: list(new.fallbackEntryNames),
                    summary: "after an outage at the first entry, journeys try \(list(new.fallbackEntryNames)) instead of \(list(old.fallbackEntryNames))"))
        }
        for id in Set(old.routes.keys).union(new.routes.keys).sorted() where old.routes[id] != new.routes[id] {
            let path = "routes.\(id)"
            let summary: String
            switch (old.routes[id], new.routes[id]) {
            case let (nil, to?): summary = "users who pick \(id) start on \(to)"
            case let (from?, nil): summary = "users who pick \(id) no longer start on \(from)"
            case let (from?, to?): summary = "users who pick \(id) start on \(to) instead of \(from)"
            case (nil, nil): continue
            }
            changes.append(ConfigurationChange(change: .route, path: path, old: old.routes[id], new: new.routes[id], summary: summary))
        }
        for name in Set(old.entries.keys).union(new.entries.keys).sorted() {
            changes += entryChanges(name, old.entries[name], new.entries[name])
        }
        return changes
    }

    /// The rollout's choices, or the active entry as the one choice.
    static func choices(_ configuration: ProviderConfiguration) -> [LinkRolloutChoice] {
        configuration.rollout.isEmpty ? [LinkRolloutChoice(entryName: configuration.activeEntryName, weight: 1)] : configuration.rollout
    }

    /// `plaid`, or `{meld: 10, plaid: 90}`.
    static func describe(_ choices: [LinkRolloutChoice]) -> String {
        if choices.count == 1, let only = choices.first { return only.entryName }
        return "{" + choices.map { "\($0.entryName): \($0.weight)" }.joined(separator: ", ") + "}"
    }

    static func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }

    /// Who starts where, and the share of users (estimated over synthetic identifiers) who move.
    static func providerSummary(_ old: [LinkRolloutChoice], _ new: [LinkRolloutChoice]) -> String {
        var moved = 0
        for index in 0..<sampleSize {
            let identifier = "sample-\(index)"
            if LinkRolloutAssignment.assign(identifier, among: old)?.entryName != LinkRolloutAssignment.assign(identifier, among: new)?.entryName {
                moved += 1
            }
        }
        let share = String(format: "%.1f", Double(moved) * 100 / Double(sampleSize))
        let start = new.count == 1 ? "journeys start on \(describe(new))" : "journeys start on \(describe(new)) by rollout weight"
        return "\(start) instead of \(describe(old)); about \(share)% of users change entry"
    }

    /// The changes of one entry.
    static func entryChanges(_ name: String, _ old: ProviderEntry?, _ new: ProviderEntry?) -> [ConfigurationChange] {
        let path = "providers.\(name)"
        guard let old else {
            return [ConfigurationChange(change: .entryAdded, path: path, old: nil, new: new?.adapterName, summary: "a new entry \(name) (\(new?.adapterName ?? "")) can be used")]
        }
        guard let new else {
            return [ConfigurationChange(change: .entryRemoved, path: path, old: old.adapterName, new: nil, summary: "the entry \(name) is gone")]
        }
        var changes: [ConfigurationChange] = []
        if old.isEnabled != new.isEnabled {
            changes.append(
                new.isEnabled
                    ? ConfigurationChange(change: .enabled, path: path + ".enabled", old: "false", new: "true", summary: "\(name) is switched back on")
                    : ConfigurationChange(
                        change: .disabled, path: path + ".enabled", old: "true", new: "false",
                        summary: "\(name) is switched off: journeys skip it and go to their fallbacks\(new.disabledMessage.map { " (\($0))" } ?? "")"))
        } else if old.disabledMessage != new.disabledMessage, !new.isEnabled {
            changes.append(
                ConfigurationChange(
                    change: .disabledMessage, path: path + ".disabledMessage", old: old.disabledMessage, new: new.disabledMessage,
                    summary: "the reason \(name) is switched off changes"))
        }
        if old.adapterName != new.adapterName {
            changes.append(
                ConfigurationChange(
                    change: .adapter, path: path + ".adapter", old: old.adapterName, new: new.adapterName,
                    summary: "\(name) links through \(new.adapterName) instead of \(old.adapterName)"))
        }
        if old.redirectURI?.description != new.redirectURI?.description {
            changes.append(
                ConfigurationChange(
                    change: .redirectURI, path: path + ".redirectURI", old: old.redirectURI?.description, new: new.redirectURI?.description,
                    summary: "OAuth for \(name) returns to \(new.redirectURI?.description ?? "no redirect URI"); the app must claim it as a universal link"))
        }
        let keys = Set(old.options.keys).union(new.options.keys).filter { old.options[$0] != new.options[$0] }.sorted()
        if !keys.isEmpty {
            changes.append(
                ConfigurationChange(
                    change: .options, path: path, old: nil, new: nil, summary: "\(name)'s options \(keys.joined(separator: ", ")) change"))
        }
        return changes
    }
}
