import ProviderKit
/// Remembers the answers of a pure text function (a redaction) for recent texts, so a writer
/// that prints the same text on line after line (a session id, an event or view name, a URL the
/// widget loads again) works it out once.
///
/// The memo holds at most ``slotCount`` texts of at most ``longestText`` bytes each, one per
/// slot chosen from the text's length and a few of its bytes; a new text replaces whatever its
/// slot held. Size it to the texts that recur between two uses of each. The function must give the same answer for the same text every time it is asked
/// through one memo: when it changes (a redactor that learns a new secret), call ``removeAll()``.
/// Not thread-safe: each writer owns one.
package struct TextMemo {
    /// How many texts the memo holds at most: a power of two.
    package let slotCount: Int
    /// Longer texts are worked out on every call and not kept, so the memo stays small.
    package static let longestText = 512

    private var inputs: [String?]
    private var outputs: [String]

    /// An empty memo of `slots` slots (64 unless told; rounded up to a power of two, at most 4,096).
    package init(slots: Int = 64) {
        var count = 1
        while count < min(max(slots, 1), 4_096) { count *= 2 }
        slotCount = count
        inputs = Array(repeating: nil, count: count)
        outputs = Array(repeating: "", count: count)
    }

    /// `answer(text)`, from the memo when `text` was the last text asked about in its slot.
    package mutating func answer(for text: String, _ answer: (String) -> String) -> String {
        let slotCount = slotCount
        var text = text
        let slot = text.withUTF8 { utf8 -> Int? in
            guard !utf8.isEmpty, utf8.count <= Self.longestText else { return nil }
            let mix = utf8.count &* 31 &+ Int(utf8[0]) &* 7 &+ Int(utf8[utf8.count - 1]) &* 3 &+ Int(utf8[utf8.count / 2])
            return mix & (slotCount - 1)
        }
        guard let slot else { return answer(text) }
        if let kept = inputs[slot], kept == text { return outputs[slot] }
        let computed = answer(text)
        inputs[slot] = text
        outputs[slot] = computed
        return computed
    }

    /// Forgets every text, for when the function changes.
    package mutating func removeAll() {
        for slot in inputs.indices { inputs[slot] = nil }
    }
}
