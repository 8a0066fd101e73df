/// On-device storage of Mesh connections: the v2 SDK's `LinkStore`/`LinkStoring`, which Mesh v3
/// removed, rebuilt so apps keep their stored connections.
///
/// ### Contract
/// - Safe to call from any thread; every call is atomic with respect to the others on the same store.
/// - ``add(_:)`` de-duplicates by ``MeshLinkSDK/AccessTokenPayload/id`` (Mesh's MD5 of the broker
///   type and first account id): a payload with a known id replaces the stored one in place, so
///   reconnecting refreshes tokens without creating a second entry.
/// - Every mutating call persists before it returns (Mesh's `saveAccessTokens()` is implied).
///   A failed write throws and leaves the previous contents intact.
/// - Stored data that cannot be read is never overwritten: it is moved aside and the call throws
///   ``MeshStoreError/corrupt(location:movedTo:reason:)`` or
///   ``MeshStoreError/unreadable(location:movedTo:reason:)``; the next call starts from an empty store.
/// - Call Mesh's "Remove connection" API (`DELETE /api/v1/account`) from your server before
///   ``remove(id:)``, as the v2 README requires.
/// - Every method throws a ``MeshStoreError`` (the built-in stores throw nothing else); an app's
///   own store may throw its own errors, which the adapter reports as a diagnostic.
public protocol MeshCredentialStore: AnyObject, Sendable {
    /// The stored connections, in the order they were first added (`LinkStore.accessTokens`).
    ///
    /// - Throws: a ``MeshStoreError`` when the stored data cannot be read.
    func list() throws -> [MeshLinkSDK.AccessTokenPayload]

    /// Adds a connection, replacing a stored one with the same id (`LinkStore.add(accessToken:)`).
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    func add(_ accessToken: MeshLinkSDK.AccessTokenPayload) throws -> MeshStoreChange

    /// Removes the connection with `id` (`LinkStore.remove(accessToken:)`).
    ///
    /// - Returns: the removed payload, or `nil` when no payload had that id.
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    func remove(id: String) throws -> MeshLinkSDK.AccessTokenPayload?

    /// Replaces every stored connection with `accessTokens`, for example after editing fields
    /// (`LinkStore.accessTokens = …; saveAccessTokens()`). Later duplicates of an id are dropped.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be written.
    func save(_ accessTokens: [MeshLinkSDK.AccessTokenPayload]) throws
}

extension MeshCredentialStore {
    /// Removes `accessToken`'s connection, matched by id.
    ///
    /// - Throws: what ``remove(id:)`` throws.
    @discardableResult
    public func remove(_ accessToken: MeshLinkSDK.AccessTokenPayload) throws -> MeshLinkSDK.AccessTokenPayload?
    {
        try remove(id: accessToken.id)
    }
}
