/// How a record writes text a vendor supplied (names, masks, ids): as given when the encoder
/// reveals secrets (`--show-secrets`, the journal), otherwise through
/// ``SecretRedactor/redactShapes(_:)``, so a credential inside display text is never printed.
struct VendorText {
    private let reveal: Bool

    /// The rule for `encoder`, read from its `userInfo[.revealSecrets]`.
    init(encoder: any Encoder) {
        reveal = (encoder.userInfo[.revealSecrets] as? Bool) ?? false
    }

    /// The rule for a writer that reveals secrets or not.
    init(reveal: Bool) {
        self.reveal = reveal
    }

    /// `text` as the record writes it.
    func callAsFunction(_ text: String?) -> String? {
        guard let text, !reveal else { return text }
        return SecretRedactor.standard.redactShapes(text)
    }
}
