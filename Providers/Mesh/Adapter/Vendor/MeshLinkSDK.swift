/// Mirrors of the Mesh Connect iOS SDK v2 (`LinkSDK` 2.0.1 – 2.0.4) types that ProviderKit calls or receives.
///
/// Every type keeps Mesh's name, field names and optionality, and the payload structs decode the
/// JSON that Mesh's own `Codable` conformances produce (the keys are the Swift property names), so
/// the glue between the real SDK and ``MeshDriver`` is a few lines: encode the real value with
/// `JSONEncoder`, decode the mirror with `JSONDecoder` (see `docs/providers/mesh.md`).
///
/// The mirrors live in this caseless namespace because their names (`Account`, `LinkPayload`,
/// `LinkConfiguration`, `LinkHandler`, …) clash with ProviderKit's core types and with the real
/// `LinkSDK` module in an app that imports both. Spell them `MeshLinkSDK.AccessTokenPayload` and
/// so on.
///
/// Two deliberate differences from the SDK:
/// - every token field (`accessToken`, `refreshToken`, the link token) is a ``/ProviderKit/Secret`` instead of
///   a `String`, so it never shows up in logs; `Secret` decodes from and (with
///   `CodingUserInfoKey.revealSecrets`) encodes to the plain JSON string, so the wire format is
///   unchanged;
/// - ``LinkHandler`` is a protocol (the SDK's is a class with no public initialiser); ProviderKit's
///   one addition, ``/ProviderKitMesh/MeshDismissalReporting/onDismissed``, is a separate protocol
///   that only the sandbox and manual handlers adopt.
public enum MeshLinkSDK {}
