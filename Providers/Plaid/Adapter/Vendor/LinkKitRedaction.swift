import ProviderKit

// The LinkKit mirrors keep tokens as plain `String`s, because they must have LinkKit's shapes and
// encode to LinkKit's own JSON for the glue. What they print is another matter: `description`,
// `debugDescription` and `dump` of every mirror that holds a token (the public token, the link
// token of a configuration, the raw `metadataJSON` that repeats the public token) show
// `Secret.redactedPlaceholder` instead, so logging a vendor payload never leaks a credential.

extension PlaidLinkKit.LinkSuccess: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The success with its public token redacted.
    public var description: String {
        "LinkSuccess(publicToken: \(Secret.redactedPlaceholder), metadata: \(metadata))"
    }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror whose public token is redacted.
    public var customMirror: Mirror {
        Mirror(self, children: ["publicToken": Secret.redactedPlaceholder, "metadata": metadata], displayStyle: .struct)
    }
}

extension PlaidLinkKit.SuccessMetadata: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The metadata, with `metadataJSON` shown redacted (it repeats the public token).
    package var description: String {
        "SuccessMetadata(institution: \(institution), accounts: \(accounts), linkSessionID: \(linkSessionID), metadataJSON: \(LinkKitRedaction.redacted(metadataJSON)))"
    }
    /// Same as ``description``.
    package var debugDescription: String { description }
    /// A mirror whose `metadataJSON` is redacted.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "institution": institution, "accounts": accounts, "linkSessionID": linkSessionID,
                "metadataJSON": LinkKitRedaction.redacted(metadataJSON),
            ], displayStyle: .struct)
    }
}

extension PlaidLinkKit.LinkTokenConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `LinkTokenConfiguration(token: <redacted>)`.
    public var description: String { "LinkTokenConfiguration(token: \(Secret.redactedPlaceholder))" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror showing only the redacted token.
    public var customMirror: Mirror { Mirror(self, children: ["token": Secret.redactedPlaceholder], displayStyle: .struct) }
}

extension PlaidLinkKit.LayerTokenConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `LayerTokenConfiguration(token: <redacted>)`.
    public var description: String { "LayerTokenConfiguration(token: \(Secret.redactedPlaceholder))" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror showing only the redacted token.
    public var customMirror: Mirror { Mirror(self, children: ["token": Secret.redactedPlaceholder], displayStyle: .struct) }
}

extension PlaidLinkKit.EmbeddedLinkTokenConfiguration: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// `EmbeddedLinkTokenConfiguration(token: <redacted>)`.
    public var description: String { "EmbeddedLinkTokenConfiguration(token: \(Secret.redactedPlaceholder))" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror showing only the redacted token.
    public var customMirror: Mirror { Mirror(self, children: ["token": Secret.redactedPlaceholder], displayStyle: .struct) }
}

/// Shows raw `metadataJSON` text with its credential members redacted.
package enum LinkKitRedaction {
    package static func redacted(_ metadataJSON: PlaidLinkKit.RawJSONMetadata?) -> String {
        guard let text = metadataJSON else { return "nil" }
        guard let json = try? LinkJSONValue(parsing: text) else { return "<unparseable JSON text, \(text.count) characters>" }
        return RawMetadata(json).description
    }
}
