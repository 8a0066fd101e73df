import Foundation
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Issue 29, class 1, on the command line: a redirect URI or widget URL given to `providerkit
/// replay` with a bad percent-escape in any part is a usage error (exit 64) that names the flag,
/// in text and JSON, and nothing is replayed; the same URLs without it are accepted.
@MainActor
@Suite struct StrictURLCommandLineTests {
    static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"
    static let redirectURI = "https://app.example.com/meld/"

    static func replay(widgetURL: String, redirectURI: String, format: String) async -> ToolRun {
        await ToolRun(
            ["replay", "--provider", "meld", "-", "--format", format, "--widget-url", widgetURL, "--redirect-uri", redirectURI],
            input: "")
    }

    @Test func theCleanURLsAreAccepted() async {
        for format in ["text", "json"] {
            let run = await Self.replay(widgetURL: Self.widgetURL, redirectURI: Self.redirectURI, format: format)
            #expect(run.status != .usage, "\(format): \(run.err)")
        }
    }

    @Test func aBadEscapeInEitherFlagIsAUsageError() async {
        var random = SplitMix64(seed: 29_05)
        var failures: [String] = []
        for index in 0..<120 {
            let format = index % 2 == 0 ? "text" : "json"
            let redirectParts: [BadEscapeURLCase.Part] = [.host, .path, .userInfo]
            let widgetParts: [BadEscapeURLCase.Part] = [.host, .path, .query, .userInfo]
            let badRedirect = BadEscapeURLCase.make(from: Self.redirectURI, in: redirectParts[index % 3], using: &random)
            let badWidget = BadEscapeURLCase.make(from: Self.widgetURL, in: widgetParts[index % 4], using: &random)
            for (widget, redirect, flag) in [
                (Self.widgetURL, badRedirect.planted, "--redirect-uri"), (badWidget.planted, Self.redirectURI, "--widget-url"),
            ] {
                let run = await Self.replay(widgetURL: widget, redirectURI: redirect, format: format)
                let said = (run.out + run.err).joined(separator: "\n")
                if run.status != .usage { failures.append("\(flag) \(format) exit \(run.status.rawValue): \(redirect) \(widget)") }
                if !said.contains(flag) { failures.append("\(flag) \(format): the message does not name the flag: \(said)") }
                if said.contains("ct_sb_7f3c9a1e") { failures.append("\(flag) \(format): the connect token was printed") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }
}
