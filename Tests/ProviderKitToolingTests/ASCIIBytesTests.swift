import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// The word-at-a-time scan for printable ASCII must stop exactly where a look at each byte stops:
/// every byte value, in every position of texts shorter and longer than a word, from every start.
@Suite struct ASCIIBytesTests {
    @Test func printableRunEndStopsAtTheFirstByteThatIsNotPrintableASCII() async throws {
        let (checked, mismatches) = try await BackgroundThread.result { () -> (Int, [String]) in
            var checked = 0
            var mismatches: [String] = []
            for length in [1, 7, 8, 9, 17] {
                for position in 0..<length {
                    for value in 0...255 {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        bytes[position] = UInt8(value)
                        for start in [0, 1, position] where start <= length {
                            let expected = (start..<length).first { bytes[$0] < 0x20 || bytes[$0] >= 0x7F } ?? length
                            let found = bytes.withUnsafeBufferPointer { ASCIIBytes.printableRunEnd($0, from: start) }
                            if found != expected { mismatches.append("\(bytes) from \(start): \(found), not \(expected)") }
                            checked += 1
                        }
                    }
                }
            }
            return (checked, mismatches)
        }
        #expect(checked > 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test func theLengthsDecideBeforeTheBytes() {
        let host = "institution-connect-sb.meld.io"
        var bytes = Array(host.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            let view = UnsafeBufferPointer(buffer)
            #expect(ASCIIBytes.equalsIgnoringCase(view, host))
            #expect(!ASCIIBytes.equalsIgnoringCase(view, host + "."))
            #expect(!ASCIIBytes.equalsIgnoringCase(UnsafeBufferPointer(rebasing: view.dropLast()), host))
            buffer[0] = UInt8(ascii: "I")
            #expect(ASCIIBytes.equalsIgnoringCase(UnsafeBufferPointer(buffer), host))
        }
    }
}
