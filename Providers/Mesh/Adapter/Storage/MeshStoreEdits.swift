/// The list edits every store shares, so they de-duplicate identically.
///
/// A store that holds the same connection id more than once (written by hand, or by an older
/// version) is cleaned by the first edit that names the id: ``add(_:to:)`` keeps one entry for
/// it, the new one, where the first was; ``remove(id:from:)`` removes every entry with it.
enum MeshStoreEdits {
    /// One read-modify-write, run by a store holding its lock: loads the list, applies `edit`, and
    /// writes the list back when `writes` says the edit's result needs it.
    static func update<T>(
        load: () throws(MeshStoreError) -> [MeshLinkSDK.AccessTokenPayload],
        write: ([MeshLinkSDK.AccessTokenPayload]) throws(MeshStoreError) -> Void,
        writes: (T) -> Bool, edit: (inout [MeshLinkSDK.AccessTokenPayload]) -> T
    ) throws(MeshStoreError) -> T {
        var list = try load()
        let result = edit(&list)
        if writes(result) { try write(list) }
        return result
    }

    static func add(_ payload: MeshLinkSDK.AccessTokenPayload, to list: inout [MeshLinkSDK.AccessTokenPayload])
        -> MeshStoreChange
    {
        let id = payload.id
        if let index = list.firstIndex(where: { $0.id == id }) {
            list[index] = payload
            var seen = false
            list.removeAll { entry in
                guard entry.id == id else { return false }
                defer { seen = true }
                return seen
            }
            return .replaced
        }
        list.append(payload)
        return .added
    }

    /// Removes every entry with `id`; returns the first of them, or `nil` when there was none.
    static func remove(id: String, from list: inout [MeshLinkSDK.AccessTokenPayload]) -> MeshLinkSDK.AccessTokenPayload? {
        guard let index = list.firstIndex(where: { $0.id == id }) else { return nil }
        let removed = list[index]
        list.removeAll { $0.id == id }
        return removed
    }

    static func unique(_ payloads: [MeshLinkSDK.AccessTokenPayload]) -> [MeshLinkSDK.AccessTokenPayload] {
        var seen: Set<String> = []
        return payloads.filter { seen.insert($0.id).inserted }
    }
}
