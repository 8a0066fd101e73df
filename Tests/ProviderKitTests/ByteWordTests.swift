import Testing

@testable import ProviderKit

/// `ByteWord`'s tests on eight bytes at once must say exactly what a look at each byte says, for
/// every byte value in every lane, among neighbours that are themselves edge values.
@Suite struct ByteWordTests {
    @Test func everyByteValueInEveryLaneAmongEdgeNeighbours() {
        var mismatches: [String] = []
        var checked = 0
        for fill: UInt8 in [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xE2, 0xFF] {
            for lane in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[lane] = UInt8(value)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
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
        #expect(checked == 12 * 8 * 256)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
