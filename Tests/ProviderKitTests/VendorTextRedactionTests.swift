import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Text a vendor supplies (account names and masks, institution names and ids) is printed as
/// given, except what has a credential's shape: a widget page or a recording that writes a token
/// into a display field does not get it printed, unless secrets are revealed.
@Suite struct VendorTextRedactionTests {
    /// Display text carrying each shaped canary, in every way a credential can sit in text.
    static var carriers: [(text: String, canary: PlantedSecret)] {
        PlantedSecret.shaped.filter { $0 != .opaque }.flatMap { canary in
            [
                (canary.value, canary),
                ("1234 \(canary.value) x", canary),
                ("bank.example/?connectToken=\(canary.value)&x=1", canary),
                ("https://user:\(canary.value)@bank.example/", canary),
            ]
        } + [
            ("client_secret=\(PlantedSecret.password.value)", .password),
            ("token=\(PlantedSecret.opaque.value)", .opaque),
        ]
    }

    static func success(carrying text: String) -> LinkSuccess {
        LinkSuccess(
            adapterName: "meld", credential: .connection(id: "c"), institution: LinkInstitution(id: text, name: text),
            accounts: [
                LinkAccount(id: text, name: text, mask: text, type: .depository, subtype: text, rawVerificationStatus: text)
            ], sessionID: nil, metadata: .empty)
    }

    @Test(arguments: 0..<carriers.count)
    func recordsHideCredentialsInDisplayTextUnlessRevealed(index: Int) throws {
        let (text, canary) = Self.carriers[index]
        let success = Self.success(carrying: text)
        let hidden = try success.wireText(revealingSecrets: false)
        #expect(!canary.leaks(in: hidden), "\(canary) in \(hidden)")
        #expect(hidden.contains(Secret.redactedPlaceholder))
        let revealed = try success.wireText(revealingSecrets: true)
        #expect(revealed.contains(canary.value.replacingOccurrences(of: "/", with: "\\/")) || revealed.contains(canary.value))
    }

    @Test func ordinaryDisplayTextIsPrintedAsGiven() throws {
        for text in ["Checking", "0000", "First Bank", "ins_3", "acc-1234-5678", "Savings (joint) · 2839", "a.b@c"] {
            let success = Self.success(carrying: text)
            let written = try success.wireText(revealingSecrets: false)
            #expect(!written.contains(Secret.redactedPlaceholder), "\(text) became \(written)")
        }
    }
}
