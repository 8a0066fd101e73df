import Foundation
import ProviderKit
import ProviderKitTesting

/// The redaction target's invariants, for any redactor (the self-test feeds it a leaking one):
/// redaction is idempotent, never shows any part of a shaped secret planted whole in the text,
/// quotes within its limit without control characters, and redacts URLs by structure.
public enum RedactionCheck {
    /// What is checked: the three faces of the one redaction mechanism.
    public struct Redactor: Sendable {
        /// Redacts free text.
        public var redact: @Sendable (String) -> String
        /// Quotes input text for a message, cut to a limit.
        public var quote: @Sendable (String, Int) -> String
        /// Redacts a URL.
        public var redactURL: @Sendable (String) -> String

        /// A redactor made of the three functions.
        public init(
            redact: @escaping @Sendable (String) -> String, quote: @escaping @Sendable (String, Int) -> String,
            redactURL: @escaping @Sendable (String) -> String
        ) {
            self.redact = redact
            self.quote = quote
            self.redactURL = redactURL
        }

        /// The project's one redactor.
        public static let standard = Redactor(
            redact: { SecretRedactor.standard.redact($0) },
            quote: { SecretRedactor.standard.quote($0, limit: $1) },
            redactURL: { SecretRedactor.standard.redact(url: $0) })
    }

    /// Checks `text` through `redactor`, reporting violations as `target`.
    public static func run(_ text: String, redactor: Redactor = .standard, target: String) {
        let redacted = redactor.redact(text)
        FuzzCheck.expect(redactor.redact(redacted) == redacted, target, "redaction is not idempotent: \(redacted.prefix(300))")
        for canary in PlantedSecret.shaped where ByteSearch.contains(text, canary.value) {
            // Damaged copies elsewhere in the text are no longer the canary's shape and may stay;
            // without them, no part of the canary may remain.
            let damagedCopies = canary.leaks(in: ByteSearch.removing(canary.value, from: text))
            let shown = damagedCopies ? ByteSearch.contains(redacted, canary.value) : canary.leaks(in: redacted)
            FuzzCheck.expect(!shown, target, "\(canary) shown: \(redacted.prefix(400))")
        }
        let quoted = redactor.quote(text, 40)
        FuzzCheck.expect(quoted.count <= 41, target, "a quote longer than its limit")
        FuzzCheck.expect(
            !quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, target,
            "a quote with a control character")
        if let url = URL(string: text) {
            let shown = redactor.redactURL(url.absoluteString)
            for canary in PlantedSecret.shaped where url.absoluteString.contains(canary.value) {
                FuzzCheck.expect(!shown.contains(canary.value), target, "\(canary) shown in a redacted URL: \(shown.prefix(400))")
            }
        }
    }
}
