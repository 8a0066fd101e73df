import Foundation
import ProviderKit
import Testing

/// The key and signature formats the Ed25519 check reads: checked here on every platform, since
/// CryptoKit itself exists only on Apple platforms.
@Suite struct Ed25519KeyFormatTests {
    /// RFC 8032's first test key, raw.
    static let raw = Data([
        0xd7, 0x5a, 0x98, 0x01, 0x82, 0xb1, 0x0a, 0xb7, 0xd5, 0x4b, 0xfe, 0xd3, 0xc9, 0x64, 0x07, 0x3a,
        0x0e, 0xe1, 0x72, 0xf3, 0xda, 0xa6, 0x23, 0x25, 0xaf, 0x02, 0x1a, 0x68, 0xf7, 0x07, 0x51, 0x1a,
    ])

    @Test func rawDERAndPEMKeysGiveTheSameBytes() {
        let der = Data([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]) + Self.raw
        let pem = "-----BEGIN PUBLIC KEY-----\n\(der.base64EncodedString())\n-----END PUBLIC KEY-----\n"
        #expect(Ed25519KeyFormat.publicKey(from: Self.raw.base64EncodedString()) == Self.raw)
        #expect(Ed25519KeyFormat.publicKey(from: der.base64EncodedString()) == Self.raw)
        #expect(Ed25519KeyFormat.publicKey(from: pem) == Self.raw)
    }

    /// A key `openssl pkey -pubout` wrote (docs/remote-configuration.md): PEM and its base64 line.
    @Test func opensslsPublicKeyIsRead() throws {
        let pem = "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEApplo6/teS3xFonWMDmK//QOwUvUHBosVgKpCkNLVrMk=\n-----END PUBLIC KEY-----\n"
        let key = try #require(Ed25519KeyFormat.publicKey(from: pem))
        #expect(key.count == 32)
        #expect(key == Data(base64Encoded: "MCowBQYDK2VwAyEApplo6/teS3xFonWMDmK//QOwUvUHBosVgKpCkNLVrMk=")?.suffix(32))
        #expect(Ed25519KeyFormat.publicKey(from: "MCowBQYDK2VwAyEApplo6/teS3xFonWMDmK//QOwUvUHBosVgKpCkNLVrMk=") == key)
    }

    @Test func anythingElseIsRefused() {
        var otherAlgorithm = Data([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x71, 0x03, 0x21, 0x00]) + Self.raw
        #expect(Ed25519KeyFormat.publicKey(from: otherAlgorithm.base64EncodedString()) == nil)
        otherAlgorithm = Self.raw.prefix(31)
        #expect(Ed25519KeyFormat.publicKey(from: otherAlgorithm.base64EncodedString()) == nil)
        #expect(Ed25519KeyFormat.publicKey(from: "not base64!") == nil)
        #expect(Ed25519KeyFormat.publicKey(from: "-----BEGIN PUBLIC KEY-----\n\(Self.raw.base64EncodedString())") == nil)
    }

    @Test func signaturesAreRawOrBase64SixtyFourBytes() {
        let signature = Data((0..<64).map { UInt8($0) })
        #expect(Ed25519KeyFormat.signature(from: signature) == signature)
        #expect(Ed25519KeyFormat.signature(from: Data((signature.base64EncodedString() + "\n").utf8)) == signature)
        #expect(Ed25519KeyFormat.signature(from: signature.prefix(63)) == nil)
        #expect(Ed25519KeyFormat.signature(from: Data(signature.prefix(40).base64EncodedString().utf8)) == nil)
    }

    @Test func theDefaultSignatureURLIsTheFileURLWithSig() {
        let check = ReversedBytesCheck()
        #expect(check.signatureURL(forFileAt: URL(string: "https://cdn.example.com/app/providers.json")!)?.absoluteString
            == "https://cdn.example.com/app/providers.json.sig")
        #expect(check.signatureURL(forFileAt: URL(string: "https://cdn.example.com/providers.json?v=2")!) == nil)
    }
}
