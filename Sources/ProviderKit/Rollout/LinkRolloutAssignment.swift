import Foundation

/// Which entry of a staged rollout a user was given, and out of which choices: reported on
/// ``LinkJourneyResult/rollout``. It never holds the identifier the app supplied.
///
/// The pick is weighted rendezvous hashing: each choice gets a score from a stable hash of the
/// identifier and the entry name, scaled by its weight, and the best score wins. So:
/// - the same identifier gets the same entry in every process and on every device until the
///   weights change;
/// - over many identifiers each entry gets its share of the weights;
/// - changing one entry's weight moves users only to or from that entry: no user moves between
///   two entries whose weights did not change. Adding an entry only takes users to it.
///
/// Weights come from the configuration file only, never from measured success rates, prices or
/// latency.
public struct LinkRolloutAssignment: Sendable, Hashable, CustomStringConvertible {
    /// The entry the identifier was given.
    public var entryName: String
    /// Every choice of the rollout, sorted by entry name.
    public var choices: [LinkRolloutChoice]

    /// Creates an assignment.
    public init(entryName: String, choices: [LinkRolloutChoice]) {
        self.entryName = entryName
        self.choices = choices
    }

    /// Picks the entry for `identifier` among `choices`; `nil` when no choice has a positive weight.
    ///
    /// - Parameters:
    ///   - identifier: a stable identifier of the user or install that the app supplies (hash it
    ///     first if it is personal: only its hash is used, and it is never stored or reported).
    ///   - choices: the rollout's choices.
    public static func assign(_ identifier: String, among choices: [LinkRolloutChoice]) -> LinkRolloutAssignment? {
        let sorted = choices.sorted { $0.entryName < $1.entryName }
        var best: (entryName: String, score: Double)?
        for choice in sorted where choice.weight > 0 {
            // An exponential race: -ln(u) / weight is exponentially distributed with rate `weight`,
            // so the smallest wins with probability weight / total.
            let draw = StableRolloutHash.unitInterval(identifier + "\u{1F}" + choice.entryName)
            let score = -log(draw) / Double(choice.weight)
            if let current = best, current.score <= score { continue }
            best = (choice.entryName, score)
        }
        return best.map { LinkRolloutAssignment(entryName: $0.entryName, choices: sorted) }
    }

    /// `meld (of meld 10, plaid 90)`.
    public var description: String {
        "\(entryName) (of \(choices.map(\.description).joined(separator: ", ")))"
    }
}
