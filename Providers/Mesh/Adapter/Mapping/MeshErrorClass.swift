/// The classes `integrationConnectionError` messages fall into. Mesh sends only free text
/// (`payload.errorMessage`), so the adapter classifies it by phrase; each class has a stable code
/// that is the error table key's `code` under the type `integrationConnectionError`.
///
/// The phrases are ProviderKit's assumptions (Mesh does not publish its messages; see
/// `docs/providers/mesh.md`). A message that matches no class maps to
/// ``/ProviderKit/LinkError/Code/unknown`` and keeps its text.
package struct MeshErrorClass: Sendable, Hashable {
    /// The stable class code, for example `invalidCredentials`.
    package var code: String
    /// Lowercase phrases; a message belongs to the class when it contains one of them between
    /// word boundaries.
    package var phrases: [String] {
        didSet { phraseScalars = phrases.map { Array($0.unicodeScalars) } }
    }
    /// A message Mesh could plausibly send for the class, used by the sandbox and the probe.
    package var sampleMessage: String

    /// Creates a class.
    package init(code: String, phrases: [String], sampleMessage: String) {
        self.code = code
        self.phrases = phrases
        self.phraseScalars = phrases.map { Array($0.unicodeScalars) }
        self.sampleMessage = sampleMessage
    }

    /// `true` when `message` contains one of ``phrases`` between word boundaries (case-insensitive).
    package func matches(_ message: String) -> Bool {
        matches(lowercasedScalars: Array(message.lowercased().unicodeScalars))
    }

    /// ``matches(_:)`` for a message already lowercased and split into scalars, so classifying a
    /// message against every class does that once.
    func matches(lowercasedScalars lowered: [Unicode.Scalar]) -> Bool {
        phraseScalars.contains { Self.contains(lowered, phrase: $0) }
    }

    /// ``phrases`` as scalars, split once.
    private var phraseScalars: [[Unicode.Scalar]]

    private static func contains(_ text: [Unicode.Scalar], phrase: [Unicode.Scalar]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= text.count else { return false }
        for start in 0...(text.count - phrase.count) where text[start..<(start + phrase.count)].elementsEqual(phrase) {
            let before = start == 0 || !isWordCharacter(text[start - 1])
            let end = start + phrase.count
            let after = end == text.count || !isWordCharacter(text[end])
            if before && after { return true }
        }
        return false
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
