import Foundation

/// A value of ProviderKit's JSON wire format (`docs/wire-format.md`): a ``LinkEvent``,
/// ``LinkSuccess``, ``LinkExit``, ``LinkOutcome`` or ``LinkDiagnostic``, written as one JSON object
/// whose first member is `"kind"`.
///
/// Every encoding of a record, with this protocol's methods or with any `JSONEncoder`, prints each
/// ``Secret`` as `"<redacted>"` unless the encoder's `userInfo[.revealSecrets]` is `true`. The vendor
/// payload (``RawMetadata``) is not part of the format: it is never encoded and decodes as empty.
///
/// To hand a success to your server, send ``jsonRevealingSecrets()``: it is the one call an app
/// makes that puts tokens in clear text, so a review can search for it.
///
/// ```swift
/// case .success(let success):
///     var request = URLRequest(url: finishLinkURL)
///     request.httpMethod = "POST"
///     request.httpBody = try success.jsonRevealingSecrets()   // tokens in clear: TLS only, never log
/// ```
public protocol LinkRecord: Codable, Sendable {}

extension LinkRecord {
    /// The record as compact UTF-8 JSON, members in the documented order, every secret replaced
    /// by `"<redacted>"`: for logs, analytics and support tickets.
    ///
    /// - Throws: `EncodingError` when a value cannot be written as JSON (a non-finite number).
    public func redactedJSON() throws -> Data {
        Data(try wireText(revealingSecrets: false).utf8)
    }

    /// The record as compact UTF-8 JSON, members in the documented order, with every secret (public
    /// token, access and refresh tokens) in clear text: the body to send your own server over TLS.
    /// Never log it or store it unencrypted.
    ///
    /// - Throws: `EncodingError` when a value cannot be written as JSON (a non-finite number).
    public func jsonRevealingSecrets() throws -> Data {
        Data(try wireText(revealingSecrets: true).utf8)
    }

    /// The record's JSON text, the way `providerkit` prints it.
    package func wireText(revealingSecrets: Bool) throws -> String {
        try JSONValueEncoder(userInfo: [.revealSecrets: revealingSecrets]).encodeOrderedText(self)
    }
}
