/// Where a journey keeps what a resume after a relaunch needs and must never be written in clear:
/// the link token (or widget URL) of the interrupted attempt and the vendor's resume values.
///
/// ProviderKit ships ``KeychainSecureStore`` (Apple platforms) and ``FileSecureStore`` (owner-only
/// files, for other platforms and tests). An app may supply its own, for example one with a
/// different Keychain access group.
///
/// ### Contract
/// - **Threading**: called on the main actor, synchronously, a few times per journey; keep each
///   call short. Implementations must be `Sendable` and safe to call from any thread.
/// - **Keys** are ProviderKit's own (`journey.<uuid>`), ASCII letters, digits, `.` and `-`.
/// - ``save(_:for:)`` creates or replaces the item; when it throws, the previous item is intact.
/// - ``secret(for:)`` returns `nil` for a missing item; a present item that cannot be read throws.
/// - ``delete(for:)`` succeeds when the item is missing (idempotent).
/// - ``allKeys()`` lists every key this store holds for ProviderKit, so items a crash left behind
///   can be removed.
/// - Values are never logged, printed or encoded in clear by the store.
public protocol LinkSecureStore: Sendable {
    /// Creates or replaces the item for `key`.
    ///
    /// - Throws: an error describing why the item could not be written.
    func save(_ secret: Secret, for key: String) throws
    /// The item for `key`, or `nil` when there is none.
    ///
    /// - Throws: an error when an item exists but cannot be read.
    func secret(for key: String) throws -> Secret?
    /// Deletes the item for `key`, if any.
    ///
    /// - Throws: an error when an existing item cannot be deleted.
    func delete(for key: String) throws
    /// Every key the store holds.
    ///
    /// - Throws: an error when the store cannot be listed.
    func allKeys() throws -> [String]
}
