import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// The buffer holds exactly what was appended, in order, across every growth, and writes what
/// the array writers write.
@Suite struct JSONTextBufferTests {
    @Test func holdsWhatWasAppendedAcrossGrowthAsAnArrayWould() {
        var buffer = JSONTextBuffer()
        var reference: [UInt8] = []
        var generator = UInt64(0x5EED_0000_0000_B0FF)
        // Appends of 0 to 700 bytes (past the first capacity, and past several doublings).
        for round in 0..<400 {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(generator >> 33) % 701
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &+ round) }
            switch round % 3 {
            case 0: bytes.withUnsafeBufferPointer { buffer.append($0) }
            case 1: buffer.append(bytes)
            default: bytes.forEach { buffer.append($0) }
            }
            buffer.append(",")
            reference += bytes + [UInt8(ascii: ",")]
            #expect(buffer.count == reference.count)
        }
        // Compared here, not in the expectation, so that a failure does not print two long arrays.
        let held = buffer.bytes
        let firstDifference = (0..<min(held.count, reference.count)).first { held[$0] != reference[$0] }
        #expect(held.count == reference.count && firstDifference == nil, "first difference at \(firstDifference ?? -1)")
        buffer.removeAll()
        #expect(buffer.count == 0 && buffer.bytes.isEmpty)
        buffer.append("after")
        #expect(buffer.bytes == Array("after".utf8))
    }

    @Test func anEmptyBufferHasNoBytes() {
        let buffer = JSONTextBuffer()
        #expect(buffer.withBytes { $0.count } == 0)
        #expect(buffer.bytes.isEmpty)
    }

    /// Strings, numbers and values written into the buffer are the array writers' text, for
    /// text that needs every kind of escape at every offset.
    @Test func theWritersWriteTheSameIntoABufferAsIntoAnArray() {
        let pieces = ["", "a", "plain text of some length", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{7F}", "é", "\u{2028}", "\u{2029}", "😀", "\u{E2}"]
        var texts: [String] = []
        for piece in pieces {
            for offset in 0..<17 { texts.append(String(repeating: "x", count: offset) + piece + String(repeating: "y", count: 16 - offset)) }
        }
        for text in texts {
            var buffer = JSONTextBuffer()
            var array: [UInt8] = []
            JSONWriter.writeString(text, into: &buffer)
            JSONWriter.writeString(text, into: &array)
            #expect(buffer.bytes == array, "\(text.debugDescription)")
        }
        let values: [LinkJSONValue] = [
            .null, .bool(true), .number(-12), .number(1.5), .number(.infinity), .number(1e16), .string("q\"uote"),
            .array([.string("a"), .number(2), .null]), .object(["b": .string("\u{2028}"), "a": .array([]), "c": .object([:])]),
        ]
        for value in values {
            var buffer = JSONTextBuffer()
            var array: [UInt8] = []
            JSONWriter.write(value, into: &buffer)
            JSONWriter.write(value, into: &array)
            #expect(buffer.bytes == array, "\(value)")
        }
    }
}
