/// Finds the closest known name to a misspelt one, for "did you mean" hints.
package enum NameSuggester {
    /// The candidate closest to `name`, if it is close enough to be a plausible typo.
    ///
    /// Comparison ignores case; a candidate qualifies within an edit distance of a third of the
    /// name's length (at least 1, at most 3).
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        let limit = min(3, max(1, lowered.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// A " (did you mean "x"?)" suffix, or the empty string.
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions, and swaps of
    /// two adjacent characters (the commonest typo, `lable` for `label`) each cost one.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
