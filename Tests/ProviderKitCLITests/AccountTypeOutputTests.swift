import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// An account type is vendor text like a name: a credential a vendor writes into it is hidden in
/// `replay`'s text and JSON alike, and both formats write the type by one rule. Meld keeps a type it
/// does not know as it came, so the redactor reads the credential in its own shape.
@MainActor
@Suite struct AccountTypeOutputTests {
    /// How a type can carry a canary: alone, after a word, inside a query-like text (the fuzz
    /// campaign's finding: `SAVINGoken=access-production-…#id_token=…`), padded, and upper-cased.
    static func types(carrying canary: PlantedSecret) -> [String] {
        var types = [
            canary.value, "Brokerage \(canary.value)", "SAVINGoken=\(canary.value)#id_token=\(PlantedSecret.jwt.value)",
            "  \(canary.value)\n", "\(canary.value)/checking", "type: \(canary.value)",
        ]
        // Lower-casing a JWT changes it into text that is no longer the canary; the Plaid-style
        // tokens keep their shape.
        if canary != .jwt { types.append(canary.value.uppercased()) }
        return types
    }

    /// The canaries a type can hide by shape (not the password, whose shape says nothing, nor the
    /// long opaque string, which display text keeps as an id).
    nonisolated static let canaries: [PlantedSecret] = [.publicToken, .linkToken, .accessToken, .jwt]

    @Test(arguments: canaries)
    func meldAccountTypesNeverShowACredential(canary: PlantedSecret) async throws {
        for type in Self.types(carrying: canary) {
            let transcript = Self.meldTranscript(type: type)
            let text = await ToolRun(["replay", "--adapter", "meld", "-"] + ReplayGoldenTests.meldOptions, input: transcript)
            let json = await ToolRun(["replay", "--adapter", "meld", "-", "--format", "json"] + ReplayGoldenTests.meldOptions, input: transcript)
            for line in text.out + text.err + json.out + json.err {
                #expect(!canary.leaks(in: line), "\(canary) in type \(type.debugDescription): \(line)")
                #expect(!PlantedSecret.jwt.leaks(in: line), "the JWT in type \(type.debugDescription): \(line)")
            }
            // Both formats print the account, with the same type.
            let account = try #require(text.out.first { $0.contains("account Savings ••1356 ") }, "\(type.debugDescription)")
            let shownInText = String(account[try #require(account.range(of: "••1356 ")).upperBound...])
            let success = try #require(try json.jsonLines().first { $0["kind"] == "success" }, "\(type.debugDescription)")
            let shownInJSON = try #require(Self.firstAccountType(success))
            #expect(shownInText == shownInJSON, "\(type.debugDescription)")
        }
    }

    /// A type that is a plain word is printed as Meld sent it, lower-cased, in both formats.
    @Test(arguments: ["Health Savings", "HSA-Plus", "crypto wallet"])
    func meldPlainUnknownTypesArePrintedAsSent(type: String) async throws {
        let transcript = Self.meldTranscript(type: type)
        let text = await ToolRun(["replay", "--adapter", "meld", "-"] + ReplayGoldenTests.meldOptions, input: transcript)
        let json = await ToolRun(["replay", "--adapter", "meld", "-", "--format", "json"] + ReplayGoldenTests.meldOptions, input: transcript)
        #expect(text.out.contains { $0.hasSuffix("account Savings ••1356 \(type.lowercased())") })
        let success = try #require(try json.jsonLines().first { $0["kind"] == "success" })
        #expect(Self.firstAccountType(success) == type.lowercased())
    }

    /// The `type` of the first account of a JSON success line.
    static func firstAccountType(_ success: LinkJSONValue) -> String? {
        guard case .array(let accounts)? = success["accounts"] else { return nil }
        return accounts.first?["type"]?.stringValue
    }

    /// A Meld session that opens the widget and completes with one account of type `type`.
    static func meldTranscript(type: String) -> String {
        let payload = #"{"institutionId":"ins_0","institutionName":"First Bank","accountCount":1,"accounts":[{"name":"Savings","type":"#
            + EncodedSecretOutputPropertyTests.json(type) + #","mask":"1356"}]}"#
        let message = EncodedSecretOutputPropertyTests.json("[meld-connect]connect_complete?" + payload)
        let origin = #""handler":"meldMessageHandler","origin":"https://institution-connect-sb.meld.io""#
        return """
            {"navigation":"https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"}
            {"message":"[meld-connect]init",\(origin)}
            {"message":\(message),\(origin)}

            """
    }
}
