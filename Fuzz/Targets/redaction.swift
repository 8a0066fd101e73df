import FuzzSupport
@testable import ProviderKit

/// The redaction mechanism itself, on any text: it is idempotent, never shows any part of a
/// shaped secret planted whole in the text, quotes within its limit without control characters,
/// and takes time linear in the text (libFuzzer's `-timeout`). See `RedactionCheck`. Its byte
/// shortcuts change nothing: the scanner gives the same text with and without them, and known
/// secrets (here the text's first characters) leave it exactly as Foundation's search and replace
/// takes them out (for secrets without U+0000, on which Foundation itself traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "redaction"
    let text = FuzzInput.text(data, size)
    RedactionCheck.run(text, target: target)
    for opaque in [true, false] {
        FuzzCheck.expect(
            TextRedactionScanner.redact(text, opaque: opaque).utf8
                .elementsEqual(TextRedactionScanner.redact(text, opaque: opaque, shortcuts: false).utf8),
            target, "the scanner's shortcuts change what it hides (opaque: \(opaque))")
    }
    let secrets = [String(text.prefix(4)), String(text.dropFirst(2).prefix(3))]
    let redactor = SecretRedactor(knownSecrets: secrets)
    // Foundation's reference traps on a secret holding U+0000; the redactor finds those by bytes.
    guard !secrets.contains(where: { $0.utf8.contains(0) }) else {
        _ = redactor.removingKnownSecrets(from: text)
        return 0
    }
    FuzzCheck.expect(
        redactor.removingKnownSecrets(from: text).utf8.elementsEqual(redactor.removingKnownSecretsWithFoundation(from: text).utf8),
        target,
        "known secrets taken out by bytes differ from Foundation's")
    return 0
}
