import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Issue classes 2 and 3 through the real commands, text and JSON: vendor text (an error message,
/// a display message, an institution's, broker's or account's name) carrying a credential in any
/// encoding, cut by control characters, never shows it, and no text line holds a raw control.
/// Every case is checked on the printed bytes by `EncodedSecretOracle`, which decodes with its own code.
@MainActor
@Suite struct EncodedSecretOutputPropertyTests {
    static let cases = 1_000

    /// `replay` of Plaid transcripts whose error message, display message and institution name
    /// carry the case's text, in text and JSON.
    @Test func replayHidesEncodedSecretsAndEscapesControls() async throws {
        var generator = SplitMix64(seed: 0x2029_0012)
        var checked = 0
        while checked < Self.cases {
            let example = EncodedSecretCase(using: &generator)
            // Replay knows no secret of its own: the credential must be recognisable.
            guard example.isCredentialShaped, example.knownSecrets.isEmpty else { continue }
            checked += 1
            let vendor = Self.json(example.text)
            let transcript = """
                {"onEvent":{"event_name":"SELECT_INSTITUTION","metadata":{"link_session_id":"s1","request_id":"r1","institution_id":"ins_3","institution_name":\(vendor),"error_message":\(vendor)}}}
                {"onExit":{"error":{"errorCode":{"type":"ITEM_ERROR","code":"INVALID_MFA"},"errorMessage":\(vendor),"displayMessage":\(vendor),"errorJSON":null},"metadata":{"status":"requires_credentials","institution":{"id":"ins_3","name":\(vendor)},"link_session_id":"s1","request_id":"r1","metadata_json":"{}"}}}

                """
            for format in ["text", "json"] {
                let run = await ToolRun(["replay", "--adapter", "plaid", "-", "--format", format], input: transcript)
                Self.check(run.out + run.err, core: example.core, format: format, case: "\(checked): \(example)")
            }
        }
    }

    /// `store list` prints the broker's and account's names by the rule replay prints vendor text
    /// with, in text and JSON.
    @Test func storeListHidesEncodedSecretsAndEscapesControls() async throws {
        var generator = SplitMix64(seed: 0x2029_0013)
        var checked = 0
        while checked < Self.cases / 4 {
            let example = EncodedSecretCase(using: &generator)
            guard example.isCredentialShaped, example.knownSecrets.isEmpty else { continue }
            checked += 1
            let vendor = Self.json(example.text)
            let store = try StoreFixture(
                contents: """
                    {"format":"providerkit.mesh.credentials","version":1,"accessTokens":[
                    {"accountTokens":[{"account":{"accountId":"a1","accountName":\(vendor)},"accessToken":"rh-access-token"}],
                     "brokerBrandInfo":{"brokerLogo":""},"brokerType":"robinhood","brokerName":\(vendor)}]}
                    """)
            for format in ["text", "json"] {
                let run = await ToolRun(["store", "list", "--path", store.path, "--format", format])
                #expect(run.status == .ok, "case \(checked)")
                Self.check(run.out + run.err, core: example.core, format: format, case: "\(checked): \(example)")
            }
        }
    }

    /// The case's text as a JSON string.
    static func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// No line shows `core` (in JSON, also in any string value once its escapes are read), and no
    /// line holds a control character, checked on its scalars.
    static func check(_ lines: [String], core: String, format: String, case description: String) {
        for line in lines {
            #expect(!SecretEncodingPropertyChecks.holdsTerminalControl(line), "\(format) case \(description): a control reached the output")
            #expect(!EncodedSecretOracle.shows(core, in: line), "\(format) case \(description): shown")
            if format == "json", let value = try? LinkJSONValue(parsing: line) {
                for text in strings(in: value) {
                    #expect(!EncodedSecretOracle.shows(core, in: text), "json case \(description): shown in a string value")
                }
            }
        }
    }

    static func strings(in value: LinkJSONValue) -> [String] {
        switch value {
        case .string(let text): return [text]
        case .array(let elements): return elements.flatMap(strings(in:))
        case .object(let members): return members.flatMap { [$0.key] + strings(in: $0.value) }
        case .null, .bool, .number: return []
        }
    }
}

/// What a terminal must never be given raw, read on scalars.
enum SecretEncodingPropertyChecks {
    static func holdsTerminalControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
                || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
        }
    }
}
