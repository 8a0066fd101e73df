import Foundation

/// The three Keychain operations ``KeychainCredentialStore`` needs, on generic-password items
/// keyed only by `kSecAttrService` (as Mesh v2 stores them). `SecurityKeychain` implements them
/// with the Security framework; tests and non-Apple platforms supply their own.
///
/// ### Contract
/// - ``read(service:)`` returns `nil` when no item exists.
/// - ``write(_:service:)`` creates or replaces the item; when it throws, the previous item is intact.
/// - ``delete(service:)`` succeeds when no item exists.
package protocol KeychainPrimitives: Sendable {
    /// The item's data, or `nil` when there is none.
    func read(service: String) throws(MeshStoreError) -> Data?
    /// Creates or replaces the item.
    func write(_ data: Data, service: String) throws(MeshStoreError)
    /// Deletes the item, if any.
    func delete(service: String) throws(MeshStoreError)
}
