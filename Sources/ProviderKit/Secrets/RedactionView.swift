/// One reading of a text that redaction searches: the text itself, the text without its invisible
/// characters, or the text with its percent-escapes decoded (once or several times, with `+` read
/// as a space or not), each byte remembering the bytes of the original text it was read from.
///
/// A secret found in any reading is hidden in the original by the whole span it was read from, so
/// `public%2Dsandbox%2D…`, a token fully encoded byte by byte, one encoded twice or one cut by a
/// NUL is hidden whole and never printed decoded. ``readings(of:)`` makes every reading of a text;
/// each costs time linear in the text and there are at most `2 × maximumDecodingPasses + 2`.
struct RedactionView {
    /// The bytes of this reading.
    let bytes: [UInt8]
    /// For each byte, where in the original the bytes it was read from start; `nil` when this
    /// reading is the original itself.
    private let starts: [Int]?
    /// For each byte, where in the original the bytes it was read from end.
    private let ends: [Int]?

    /// How many times a text is percent-decoded: a secret encoded more often than this is not
    /// read, and every run still holding an escape after this many passes is hidden whole.
    static let maximumDecodingPasses = 4

    private init(bytes: [UInt8], starts: [Int]?, ends: [Int]?) {
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
    }

    /// The original text as its own reading.
    init(original: [UInt8]) {
        self.init(bytes: original, starts: nil, ends: nil)
    }

    /// The range of the original that `range` of this reading was read from (`range` not empty).
    func originalRange(_ range: Range<Int>) -> Range<Int> {
        guard let starts, let ends else { return range }
        return starts[range.lowerBound]..<ends[range.upperBound - 1]
    }

    /// Every reading of `original`, and the ranges of it that stay encoded after
    /// ``maximumDecodingPasses`` (to be hidden whole, since they cannot be read):
    ///
    /// 1. the original;
    /// 2. the original without invisible characters (``isInvisible(_:at:)``), when it has any, so a
    ///    NUL or a zero-width space between two halves of a token does not cut it;
    /// 3. that text percent-decoded, again and again while it still holds an escape (upper- or
    ///    lower-case hex, partly or fully encoded), at most ``maximumDecodingPasses`` times,
    ///    invisible characters dropped after each pass;
    /// 4. the same with `+` read as a space (form encoding), when the text holds a `+`.
    static func readings(of original: [UInt8]) -> (views: [RedactionView], unreadable: [Range<Int>]) {
        let first = RedactionView(original: original)
        var views = [first]
        var base = first
        if base.hasInvisible() {
            base = base.withoutInvisibles()
            views.append(base)
        }
        var unreadable: [Range<Int>] = []
        for form in [false, true] {
            if form, !base.bytes.contains(UInt8(ascii: "+")) { continue }
            var current = base
            var passes = 0
            while current.needsDecoding(form: form) {
                guard passes < maximumDecodingPasses else {
                    unreadable += current.escapedRuns().map(current.originalRange)
                    break
                }
                current = current.decoded(form: form).withoutInvisibles()
                views.append(current)
                passes += 1
            }
        }
        return (views, unreadable)
    }

    /// `true` when a pass would change something: an escape, or a `+` in form encoding.
    private func needsDecoding(form: Bool) -> Bool {
        bytes.indices.contains { escapedByte(at: $0) != nil || (form && bytes[$0] == UInt8(ascii: "+")) }
    }

    /// The byte `%XX` at `index` stands for (either case of hex), or `nil` when there is no escape there.
    private func escapedByte(at index: Int) -> UInt8? {
        guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
            let high = Self.hexValue(bytes[index + 1]), let low = Self.hexValue(bytes[index + 2])
        else { return nil }
        return high << 4 | low
    }

