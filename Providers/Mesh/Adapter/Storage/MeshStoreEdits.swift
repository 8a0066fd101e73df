/// The list edits every store shares, so they de-duplicate identically.
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
            return .replaced
        }
        list.append(payload)
        return .added
    }

    static func remove(id: String, from list: inout [MeshLinkSDK.AccessTokenPayload]) -> MeshLinkSDK.AccessTokenPayload? {
        guard let index = list.firstIndex(where: { $0.id == id }) else { return nil }
        return list.remove(at: index)
    }

    static func unique(_ payloads: [MeshLinkSDK.AccessTokenPayload]) -> [MeshLinkSDK.AccessTokenPayload] {
        var seen: Set<String> = []
        return payloads.filter { seen.insert($0.id).inserted }
    }
}
