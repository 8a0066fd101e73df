/// An independent reading of a URL's percent-escapes, on its raw bytes, for the fuzz oracles of
/// issue 29's class 1: it never goes through `URLComponents` or `StrictURL`, whose decoded fields
/// are what the targets check.
public enum RawEscapes {
    /// `true` when `text` holds a `%` not followed by two hex digits, or when its escapes decode
    /// to bytes that are not UTF-8 (the escaped bytes with the rest of the text, which is enough:
    /// every separator between a URL's parts is ASCII, so a part that does not decode makes the
    /// whole text fail to decode, and the reverse).
    public static func areUnreadable(in text: String) -> Bool {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else {
                return true
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return String(validating: decoded, as: UTF8.self) == nil
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
