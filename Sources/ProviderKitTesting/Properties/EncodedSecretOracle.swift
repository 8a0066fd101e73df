/// Decides whether an output shows a secret in any encoding, without the redactor's code: its own
/// small decoder reads the output as given, with escapes a terminal printer writes
/// (`\u{1B}`, `\n`) and invisible characters taken out, and percent-decoded (with and without `+`
/// as a space) up to ``decodingPasses`` times, more than the redactor decodes, so a secret it
/// should have hidden whole is still seen. The output shows the secret when any reading holds
/// ``PlantedSecret/leakWindow`` consecutive bytes of its core (all of it, when shorter).
public enum EncodedSecretOracle {
    /// How often the oracle percent-decodes an output.
    public static let decodingPasses = 8

    /// `true` when `output` shows `core` in any reading.
    public static func shows(_ core: String, in output: String) -> Bool {
        let index = LeakIndex(secret: Array(core.utf8), window: PlantedSecret.leakWindow)
        return readings(of: output).contains { reading in reading.withUnsafeBufferPointer { index.isFound(in: $0) } }
    }

    /// Every reading of `output` the oracle searches.
    static func readings(of output: String) -> [[UInt8]] {
        let plain = Array(output.utf8)
        let visible = withoutInvisibles(withoutPrintedEscapes(plain))
        var readings = [plain, visible]
        for form in [false, true] {
            var current = visible
            for _ in 0..<decodingPasses {
                let next = withoutInvisibles(percentDecoded(current, form: form))
                if next == current { break }
                readings.append(next)
                current = next
            }
        }
        return readings
    }

    /// The bytes without the escapes a terminal printer writes for controls: `\t`, `\n`, `\r`, `\u{…}`.
    package static func withoutPrintedEscapes(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "t") || next == UInt8(ascii: "n") || next == UInt8(ascii: "r") {
                    index += 2
                    continue
                }
                if next == UInt8(ascii: "u"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "{"),
                    let close = bytes[(index + 3)...].prefix(7).firstIndex(of: UInt8(ascii: "}"))
                {
                    index = close + 1
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return output
    }

    /// The bytes without controls, format characters and replacement characters, decoded as UTF-8
    /// scalar by scalar (bytes that are not UTF-8 stay as they are).
    package static func withoutInvisibles(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var output: [UInt8] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let invisible =
                value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD || (0x200B...0x200F).contains(value)
                || (0x2028...0x202E).contains(value) || (0x2060...0x2069).contains(value) || value == 0xFEFF || value == 0xFFFD
            if !invisible { output += Array(String(scalar).utf8) }
        }
        return output
    }

    /// One pass of percent-decoding; with `form`, `+` is a space.
    static func percentDecoded(_ bytes: [UInt8], form: Bool) -> [UInt8] {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(form && bytes[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : bytes[index])
                index += 1
            }
        }
        return output
    }
}
