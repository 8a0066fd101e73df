import Foundation
import ProviderKit
import ProviderKitTesting
import ProviderKitTooling
import Testing

/// Vendor ids (`sessionID` of events, successes and exits, `requestID` of exits) are display text
/// too: a recording whose id field carries a credential does not get it printed, unless secrets
/// are revealed. (The replay-plaid fuzz campaign found ids printed as given.)
@Suite struct VendorIDRedactionTests {
    /// Every record that prints a vendor id, carrying `text` in each of them.
    static func records(carrying text: String) -> [any LinkRecord] {
        [
            LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", sessionID: text),
            LinkSuccess(
                adapterName: "plaid", credential: .connection(id: "c"), institution: nil, accounts: [], sessionID: text,
                metadata: .empty),
            LinkExit(adapterName: "plaid", reason: .userCancelled, sessionID: text, requestID: nil),
            LinkExit(adapterName: "plaid", reason: .userCancelled, sessionID: nil, requestID: text),
        ]
    }

    @Test(arguments: 0..<VendorTextRedactionTests.carriers.count)
    func idsHideCredentialsUnlessRevealed(index: Int) throws {
        let (text, canary) = VendorTextRedactionTests.carriers[index]
        for record in Self.records(carrying: text) {
            let hidden = try record.wireText(revealingSecrets: false)
            #expect(!canary.leaks(in: hidden), "\(canary) in \(hidden)")
            #expect(hidden.contains(Secret.redactedPlaceholder), "\(hidden)")
            let revealed = try record.wireText(revealingSecrets: true)
            #expect(revealed.contains(canary.value.replacingOccurrences(of: "/", with: "\\/")) || revealed.contains(canary.value))
        }
    }

    /// The direct event writer `providerkit` prints with follows the same rule.
    @Test(arguments: 0..<VendorTextRedactionTests.carriers.count)
    func directEventWriterHidesCredentialsInSessionIDs(index: Int) throws {
        let (text, canary) = VendorTextRedactionTests.carriers[index]
        let event = LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", sessionID: text)
        let hidden = OrderedJSONWriter(userInfo: [.revealSecrets: false])
        try hidden.write(event: event)
        #expect(!canary.leaks(in: String(decoding: hidden.bytes, as: UTF8.self)))
        let shown = OrderedJSONWriter(userInfo: [.revealSecrets: true])
        try shown.write(event: event)
        let revealed = String(decoding: shown.bytes, as: UTF8.self)
        #expect(revealed.contains(canary.value.replacingOccurrences(of: "/", with: "\\/")) || revealed.contains(canary.value))
    }

    @Test func ordinaryIDsArePrintedAsGiven() throws {
        for text in ["s-1", "r-2", "conn_42", "5c224a01-8314-4491-a06f-39e193d5cddc", "req_8f0c2b0e5d1a"] {
            for record in Self.records(carrying: text) {
                let written = try record.wireText(revealingSecrets: false)
                #expect(!written.contains(Secret.redactedPlaceholder), "\(text) became \(written)")
            }
        }
    }
}
