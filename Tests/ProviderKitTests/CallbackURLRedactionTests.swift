import Foundation
import ProviderKit
import Testing

/// A URL a recorder keeps stays a URL of the same shape, with its credentials replaced by the
/// percent-encoded placeholder; a URL it cannot read completely is redacted as text; replay
/// settings are redacted the same way and reach the bundle's attempt line in name order.
@MainActor
@Suite struct CallbackURLRedactionTests {
    static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=ct_url7redaction9test&lang=en"

    func recorder() -> LinkCallbackRecorder {
        LinkCallbackRecorder(attempt: 1, adapterName: "meld", entryName: "meld", linkToken: Secret(Self.widgetURL))
    }

    func recorded(_ value: String) -> String? {
        let recorder = recorder()
        recorder.record(line: ["navigation": .string(value)])
        guard let line = recorder.callbacks.first?.line else { return nil }
        return (try? LinkJSONValue(parsing: line))?["navigation"]?.stringValue
    }

    @Test func theWidgetURLKeepsItsShapeWithTheConnectTokenReplaced() {
        #expect(recorded(Self.widgetURL) == "https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E&lang=en")
        #expect(
            recorded(Self.widgetURL + "&plaidStateId=11834d6d")
                == "https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E&lang=en&plaidStateId=11834d6d")
    }

    @Test func aURLWithoutSecretsIsKeptByteForByte() {
        for url in [
            "https://bank.example.com/oauth/consent", "mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank%22%7D",
            "https://app.example.com/meld/?status=success&member_guid=MBR-sandbox#top", "https://a.example/%E2%82%AC?q=a+b",
        ] {
            #expect(recorded(url) == url, "\(url)")
        }
    }

    @Test func secretsInOtherPartsAreRedactedAndEncodedWhereTheyAre() throws {
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1cmwifQ.c2lnbmF0dXJlWHl6MTIz"
        let path = try #require(recorded("https://bank.example.com/cb/\(jwt)/done?x=1"))
        #expect(path == "https://bank.example.com/cb/%3Credacted%3E/done?x=1")
        let value = try #require(recorded("https://bank.example.com/cb?state=ct_url7redaction9test&x=1"))
        #expect(value == "https://bank.example.com/cb?state=%3Credacted%3E&x=1")
        let fragment = try #require(recorded("https://bank.example.com/cb#access_token=abc&scope=read"))
        #expect(fragment == "https://bank.example.com/cb#access_token=%3Credacted%3E&scope=read")
    }

    @Test func aURLItCannotReadCompletelyIsRedactedAsText() throws {
        // User info, a malformed escape, a space: the text rules apply to the whole string.
        let userInfo = try #require(recorded("https://user:Tr0ub4dorPassw0rd@bank.example.com/cb"))
        #expect(!userInfo.contains("Tr0ub4dorPassw0rd"))
        let malformed = try #require(recorded("https://bank.example.com/cb?connectToken=ct_url7redaction9test&x=%zz"))
        #expect(!malformed.contains("ct_url7redaction9test"))
        #expect(!malformed.contains("%3Credacted%3E"))
    }

    @Test func replaySettingsAreRedactedAndWrittenInNameOrder() throws {
        let recorder = recorder()
        recorder.recordReplaySetting("widget-url", value: Self.widgetURL)
        recorder.recordReplaySetting("mode", value: "layer")
        recorder.recordReplaySetting("note", value: "token ct_url7redaction9test")
        #expect(recorder.recording.replaySettings["widget-url"] == "https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E&lang=en")
        #expect(recorder.recording.replaySettings["note"] == "token <redacted>")
        let configuration = ProviderConfiguration(
            activeEntryName: "meld", fallbackEntryNames: [], entries: ["meld": ProviderEntry(name: "meld", adapterName: "meld")])
        let bundle = LinkSupportBundle(recorders: [recorder], configuration: configuration)
        let attempt = try #require(bundle.lines.first { $0.hasPrefix(#"{"kind":"attempt""#) })
        #expect(
            attempt.hasSuffix(
                #""settings":{"mode":"layer","note":"token <redacted>","widget-url":"https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E&lang=en"}}"#),
            "\(attempt)")
        #expect(!String(decoding: bundle.data, as: UTF8.self).contains("ct_url7redaction9test"))
    }

    @Test func anAttemptWithoutSettingsWritesNone() throws {
        let recorder = LinkCallbackRecorder(attempt: 1, adapterName: "acme", entryName: nil, linkToken: nil)
        let configuration = ProviderConfiguration(
            activeEntryName: "acme", fallbackEntryNames: [], entries: ["acme": ProviderEntry(name: "acme", adapterName: "acme")])
        let attempt = try #require(LinkSupportBundle(recorders: [recorder], configuration: configuration).lines.first { $0.hasPrefix(#"{"kind":"attempt""#) })
        #expect(!attempt.contains("settings"))
    }
}
