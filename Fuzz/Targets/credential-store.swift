import FuzzSupport
import Foundation
import ProviderKit
@testable import ProviderKitCLI
@testable import ProviderKitMesh

/// The Mesh credential store's file format, through `providerkit store list` and the store's
/// own read-modify-write. The input is the store file. Invariants: no output or error shows a
/// token the file holds under a token key; a file that cannot be used is never overwritten (a
/// corrupt or unreadable one is moved aside byte for byte, a newer one left as it is); a readable
/// store keeps every connection through an add and a remove.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = "credential-store"
    let bytes = FuzzInput.data(data, size)
    let directory = StoreFuzzDirectory.fresh()
    let path = directory + "/credentials.json"
    _ = FileManager.default.createFile(atPath: path, contents: bytes, attributes: [.posixPermissions: 0o600])
    let oracle = PlantedSecretOracle(input: String(decoding: bytes, as: UTF8.self), units: [""]) { _ in
        PlantedSecretOracle.strings(ofJSONText: String(decoding: bytes, as: UTF8.self))
    }
    let result = MainActor.assumeIsolated { StoreListing.list(path: path) }
    oracle.check(result.output, diagnostic: false, target, "the listing")
    oracle.check(result.error, diagnostic: true, target, "the error")
    let store = FileCredentialStore(path: path)
    switch result.status {
    case nil:
        FuzzCheck.expect(FileManager.default.contents(atPath: path).map { $0 == bytes } ?? bytes.isEmpty, target, "listing changed the file")
        guard let before = try? store.list().map(\.id) else { FuzzCheck.violation(target, "a listed store failed to list again") }
        let probe = StoreFuzzDirectory.probePayload
        do {
            try store.add(probe)
            let added = try store.list().map(\.id)
            FuzzCheck.expect(Set(added) == Set(before).union([probe.id]), target, "an add lost or invented connections")
            _ = try store.remove(id: probe.id)
            let after = try store.list().map(\.id)
            FuzzCheck.expect(
                Set(after) == Set(before).subtracting(before.contains(probe.id) ? [probe.id] : []), target,
                "a remove lost connections")
        } catch {
            FuzzCheck.violation(target, "a readable store failed to add or remove: \(error)")
        }
    default:
        let moved = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter { $0.hasPrefix("credentials.json.") && $0 != "credentials.json.lock" } ?? []
        if result.error.contains("format version") {
            FuzzCheck.expect(FileManager.default.contents(atPath: path) == bytes, target, "a newer store was changed")
        } else if !moved.isEmpty {
            FuzzCheck.expect(moved.count == 1, target, "the store was moved aside \(moved.count) times")
            FuzzCheck.expect(
                FileManager.default.contents(atPath: directory + "/" + moved[0]) == bytes, target,
                "the moved-aside store differs from the original")
            FuzzCheck.expect(!FileManager.default.fileExists(atPath: path), target, "a corrupt store was left in place")
        } else {
            FuzzCheck.expect(
                FileManager.default.contents(atPath: path).map { $0 == bytes } ?? bytes.isEmpty, target,
                "a store that could not be moved aside was changed: \(result.error)")
        }
    }
    return 0
}