    /// The runs of non-space bytes that hold an escape: what stays encoded after the last pass.
    private func escapedRuns() -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard escapedByte(at: index) != nil else {
                index += 1
                continue
            }
            var start = index
            while start > 0, bytes[start - 1] > 0x20 { start -= 1 }
            var end = index
            while end < bytes.count, bytes[end] > 0x20 { end += 1 }
            runs.append(start..<end)
            index = end
        }
        return runs
    }

    /// This reading percent-decoded once, each decoded byte remembering the escape it came from;
    /// with `form`, a `+` is read as a space.
    private func decoded(form: Bool) -> RedactionView {
        var output: [UInt8] = []
        var newStarts: [Int] = []
        var newEnds: [Int] = []
        output.reserveCapacity(bytes.count)
        newStarts.reserveCapacity(bytes.count)
        newEnds.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let width: Int
            if let byte = escapedByte(at: index) {
                output.append(byte)
                width = 3
            } else {
                output.append(form && bytes[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : bytes[index])
                width = 1
            }
            newStarts.append(originalRange(index..<index + 1).lowerBound)
            newEnds.append(originalRange(index + width - 1..<index + width).upperBound)
            index += width
        }
        return RedactionView(bytes: output, starts: newStarts, ends: newEnds)
    }

    /// This reading without its invisible characters, or itself when it has none.
    private func withoutInvisibles() -> RedactionView {
        guard hasInvisible() else { return self }
        var output: [UInt8] = []
        var newStarts: [Int] = []
        var newEnds: [Int] = []
        var index = 0
        while index < bytes.count {
            if let width = isInvisible(at: index) {
                index += width
                continue
            }
            let width = bytes[index] < 0x80 ? 1 : sequenceLength(at: index)
            for offset in index..<index + width {
                output.append(bytes[offset])
                let origin = originalRange(offset..<offset + 1)
                newStarts.append(origin.lowerBound)
                newEnds.append(origin.upperBound)
            }
            index += width
        }
        return RedactionView(bytes: output, starts: newStarts, ends: newEnds)
    }

    /// `true` when some character of this reading is invisible (``isInvisible(at:)``).
    private func hasInvisible() -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return true }
                index += 1
                continue
            }
            if isInvisible(at: index) != nil { return true }
            index += sequenceLength(at: index)
        }
        return false
    }

    /// The length in bytes of the invisible character at `index`, or `nil` when there is none
    /// there. Invisible: C0 controls (tab and line breaks included), DEL, C1 controls, the soft
    /// hyphen, zero-width characters, bidirectional marks, embeddings, overrides and isolates,
    /// the line and paragraph separators, the word joiner family, the byte order mark, the
    /// replacement character, and (in a decoded reading) a byte that does not start a valid UTF-8
    /// sequence: what a printer shows as `�` or nothing never cuts a token.
    private func isInvisible(at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        if byte >= 0x80, !startsValidUTF8(at: index) { return 1 }
        guard byte == 0xC2 || byte == 0xE2 || byte == 0xEF, index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        if byte == 0xC2 { return (0x80...0x9F).contains(second) || second == 0xAD ? 2 : nil }
        guard index + 2 < bytes.count else { return nil }
        let third = bytes[index + 2]
        switch (byte, second) {
        case (0xE2, 0x80): return (0x8B...0x8F).contains(third) || (0xA8...0xAE).contains(third) ? 3 : nil
        case (0xE2, 0x81): return (0xA0...0xA4).contains(third) || (0xA6...0xA9).contains(third) ? 3 : nil
        case (0xEF, 0xBB): return third == 0xBF ? 3 : nil
        case (0xEF, 0xBF): return third == 0xBD ? 3 : nil
        default: return nil
        }
    }

    /// `true` when a well-formed UTF-8 sequence (no overlong form, no surrogate, nothing above
    /// U+10FFFF) starts at `index`.
    private func startsValidUTF8(at index: Int) -> Bool {
        sequenceLength(at: index) > 0
    }

    /// The length of the well-formed UTF-8 sequence of two or more bytes starting at `index`, or 0
    /// when there is none.
    ///
    /// The bytes of one character must have stood together in the original text: bytes that only
    /// meet because an invisible character between them was taken out (`%EF%BF`, a removed
    /// U+FFFD, then `%8B`) are not a character, so they are invisible too, and removing them
    /// cannot make a visible character that cuts a token.
    private func sequenceLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]),
            (index + 2..<index + length).allSatisfy({ (0x80...0xBF).contains(bytes[$0]) })
        else { return 0 }
        if let starts, let ends {
            guard (index..<index + length - 1).allSatisfy({ ends[$0] == starts[$0 + 1] }) else { return 0 }
        }
        return length
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
