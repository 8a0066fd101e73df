import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `ByteWord`'s tests on eight bytes at once must say exactly what a look at each byte says, for
/// every byte value in every lane, among neighbours that are themselves edge values. The loops
/// run on a thread of their own (`BackgroundThread`), not on the pool the other tests share.
@Suite struct ByteWordTests {
    @Test func everyByteValueInEveryLaneAmongEdgeNeighbours() async throws {
        let (checked, mismatches) = try await BackgroundThread.result { () -> (Int, [String]) in
            var mismatches: [String] = []
            var checked = 0
            for fill: UInt8 in [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xE2, 0xFF] {
                for lane in 0..<8 {
                    for value in 0...255 {
                        var bytes = [UInt8](repeating: fill, count: 8)
                        bytes[lane] = UInt8(value)
                        let word = bytes.withUnsafeBytes { ByteWord.load($0.baseAddress!) }
                        for limit: UInt8 in [0x01, 0x20, 0x7F, 0x80] where ByteWord.hasByte(below: limit, in: word) != bytes.contains(where: { $0 < limit }) {
                            mismatches.append("below \(limit): \(bytes)")
                        }
                        for target: UInt8 in [0x00, 0x22, 0x5C, 0x7F, 0x80, 0xFF] where ByteWord.hasByte(target, in: word) != bytes.contains(target) {
                            mismatches.append("equal \(target): \(bytes)")
                        }
                        if ByteWord.hasHighByte(word) != bytes.contains(where: { $0 >= 0x80 }) { mismatches.append("high: \(bytes)") }
                        checked += 1
                    }
                }
            }
            return (checked, mismatches)
        }
        #expect(checked == 12 * 8 * 256)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// The first marked byte is the first byte that passes, whatever the bytes after it: a value
    /// in one lane, an edge value in a later or earlier lane, edge values around them.
    @Test func theFirstMarkedByteIsTheFirstByteThatPasses() async throws {
        let (checked, mismatches) = try await BackgroundThread.result { () -> (Int, [String]) in
            let fills: [UInt8] = [0x00, 0x20, 0x22, 0x80, 0xFF]
            let edges: [UInt8] = [0x00, 0x1F, 0x22, 0x5C, 0x7F, 0xFF]
            var mismatches: [String] = []
            var checked = 0
            for fill in fills {
                for lane in 0..<8 {
                    for value in 0...255 {
                        for other in 0..<8 where other != lane {
                            for otherValue in edges {
                                var bytes = [UInt8](repeating: fill, count: 8)
                                bytes[lane] = UInt8(value)
                                bytes[other] = otherValue
                                let word = bytes.withUnsafeBytes { ByteWord.load($0.baseAddress!) }
                                func check(_ name: String, _ markers: UInt64, _ passes: (UInt8) -> Bool) {
                                    let expected = bytes.firstIndex(where: passes)
                                    if (markers == 0 ? nil : ByteWord.firstMarkedByte(markers)) != expected { mismatches.append("\(name): \(bytes)") }
                                }
                                check("below 0x20", ByteWord.markers(below: 0x20, in: word)) { $0 < 0x20 }
                                check("below 0x80", ByteWord.markers(below: 0x80, in: word)) { $0 < 0x80 }
                                check("quote", ByteWord.markers(of: 0x22, in: word)) { $0 == 0x22 }
                                check("backslash", ByteWord.markers(of: 0x5C, in: word)) { $0 == 0x5C }
                                check("zero", ByteWord.markers(of: 0x00, in: word)) { $0 == 0x00 }
                                check("high", ByteWord.highMarkers(word)) { $0 >= 0x80 }
                                check(
                                    "string end",
                                    ByteWord.markers(below: 0x20, in: word) | ByteWord.markers(of: 0x22, in: word) | ByteWord.markers(of: 0x5C, in: word)
                                ) { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
                                checked += 1
                            }
                        }
                    }
                }
            }
            return (checked, mismatches)
        }
        #expect(checked == 5 * 8 * 256 * 7 * 6)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
