import FuzzSupport
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
    return 0
}
