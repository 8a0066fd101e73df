/// Remembers what ``SecretRedactor/redactShapes(_:)`` of ``SecretRedactor/standard`` returned for
/// recent texts, so a writer that prints the same vendor text on line after line (a session id,
/// an event or view name, an institution) scans it once.
///
/// The redactor is a pure function of the text and ``SecretRedactor/standard`` never changes, so
/// an answer from here is the answer a new scan would give. A memo holds at most
/// ``slotCount`` texts of at most ``longestText`` bytes each, one per slot chosen from the text's
/// length and a few of its bytes; a new text replaces whatever its slot held. Not thread-safe:
/// each writer owns one.
package struct ShapeRedactionMemo {
    /// How many texts the memo holds at most.
    package static let slotCount = 64
    /// Longer texts are redacted on every call and not kept, so the memo stays small.
    package static let longestText = 512

    private var inputs: [String?] = Array(repeating: nil, count: slotCount)
    private var outputs: [String] = Array(repeating: "", count: slotCount)

    /// An empty memo.
    package init() {}

    /// `SecretRedactor.standard.redactShapes(text)`, from the memo when `text` was seen last in its slot.
    package mutating func redactShapes(_ text: String) -> String {
        var text = text
        let slot = text.withUTF8 { utf8 -> Int? in
            guard !utf8.isEmpty, utf8.count <= Self.longestText else { return nil }
            let mix = utf8.count &* 31 &+ Int(utf8[0]) &* 7 &+ Int(utf8[utf8.count - 1]) &* 3 &+ Int(utf8[utf8.count / 2])
            return mix & (Self.slotCount - 1)
        }
        guard let slot else { return SecretRedactor.standard.redactShapes(text) }
        if let kept = inputs[slot], kept == text { return outputs[slot] }
        let redacted = SecretRedactor.standard.redactShapes(text)
        inputs[slot] = text
        outputs[slot] = redacted
        return redacted
    }
}
