/// The vendor's own payload, kept unchanged for support and debugging, with tokens hidden.
///
/// Vendors put credentials inside their metadata (Plaid's `public_token` in `metadataJSON`, Mesh's
/// `accessToken` inside every account token). `RawMetadata` stores the payload as received, and
/// every way of looking at it (`description`, `dump`, `Encodable`, ``redacted``) goes through
/// ``SecretRedactor``: the values of credential members, as decided by
/// `SecretKeyClassifier`, and token-shaped strings anywhere become ``Secret/redactedPlaceholder``.
/// ``revealed()`` returns the payload untouched.
///
/// Adapters may hand over the vendor's own value instead of JSON (`init(deferred:_:)`): it is
/// turned into JSON only when someone looks, which most apps and `providerkit replay` never do,
/// so mapping a callback does not pay for it. Every look builds it again from the kept value.
public struct RawMetadata: Sendable, Hashable {
    private let storage: Storage

    private enum Storage: Sendable {
        case value(LinkJSONValue)
        case deferred(any DeferredRawMetadata)
    }

    /// An empty payload (`null`).
    public static let empty = RawMetadata(.null)

    /// Wraps a vendor payload.
    public init(_ value: LinkJSONValue) {
        self.storage = .value(value)
    }

    /// Wraps a Foundation object such as a legacy SDK's `[String: Any]` metadata (which may hold `NSNull`).
    public init(foundationObject: Any?) {
        self.storage = .value(LinkJSONValue(foundationObject: foundationObject))
    }

    /// Keeps `payload` and builds the JSON with `json` each time the metadata is read.
    ///
    /// `json` must be a pure function of `payload`. Pass a function that captures nothing (a
    /// static method or a closure that only uses its argument), so keeping the payload costs one
    /// allocation.
    package init<Payload: Sendable>(deferred payload: Payload, _ json: @escaping @Sendable (Payload) -> LinkJSONValue) {
        self.storage = .deferred(DeferredPayload(payload: payload, json: json))
    }

    /// The payload, built now if it was deferred.
    private var value: LinkJSONValue {
        switch storage {
        case .value(let value): return value
        case .deferred(let deferred): return deferred.json()
        }
    }

    /// Equal when the payloads are equal.
    public static func == (lhs: RawMetadata, rhs: RawMetadata) -> Bool { lhs.value == rhs.value }

    /// Hashes the payload.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// The payload with every credential member's value replaced by the placeholder.
    public var redacted: LinkJSONValue { Self.redact(value) }

    /// The payload exactly as the vendor sent it, credentials included.
    public func revealed() -> LinkJSONValue { value }

    /// `true` when the vendor sent nothing (`null`).
    public var isEmpty: Bool { value.isNull }

    /// The redacted value under `key`, for quick look-ups in support tooling.
    public subscript(key: String) -> LinkJSONValue? { redacted[key] }

    /// Replaces the value of every credential member, at any depth, and every token-shaped
    /// string with the placeholder (``SecretRedactor/standard``).
    ///
    /// Under a credential member, every string and number is a credential (`"tokens": ["…"]`),
    /// while objects inside keep their other members so account details stay readable
    /// (`"accountTokens": [{"account": {…}, "accessToken": "<redacted>"}]`).
    public static func redact(_ value: LinkJSONValue) -> LinkJSONValue {
        SecretRedactor.standard.redact(json: value)
    }
}

extension RawMetadata: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The redacted payload as compact JSON.
    public var description: String { JSONWriter.string(redacted) }
    /// `RawMetadata(<redacted JSON>)`.
    public var debugDescription: String { "RawMetadata(\(description))" }
    /// A mirror that shows only the redacted JSON text.
    public var customMirror: Mirror { Mirror(self, children: ["json": description], displayStyle: .struct) }
}

extension RawMetadata: Codable {
    /// Decodes any JSON value.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        self.init(try LinkJSONValue(from: decoder))
    }

    /// Encodes the redacted payload, or the original when `userInfo[.revealSecrets]` is `true`.
    ///
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        let reveal = (encoder.userInfo[.revealSecrets] as? Bool) ?? false
        try (reveal ? value : redacted).encode(to: encoder)
    }
}

/// A payload kept as the vendor sent it, turned into JSON on each read.
///
/// Not `AnyObject`, although only a class conforms: with a class-bound existential here, Swift
/// 6.3.1's optimizer crashes (CopyPropagation, "Found outside of lifetime use") compiling a release
/// build of code that switches over a `LinkExit`'s reason, such as the `providerkit` CLI.
private protocol DeferredRawMetadata: Sendable {
    func json() -> LinkJSONValue
}

private final class DeferredPayload<Payload: Sendable>: DeferredRawMetadata {
    let payload: Payload
    let makeJSON: @Sendable (Payload) -> LinkJSONValue

    init(payload: Payload, json: @escaping @Sendable (Payload) -> LinkJSONValue) {
        self.payload = payload
        self.makeJSON = json
    }

    func json() -> LinkJSONValue { makeJSON(payload) }
}
