import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMeld

/// The byte readers of Meld's payloads and the ASCII account-type normaliser give exactly what
/// `JSONDecoder` and Foundation give, and are used for the payloads the widget sends.
struct PayloadFastPathTests {
    static let accounts = [
        #"[]"#, #"null"#, #"[{"name":"Plaid Checking","type":"depository","mask":"0000","id":"c24d"}]"#,
        #"[{"name":null,"type":null,"mask":null}]"#, #"[{}]"#, #"[null]"#, #"[1]"#, #"[{"name":1}]"#,
        #"[{"name":"a","name":"b"}]"#, #"[{"extra":{"deep":[1,2,{"x":null}]},"type":"CHECKING"}]"#, #"{}"#, #""x""#,
        #"[{"name":"caf\u00e9 \ud83d\ude00","mask":"\"0\""}]"#, #"[{"na\u006de":"escaped key"}]"#, #"[{"name":"a"},]"#,
        #"[ { "name" : "spaced" } , { "type" : "loan" } ]"#,
    ]
    static let counts = ["1", "0", "-3", "3.0", "3e0", "1.5", "null", "\"3\"", "true", "9007199254740993", "12345678901234567890", "-0"]
    static let scalars = [#""ins_20""#, "null", "20", #""""#, #""\u0000""#, #""Navy Federal Credit Union""#, "{}", "[]", "false"]

    static var completePayloads: [String] {
        var payloads = ["{}", "[]", "null", "1", #""text""#, "{", #"{"institutionId":"a"} x"#, #"{"institutionId":"a","institutionId":"b"}"#]
        for accounts in Self.accounts {
            for count in Self.counts {
                payloads.append(#"{"institutionId":"ins_20","institutionName":"Citizens Bank","accountCount":\#(count),"accounts":\#(accounts)}"#)
            }
        }
        for scalar in Self.scalars {
            payloads.append(#"{"institutionId":\#(scalar),"institutionName":\#(scalar),"connectionId":\#(scalar)}"#)
            payloads.append(#"{"unknown":\#(scalar),"accountCount":2}"#)
        }
        return payloads
    }

    static var errorPayloads: [String] {
        var payloads = ["{}", "[]", "null", #"{"details":"a","details":"b"}"#, #"{"details":"x"}  "#, #"{"reason":"A"}{"#]
        for details in Self.scalars {
            for reason in Self.scalars {
                payloads.append(#"{"details":\#(details),"reason":\#(reason),"other":[1,{"a":null}]}"#)
            }
        }
        return payloads
    }

    static func check<T: MeldPayloadByteDecodable & Equatable>(_: T.Type, _ payloads: [String]) -> (read: Int, mismatches: [String]) {
        var read = 0
        var mismatches: [String] = []
        for var payload in payloads {
            guard let fast = payload.withUTF8({ try? T(utf8: $0) }) else { continue }
            read += 1
            let reference = try? JSONDecoder().decode(T.self, from: Data(payload.utf8))
            if reference != fast { mismatches.append(payload) }
        }
        return (read, mismatches)
    }

    @Test("connect_complete payloads read from bytes equal JSONDecoder's")
    func completePayloadsAgree() {
        let (read, mismatches) = Self.check(MeldConnectCompletePayload.self, Self.completePayloads)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(read >= 50, "only \(read) payloads were read from bytes")
    }

    @Test("error payloads read from bytes equal JSONDecoder's")
    func errorPayloadsAgree() {
        let (read, mismatches) = Self.check(MeldErrorPayload.self, Self.errorPayloads)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(read >= 16, "only \(read) payloads were read from bytes")
    }

    @Test("oauthRequested metadata read from bytes equals JSONDecoder's")
    func oauthMetadataAgrees() {
        var payloads = ["{}", "[]", "null", #"{"url":"a","url":"b"}"#, #"{"url":"https://x"} y"#]
        for url in Self.scalars + [#""https://bank.example.com/o?x=1""#, #""https:\/\/bank.example.com""#] {
            payloads += [#"{"url":\#(url)}"#, #"{"w":[1,{"a":null}],"url":\#(url),"z":1.5e3}"#]
        }
        let (read, mismatches) = Self.check(MeldOAuthRequestMetadata.self, payloads)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(read >= 12, "only \(read) payloads were read from bytes")
    }

    @Test("a payload outside the byte subset gets JSONDecoder's answer and wording")
    func fallbackKeepsTheWording() {
        for payload in Self.completePayloads + Self.errorPayloads.map({ "{\"accounts\":" + $0 + "}" }) {
            let message = MeldConnectMessage(type: .connectComplete, payload: nil, payloadText: payload)
            #expect(
                message.decodePayload(MeldConnectCompletePayload.self)
                    == message.decodePayloadWithFoundation(MeldConnectCompletePayload.self, payload), "\(payload)")
        }
    }

    @Test("account types normalise on bytes exactly as through Foundation")
    func accountTypesNormaliseAlike() {
        var texts = ["CHECKING", " credit card ", "Money-Market", "401K", "\tSAVINGS\r\n", "", "  ", "a\u{0B}b\u{0C}", "x y-z_Q"]
        for byte in UInt8(0)...UInt8(0x7F) {
            let scalar = String(UnicodeScalar(byte))
            texts += [scalar + "Checking", "Checking" + scalar, "Che" + scalar + "cking", scalar]
        }
        for text in texts {
            #expect(MeldAccountTypeMapping.normalizeASCII(text) == MeldAccountTypeMapping.normalizeWithFoundation(text), "\(text.debugDescription)")
        }
        for text in ["ÉPARGNE", "caf\u{E9}", "\u{212A}", "\u{A0}checking\u{A0}", "\u{85}loan"] {
            #expect(MeldAccountTypeMapping.normalizeASCII(text) == nil)
            #expect(MeldAccountTypeMapping.normalize(text) == MeldAccountTypeMapping.normalizeWithFoundation(text))
        }
    }
}

/// The state id of an OAuth return is percent-encoded on bytes exactly as Foundation encodes it.
struct PercentEncodingTests {
    @Test func bytesEncodeAsFoundationDoes() {
        var texts = ["", "11834d6d-7d09-459b-b757-068697a5a07b", "a b+c/d?e=f&g#h", "caf\u{E9}", "😀", "e\u{301}", "~._-", "%41"]
        for scalar in (0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{80}", "\u{FF}", "\u{FFFD}", "\u{10FFFF}"] {
            texts.append("x" + String(scalar) + "y")
        }
        for text in texts {
            #expect(MeldWidgetEngine.percentEncode(text) == MeldWidgetEngine.percentEncodeWithFoundation(text), "\(text.debugDescription)")
        }
    }
}
