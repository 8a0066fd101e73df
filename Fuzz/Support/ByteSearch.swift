/// Plain UTF-8 byte search for the oracles, which run on every output of every input: Foundation's
/// string search costs more than the code under test.
public enum ByteSearch {
    /// `true` when `text` holds `needle`.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        firstIndex(of: Array(needle.utf8), in: Array(text.utf8), from: 0) != nil
    }

    /// `text` with every occurrence of `needle` replaced by a space.
    public static func removing(_ needle: String, from text: String) -> String {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, var found = firstIndex(of: pattern, in: bytes, from: 0) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        while true {
            result += bytes[cursor..<found]
            result.append(UInt8(ascii: " "))
            cursor = found + pattern.count
            guard let next = firstIndex(of: pattern, in: bytes, from: cursor) else { break }
            found = next
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte offsets in `bytes` where `needle` starts, overlapping ones included.
    public static func offsets(of needle: String, in bytes: [UInt8]) -> [Int] {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return [] }
        var result: [Int] = []
        var cursor = 0
        while let found = firstIndex(of: pattern, in: bytes, from: cursor) {
            result.append(found)
            cursor = found + 1
        }
        return result
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        guard bytes.count - start >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
