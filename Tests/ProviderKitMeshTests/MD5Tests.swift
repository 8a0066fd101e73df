import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct MD5Tests {
    /// RFC 1321, appendix A.5.
    static let vectors: [(String, String)] = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
    ]

    @Test(arguments: vectors)
    func rfc1321Vectors(input: String, expected: String) {
        #expect(MD5.hexDigest(of: input) == expected)
    }

    @Test func blockBoundaries() {
        // Lengths around the 56- and 64-byte padding boundaries, checked against known digests.
        #expect(MD5.hexDigest(of: String(repeating: "a", count: 55)) == "ef1772b6dff9a122358552954ad0df65")
        #expect(MD5.hexDigest(of: String(repeating: "a", count: 56)) == "3b0c8ac703f828b04c6c197006d17218")
        #expect(MD5.hexDigest(of: String(repeating: "a", count: 64)) == "014842d480b571495a4a0363793f7367")
        #expect(MD5.hexDigest(of: "The quick brown fox jumps over the lazy dog") == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(MD5.hexDigest(of: "é") == "66ddcd97cfdeabb2f6fb8a999b4bc76f")
    }

    @Test func payloadIDIsMD5OfBrokerTypeAndFirstAccountID() {
        let payload = Samples.payload(broker: "robinhood", account: "acc-1")
        #expect(payload.id == MD5.hexDigest(of: "robinhoodacc-1"))
        var empty = payload
        empty.accountTokens = []
        #expect(empty.id == MD5.hexDigest(of: "robinhood"))
        // Only the first account counts.
        var two = payload
        two.accountTokens.append(Samples.payload(account: "acc-2").accountTokens[0])
        #expect(two.id == payload.id)
    }
}
