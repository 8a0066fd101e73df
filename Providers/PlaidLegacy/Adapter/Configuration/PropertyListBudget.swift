/// Checks a property list's size before `PropertyListSerialization` builds it: the number of
/// values it describes once shared references are expanded, and how deeply they nest.
///
/// A binary property list names each object once and lets containers refer to it any number of
/// times, so a chain of arrays that each hold the one before twice describes 2^n values in a few
/// hundred bytes; reading it into ``/ProviderKit/LinkJSONValue`` (or any tree) would never end.
/// The binary walker follows the object references itself, counting every value as often as it is
/// reached, and stops at ``maximumValueCount`` or ``maximumDepth``: its time and memory are bounded
/// by the limits, not by what the file describes. An XML or old-style (text) property list has no
/// shared references, so its values are bounded by its size; only its nesting is scanned.
///
/// A binary property list is also refused when it holds a set, or a dictionary key that is not a
/// string: an Info.plist has neither (XML cannot write them), and Foundation on Linux crashes
/// turning a set of containers into Swift values.
///
/// A file that starts `bplist` but is not version `00` is refused: Foundation reads other versions
/// as binary too, and the walker cannot follow them.
///
/// Stateless and thread-safe.
package enum PropertyListBudget {
    /// The most values a property list may describe, counted after shared references are expanded.
    /// An Info.plist holds a few hundred.
    package static let maximumValueCount = 100_000
    /// The deepest nesting of arrays and dictionaries accepted, as for JSON.
    package static let maximumDepth = 256

    /// Why a property list is refused before it is parsed.
    package struct Refusal: Error, Sendable, Hashable {
        /// What is wrong, naming the limit; never quotes the input.
        package var message: String
    }

    /// Checks `bytes`: `nil` when within both limits, else why not. A binary property list whose
    /// structure cannot be followed (offsets or references outside the file) is refused too.
    package static func check(_ bytes: [UInt8]) -> Refusal? {
        // Foundation reads any "bplist0?" header as binary, so every "bplist" header is binary
        // here, and only version 00 (the one Apple writes) can be followed.
        guard bytes.starts(with: Array("bplist".utf8)) else { return textDepth(bytes) }
        guard bytes.starts(with: Array("bplist00".utf8)) else { return unknownBinaryVersion }
        guard let walk = BinaryWalk(bytes: bytes) else { return malformedBinary }
        return walk.run()
    }

    static let unknownBinaryVersion = Refusal(
        message: "the file starts as a binary property list of a version other than 00, which cannot be checked")

    static let malformedBinary = Refusal(message: "the binary property list's object table cannot be read")

    static func tooMany() -> Refusal {
        Refusal(message: "the property list describes more than \(maximumValueCount) values once shared references are expanded (the limit)")
    }

    static let unusualShape = Refusal(
        message: "the binary property list holds a set or a dictionary key that is not a string, which an Info.plist never does")

    static func tooDeep() -> Refusal {
        Refusal(message: "the property list nests deeper than \(maximumDepth) levels (the limit)")
    }

    /// The nesting of an XML or old-style property list: `<array>`/`<dict>` against their end tags
    /// (comments, CDATA and processing instructions skipped), `(`/`{` against `)`/`}` outside quoted
    /// strings. Overcounting only refuses a document that is deep anyway.
    static func textDepth(_ bytes: [UInt8]) -> Refusal? {
        var depth = 0
        var index = 0
        let count = bytes.count
        func starts(_ text: String, at offset: Int) -> Bool {
            let utf8 = Array(text.utf8)
            return offset + utf8.count <= count && Array(bytes[offset..<(offset + utf8.count)]) == utf8
        }
        func skip(past terminator: String, from offset: Int) -> Int {
            let utf8 = Array(terminator.utf8)
            var position = offset
            while position + utf8.count <= count {
                if bytes[position] == utf8[0], Array(bytes[position..<(position + utf8.count)]) == utf8 { return position + utf8.count }
                position += 1
            }
            return count
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if starts("<!--", at: index) {
                    index = skip(past: "-->", from: index + 4)
                } else if starts("<![CDATA[", at: index) {
                    index = skip(past: "]]>", from: index + 9)
                } else if starts("<?", at: index) || starts("<!", at: index) {
                    index = skip(past: ">", from: index + 2)
                } else {
                    let end = skip(past: ">", from: index + 1)
                    let selfClosing = end >= 2 && bytes[end - 2] == UInt8(ascii: "/")
                    if !selfClosing, starts("<array", at: index) || starts("<dict", at: index) {
                        depth += 1
                        if depth > maximumDepth { return tooDeep() }
                    } else if starts("</array", at: index) || starts("</dict", at: index) {
                        depth -= 1
                    }
                    index = end
                }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return tooDeep() }
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                index += 1
            case UInt8(ascii: "\""):
                // An old-style quoted string: brackets inside it are text.
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// A walk over a binary property list's objects from the top object, every reference followed.
    private struct BinaryWalk {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int

        /// Reads the 32-byte trailer; `nil` when it is inconsistent with the file.
        init?(bytes: [UInt8]) {
            guard bytes.count >= 8 + 32 else { return nil }
            let trailer = bytes.count - 32
            self.bytes = bytes
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let objects = Self.integer(bytes, at: trailer + 8, size: 8),
                let top = Self.integer(bytes, at: trailer + 16, size: 8),
                let table = Self.integer(bytes, at: trailer + 24, size: 8),
                objects > 0, top < objects, table >= 8,
                objects <= (trailer - table) / offsetSize
            else { return nil }
            objectCount = objects
            topObject = top
            tableOffset = table
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`; `nil` outside the file or above `Int.max`.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// Counts every value reached from the top object; stops at the first limit passed.
        func run() -> Refusal? {
            var pending: [(object: Int, depth: Int)] = [(topObject, 1)]
            var visited = 0
            while let (object, depth) = pending.popLast() {
                visited += 1
                guard visited <= PropertyListBudget.maximumValueCount else { return PropertyListBudget.tooMany() }
                guard let start = Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                    start >= 8, start < tableOffset
                else { return PropertyListBudget.malformedBinary }
                let marker = bytes[start]
                let kind = marker >> 4
                // Arrays (0xA) and dictionaries (0xD) refer to other objects; sets (0xC) are refused.
                guard kind != 0xC else { return PropertyListBudget.unusualShape }
                guard kind == 0xA || kind == 0xD else { continue }
                guard depth < PropertyListBudget.maximumDepth else { return PropertyListBudget.tooDeep() }
                guard let (count, first) = length(marker, at: start), first <= tableOffset,
                    count <= (tableOffset - first) / referenceSize / (kind == 0xD ? 2 : 1)
                else { return PropertyListBudget.malformedBinary }
                let references = kind == 0xD ? count * 2 : count
                for index in 0..<references {
                    guard let reference = Self.integer(bytes, at: first + index * referenceSize, size: referenceSize),
                        reference < objectCount
                    else { return PropertyListBudget.malformedBinary }
                    // A dictionary's first `count` references are its keys: strings (0x5, 0x6, 0x7) only.
                    if kind == 0xD, index < count {
                        guard let keyStart = Self.integer(bytes, at: tableOffset + reference * offsetSize, size: offsetSize),
                            keyStart >= 8, keyStart < tableOffset
                        else { return PropertyListBudget.malformedBinary }
                        guard (0x5...0x7).contains(bytes[keyStart] >> 4) else { return PropertyListBudget.unusualShape }
                    }
                    pending.append((reference, depth + 1))
                    if pending.count + visited > PropertyListBudget.maximumValueCount { return PropertyListBudget.tooMany() }
                }
            }
            return nil
        }

        /// A container's element count and the offset of its first reference: the low nibble of
        /// `marker`, or for 0xF the integer object that follows it.
        private func length(_ marker: UInt8, at start: Int) -> (count: Int, first: Int)? {
            let nibble = Int(marker & 0x0F)
            guard nibble == 0x0F else { return (nibble, start + 1) }
            guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[start + 1] & 0x0F)
            guard size <= 8, let count = Self.integer(bytes, at: start + 2, size: size) else { return nil }
            return (count, start + 2 + size)
        }
    }
}
