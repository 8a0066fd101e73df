/// What ``MeshCredentialStore/add(_:)`` did.
public enum MeshStoreChange: String, Sendable, Hashable, CaseIterable {
    /// The payload was new and was appended.
    case added
    /// A payload with the same ``MeshLinkSDK/AccessTokenPayload/id`` existed and was replaced in place.
    case replaced
}
