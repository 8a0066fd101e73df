import Foundation

/// A credential (link token, public token, access or refresh token) that never shows itself by accident.
///
/// `description`, `debugDescription`, `dump`, string interpolation, Mirror-based loggers and the
/// default `Encodable` output all print ``Secret/redactedPlaceholder``. The only ways to read the
/// value are ``reveal()`` and encoding with ``Swift/CodingUserInfoKey/revealSecrets`` set to `true`, so a
/// leak always goes through a call a reviewer can search for.
///
/// Decoding accepts the plain string. It refuses the placeholder itself, so a redacted dump can
/// never be read back as if it were a credential and overwrite a real one.
public struct Secret: Sendable, Hashable {
    /// The text printed in place of every secret: `<redacted>`.
    public static let redactedPlaceholder = "<redacted>"

    private let value: String

    /// Wraps a credential.
    public init(_ value: String) {
        self.value = value
    }

    /// The credential itself. Call this only where the value leaves the process on purpose: the
    /// request to your server, the Keychain, or output the user asked to reveal.
    public func reveal() -> String { value }

    /// `true` when the wrapped string is empty.
    public var isEmpty: Bool { value.isEmpty }

    /// The placeholder, or the value when `reveal` is `true`.
    public func text(revealed reveal: Bool) -> String {
        reveal ? value : Self.redactedPlaceholder
    }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable,
    CustomLeafReflectable
{
    /// Always ``redactedPlaceholder``.
    public var description: String { Self.redactedPlaceholder }
    /// Always `Secret(<redacted>)`.
    public var debugDescription: String { "Secret(\(Self.redactedPlaceholder))" }
    /// A mirror with no children, so `dump` and reflection-based loggers see only the placeholder.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension CodingUserInfoKey {
    /// Set this key to `true` in an encoder's `userInfo` to encode ``Secret`` values in the clear.
    /// Credential stores use it; nothing else in ProviderKit does.
    public static let revealSecrets = CodingUserInfoKey(rawValue: "ProviderKit.revealSecrets")!
}

extension Secret: Codable {
    /// Decodes a secret from a JSON string. Rejects ``redactedPlaceholder``.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text != Self.redactedPlaceholder else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "The value is the redaction placeholder, not a credential; it was written without revealing secrets.")
        }
        self.value = text
    }

    /// Encodes the placeholder, or the value when the encoder's `userInfo[.revealSecrets]` is `true`.
    ///
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let reveal = (encoder.userInfo[.revealSecrets] as? Bool) ?? false
        try container.encode(text(revealed: reveal))
    }
}
