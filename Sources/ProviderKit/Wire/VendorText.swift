/// How a record writes text a vendor supplied (names, masks, ids, types, event names, codes): as given when the encoder
/// reveals secrets (`--show-secrets`, the journal), otherwise through
/// ``SecretRedactor/redactShapes(_:)``, so a credential inside display text is never printed.
package struct VendorText {
    private let reveal: Bool

    /// `true` when text is written as given (`--show-secrets`, the journal).
    package var reveals: Bool { reveal }

    /// The rule for `encoder`, read from its `userInfo[.revealSecrets]`.
    package init(encoder: any Encoder) {
        reveal = (encoder.userInfo[.revealSecrets] as? Bool) ?? false
    }

    /// The rule for a writer that reveals secrets or not.
    package init(reveal: Bool) {
        self.reveal = reveal
    }

    /// `text` as the record writes it.
    package func callAsFunction(_ text: String?) -> String? {
        guard let text else { return nil }
        return self(text)
    }

    /// `text` as the record writes it.
    package func callAsFunction(_ text: String) -> String {
        reveal ? text : SecretRedactor.standard.redactShapes(text)
    }
}
