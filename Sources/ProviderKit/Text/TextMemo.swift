/// Remembers the answers of a pure text function (a redaction) for recent texts, so a writer
/// that prints the same text on line after line (a session id, an event or view name, a URL the
/// widget loads again) works it out once.
///
/// The memo holds at most ``slotCount`` texts of at most ``longestText`` bytes each, one per
/// slot chosen from the text's length and a few of its bytes; a new text replaces whatever its
/// slot held. The function must give the same answer for the same text every time it is asked
/// through one memo: when it changes (a redactor that learns a new secret), call ``removeAll()``.
/// Not thread-safe: each writer owns one.
package struct TextMemo {
    /// How many texts the memo holds at most.
    package static let slotCount = 64
    /// Longer texts are worked out on every call and not kept, so the memo stays small.
    package static let longestText = 512

    private var inputs: [String?] = Array(repeating: nil, count: slotCount)
    private var outputs: [String] = Array(repeating: "", count: slotCount)

    /// An empty memo.
    package init() {}

    /// `answer(text)`, from the memo when `text` was the last text asked about in its slot.
    package mutating func answer(for text: String, _ answer: (String) -> String) -> String {
        var text = text
        let slot = text.withUTF8 { utf8 -> Int? in
            guard !utf8.isEmpty, utf8.count <= Self.longestText else { return nil }
            let mix = utf8.count &* 31 &+ Int(utf8[0]) &* 7 &+ Int(utf8[utf8.count - 1]) &* 3 &+ Int(utf8[utf8.count / 2])
            return mix & (Self.slotCount - 1)
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
