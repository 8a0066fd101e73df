import FuzzSupport
import ProviderKitTesting
@testable import ProviderKit

/// The redaction mechanism itself, on any text: it is idempotent, never shows any part of a
/// shaped secret planted whole in the text, quotes within its limit without control characters,
/// and takes time linear in the text (libFuzzer's `-timeout`). See `RedactionCheck`. Known secrets
/// (here the text's first characters) never crash the search, whatever bytes they hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "redaction"
    let text = FuzzInput.text(data, size)
    RedactionCheck.run(text, target: target)
    let secrets = [String(text.prefix(4)), String(text.dropFirst(2).prefix(3))]
    let redactor = SecretRedactor(knownSecrets: secrets)
    let removed = redactor.removingKnownSecrets(from: text)
    // Read on raw bytes, independently of the redactor: every run of output between two
    // placeholders is a piece of the input, and none may still hold a secret of three or more characters.
    let placeholder = Array("<redacted>".utf8)
    var pieces: [[UInt8]] = [[]]
    let bytes = Array(removed.utf8)
    var index = 0
    while index < bytes.count {
        if bytes[index...].starts(with: placeholder) {
            pieces.append([])
            index += placeholder.count
        } else {
            pieces[pieces.count - 1].append(bytes[index])
            index += 1
        }
    }
    for secret in secrets where secret.count >= 3 {
        for piece in pieces {
            FuzzCheck.expect(
                !ByteSearch.contains(String(decoding: piece, as: UTF8.self), secret), target, "a known secret survived its removal")
        }
    }
    checkEncodedSecret(data, size, target: target)
    return 0
}

/// The structure-aware half: the input steers `EncodedSecretCase` (a secret nested in encodings,
/// cut by invisible characters, inside an encoded query), and `EncodedSecretOracle`, which decodes
/// with its own code, must not find it in the redacted text, its terminal line or its JSON string;
/// the terminal line holds no control character.
private func checkEncodedSecret(_ data: UnsafePointer<UInt8>, _ size: Int, target: String) {
    var generator = ByteStreamGenerator(Array(UnsafeBufferPointer(start: data, count: size)))
    let example = EncodedSecretCase(using: &generator)
    let redactor = SecretRedactor(knownSecrets: example.knownSecrets)
    let redacted = redactor.redact(example.text)
    FuzzCheck.expect(!EncodedSecretOracle.shows(example.core, in: redacted), target, "an encoded secret shown (\(example))")
    FuzzCheck.expect(redactor.redact(redacted) == redacted, target, "redaction of an encoded secret is not idempotent (\(example))")
    let line = TerminalText.line(example.text, revealingSecrets: false)
    FuzzCheck.expect(
        !line.unicodeScalars.contains { scalar in
            // Read on the scalars, by the documented list rather than the escaper's own test.
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
                || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
        }, target, "a control character reached a text line")
    if example.isCredentialShaped, example.knownSecrets.isEmpty {
        FuzzCheck.expect(!EncodedSecretOracle.shows(example.core, in: line), target, "an encoded credential shown in a text line (\(example))")
    }
    let json = JSONWriter.string(.string(redacted))
    FuzzCheck.expect(!EncodedSecretOracle.shows(example.core, in: json), target, "an encoded secret shown in JSON (\(example))")
}
