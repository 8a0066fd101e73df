import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMesh

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store path that is not a regular file (a directory, a FIFO, a character device, a symbolic
/// link to a file, to a directory or to nothing) is refused by every command, reads included, and
/// left exactly as it was: same kind, inode, mode, size and target, and nothing new beside it (no
/// lock file, nothing moved aside). A store that holds one id several times is cleaned by one
/// `remove` (and one `add`).
@MainActor
@Suite(.serialized) struct StoreEdgeCaseTests {
    enum Kind: String, CaseIterable {
        case directory, fifo, characterDevice, linkToFile, linkToDirectory, danglingLink
    }

    /// Makes `kind` at `path` (and whatever a link points to, inside `directory`).
    static func make(_ kind: Kind, at path: String, in directory: String) throws {
        switch kind {
        case .directory:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try "inside\n".write(toFile: path + "/file", atomically: false, encoding: .utf8)
        case .fifo:
            try #require(mkfifo(path, 0o600) == 0)
        case .characterDevice:
            // The same device as /dev/null, made here so the test never touches /dev itself.
            // Device 1:3 in Linux's encoding (major in bits 8–19, minor in 0–7 for small numbers).
            try #require(mknod(path, S_IFCHR | 0o600, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
        case .linkToFile:
            try StoreFixture.text.write(toFile: directory + "/target.json", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: directory + "/target.json")
        case .linkToDirectory:
            try FileManager.default.createDirectory(atPath: directory + "/target", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: directory + "/target")
        case .danglingLink:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: directory + "/nothing")
        }
    }

    /// Every name under `directory` (recursively, links not followed) with what `lstat` says of it
    /// and a link's target: equal snapshots mean nothing was created, moved, replaced or changed.
    static func snapshot(_ directory: String) -> [String] {
        var lines: [String] = []
        func walk(_ path: String, _ name: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return lines.append("\(name) missing") }
            var line = "\(name) mode=\(String(info.st_mode, radix: 8)) ino=\(info.st_ino) size=\(info.st_size) rdev=\(info.st_rdev)"
            if (info.st_mode & S_IFMT) == S_IFLNK {
                line += " -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")"
            }
            if (info.st_mode & S_IFMT) == S_IFREG { line += " bytes=\((try? Data(contentsOf: URL(fileURLWithPath: path)))?.hashValue ?? 0)" }
            lines.append(line)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                for child in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                    walk(path + "/" + child, name + "/" + child)
                }
            }
        }
        walk(directory, ".")
        return lines
    }

    @Test(arguments: Kind.allCases)
    func everyCommandRefusesAndLeavesThePathAsItWas(kind: Kind) async throws {
        let store = try StoreFixture(contents: nil)
        try Self.make(kind, at: store.path, in: store.directory)
        let before = Self.snapshot(store.directory)
        for command in [["list"], ["list", "--show-secrets"], ["remove", StoreFixture.robinhoodID]] {
            for format in ["text", "json"] {
                let run = await ToolRun(["store"] + command + ["--path", store.path, "--format", format])
                #expect(run.status == .noInput, "\(kind) \(command) \(format): \(run.out) \(run.err)")
                let said = (run.out + run.err).joined(separator: "\n")
                #expect(said.contains(store.path) && said.contains("store.unreadable"), "\(said)")
                #expect(Self.snapshot(store.directory) == before, "\(kind) \(command) \(format) changed the directory")
            }
        }
        // The API too, writes included.
        let api = FileCredentialStore(path: store.path)
        #expect(throws: MeshStoreError.self) { try api.list() }
        #expect(throws: MeshStoreError.self) { try api.remove(id: StoreFixture.krakenID) }
        #expect(throws: MeshStoreError.self) { try api.save([]) }
        #expect(Self.snapshot(store.directory) == before)
    }

    /// A store listing ids several times, in random orders: one `remove` of an id leaves none of
    /// its entries and every other entry as it was; one `add` leaves exactly one entry for its id.
    @Test func oneRemoveCleansEveryCopyOfAnId() async throws {
        let entries = try #require(try LinkJSONValue(parsing: StoreFixture.text)["accessTokens"]?.arrayValue)
        var random = SplitMix64(seed: 7)
        for round in 0..<300 {
            await Task.yield()
            let store = try StoreFixture(contents: nil)
            var list: [LinkJSONValue] = []
            for _ in 0..<Int.random(in: 1...7, using: &random) { list.append(entries[Int.random(in: 0..<entries.count, using: &random)]) }
            let text = JSONWriter.string(.object([
                "format": "providerkit.mesh.credentials", "version": 1, "accessTokens": .array(list),
            ]))
            try text.write(toFile: store.path, atomically: false, encoding: .utf8)
            let api = FileCredentialStore(path: store.path)
            let ids = try api.list().map(\.id)
            let target = ids[Int.random(in: 0..<ids.count, using: &random)]
            if round % 2 == 0 {
                let removed = try api.remove(id: target)
                #expect(removed?.id == target)
                let after = try api.list().map(\.id)
                #expect(!after.contains(target))
                #expect(after == ids.filter { $0 != target })
                #expect(try api.remove(id: target) == nil, "nothing left to remove")
            } else {
                let payload = try #require(try api.list().first { $0.id == target })
                #expect(try api.add(payload) == .replaced)
                let after = try api.list().map(\.id)
                #expect(after.filter { $0 == target }.count == 1)
                #expect(after.filter { $0 != target } == ids.filter { $0 != target })
            }
        }
    }
}
