import Foundation
import ProviderKitMesh
import Testing

/// Store errors name the file or service, what happened and what was kept, through
/// `localizedDescription` as well as `description`.
@Suite struct MeshStoreErrorTests {
    static let cases: [(MeshStoreError, String)] = [
        (.corrupt(location: "/s.json", movedTo: "/s.json.corrupt-1", reason: "bad JSON"), "moved aside to /s.json.corrupt-1"),
        (.corrupt(location: "/s.json", movedTo: nil, reason: "bad JSON"), "could not be moved aside"),
        (.unreadable(location: "/s.json", movedTo: "/s.json.unreadable-1", reason: "EACCES"), "cannot be read (EACCES)"),
        (.unreadable(location: "/s.json", movedTo: nil, reason: "EACCES"), "refuses to write until it can be read"),
        (.unsupportedVersion(location: "/s.json", found: 3, supported: 1), "upgrade ProviderKit"),
        (.writeFailed(location: "/s.json", reason: "ENOSPC"), "previous contents are intact"),
        (.keychain(operation: "add", service: "accessTokens", status: -25299), "OSStatus -25299"),
        (.migrationFailed(reason: "write failed"), "will run again"),
    ]

    @Test func everyCaseIsDescribed() {
        for (error, fragment) in Self.cases {
            #expect(error.localizedDescription == error.description)
            #expect((error as NSError).localizedDescription == error.description)
            #expect(error.description.contains(fragment), "\(error)")
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }
}
