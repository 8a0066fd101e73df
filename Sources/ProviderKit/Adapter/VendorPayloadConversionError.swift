import Foundation

/// A vendor SDK payload that did not convert into ProviderKit's mirror of it.
///
/// Glue converts an SDK's `Codable` payload by encoding it and decoding the adapter's mirror. When
/// that fails (an SDK release changed its JSON), the adapter reports this error instead of
/// dropping the callback, so a lost success or exit never passes silently. The reason names the key
/// path, never a value, so no token leaks into it.
public struct VendorPayloadConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The SDK callback that carried the payload, for example `onSuccess`.
    public let callback: String
    /// The mirror type that could not be decoded, for example `LinkSuccess`.
    public let mirrorType: String
    /// What went wrong, with the key path: `metadata.accounts[0].subtype: expected a string; …`.
    public let reason: String

    /// Creates an error.
    public init(callback: String, mirrorType: String, reason: String) {
        self.callback = callback
        self.mirrorType = mirrorType
        self.reason = reason
    }

    /// `onSuccess: the payload did not convert to LinkSuccess (<reason>)`.
    public var description: String {
        "\(callback): the payload did not convert to \(mirrorType) (\(reason))"
    }
}
