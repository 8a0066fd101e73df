import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// The planted secrets appear in no support bundle, in any encoding: the fixtures' transcripts
/// as they are (secrets in credentials, vendor messages, URLs, metadata JSON), and every string
/// of every callback line replaced by each shaped secret, whole and inside text. The oracle
/// (``SecretEncodings``) knows nothing of the redactor: it searches the bundle's bytes for
/// stretches of each secret raw, percent-encoded (upper and lower case), form-encoded, double
/// encoded, in base64 and JSON-escaped.
@Suite @MainActor struct SupportBundleSecretTests {
    /// Replays `lines` through `adapterName`'s replayer, which enters the adapter at the same
    /// seam as its live driver, with a recorder whose session token is the planted link token,
    /// and bundles what was recorded.
    ///
    /// `replayOptions` are the replayer's (Meld's `--widget-url`, which is then the session's link
    /// token, as a Meld request's token is its widget URL). The app's note quotes the session's
    /// token, which the bundle takes out of the app's settings.
    static func bundle(adapterName: String, lines: [String], replayOptions: [String: String] = [:]) throws -> LinkSupportBundle {
        let sandbox = SupportBundleRecording.sandbox(named: adapterName)
        let replayer = try sandbox.makeReplayer(options: replayOptions)
        let session = LinkSession(adapterName: adapterName, flow: replayer, entryName: adapterName, options: .init(closeAfterOutcome: nil))
        let sessionToken = replayOptions["--widget-url"] ?? PlantedSecret.linkToken.value
        let recorder = LinkCallbackRecorder(
            attempt: 1, adapterName: adapterName, entryName: adapterName, linkToken: Secret(sessionToken))
        session.callbackRecorder = recorder
        replayer.traceHandler = { _ in }
        session.open()
        for line in lines { try? replayer.replay(line: line) }
        replayer.finish()
        session.close()
        return LinkSupportBundle(
            recorders: [recorder], configuration: SupportBundleRecording.configuration(sandbox, redirectURI: nil),
            settings: ["note": "support ticket for \(sessionToken)"])
    }

    static func leaks(in bundle: LinkSupportBundle, planted: [PlantedSecret]) -> [String] {
        let text = String(decoding: bundle.data, as: UTF8.self)
        return planted.flatMap { secret in SecretEncodings.forms(of: secret).filter { $0.isFound(in: text) }.map { "\(secret) \($0.name)" } }
    }

    @Test(arguments: SupportBundleRecording.recordedAdapterNames)
    func theFixtureTranscriptsLeaveNoSecretInTheBundle(adapterName: String) throws {
        let transcript = try #require(PlantedSecretFixtures.transcripts.first { $0.adapterName == adapterName })
        let bundle = try Self.bundle(adapterName: adapterName, lines: transcript.lines, replayOptions: transcript.replayOptions)
        // Lines the replayer refuses (the Plaid fixture's malformed error code and date) reach no
        // adapter, so nothing records them; every other line is recorded.
        let recorded = bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback""#) }.count
        #expect(recorded == transcript.lines.count - (adapterName == "plaid" ? 2 : 0))
        let leaks = Self.leaks(in: bundle, planted: PlantedSecret.all)
        #expect(leaks.isEmpty, "\(leaks)")
    }

    @Test(arguments: SupportBundleRecording.recordedAdapterNames)
    func aSecretInAnyPositionOfAnyCallbackIsNotInTheBundle(adapterName: String) throws {
        let transcript = try #require(PlantedSecretFixtures.transcripts.first { $0.adapterName == adapterName })
        let clean = transcript.lines.map(SecretEncodings.withoutPlantedSecrets)
        var recorded = 0
        var failures: [String] = []
        for (lineIndex, line) in clean.enumerated() {
            let value = try LinkJSONValue(parsing: line)
            for path in SecretEncodings.stringPaths(in: value) {
                for secret in PlantedSecret.shaped {
                    for planted in [secret.value, "id \(secret.value) end"] {
                        var lines = clean
                        lines[lineIndex] = try SecretEncodings.text(of: SecretEncodings.replacing(path, in: value, with: planted))
                        let bundle = try Self.bundle(adapterName: adapterName, lines: lines, replayOptions: transcript.replayOptions)
                        recorded += bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback""#) }.count
                        let leaks = Self.leaks(in: bundle, planted: [secret])
                        if !leaks.isEmpty { failures.append("line \(lineIndex + 1) at \(path): \(leaks)") }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(recorded > 100, "only \(recorded) callbacks were recorded")
    }

    /// Meld's connect token is not shaped like a credential: only the session knows it, from the
    /// widget URL. Planted in every string of every Meld callback (whole, inside text, and as a
    /// URL's `connectToken`), with the canaries beside it, it reaches no bundle; the widget URL the
    /// bundle keeps for replay has it replaced.
    @Test func meldsConnectTokenInAnyPositionIsNotInTheBundle() throws {
        let connectToken = PlantedSecret(prefix: "ct_", core: "mEld7c4n4ryConnect")
        let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=\(connectToken.value)&lang=en"
        let options = ["--widget-url": widgetURL, "--redirect-uri": "https://app.example.com/meld/"]
        let transcript = try #require(PlantedSecretFixtures.transcripts.first { $0.adapterName == "meld" })
        let clean = transcript.lines.map(SecretEncodings.withoutPlantedSecrets)
        let placements = [
            connectToken.value, "id \(connectToken.value) end", widgetURL, "https://bank.example.com/cb?state=\(connectToken.value)",
            "https://institution-connect-sb.meld.io/x?connectToken=\(connectToken.value)#t=\(PlantedSecret.jwt.value)",
        ]
        var recorded = 0
        var failures: [String] = []
        for (lineIndex, line) in clean.enumerated() {
            let value = try LinkJSONValue(parsing: line)
            for path in SecretEncodings.stringPaths(in: value) {
                for planted in placements {
                    var lines = clean
                    lines[lineIndex] = try SecretEncodings.text(of: SecretEncodings.replacing(path, in: value, with: planted))
                    let bundle = try Self.bundle(adapterName: "meld", lines: lines, replayOptions: options)
                    recorded += bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback""#) }.count
                    let leaks = Self.leaks(in: bundle, planted: [connectToken] + PlantedSecret.all)
                    if !leaks.isEmpty { failures.append("line \(lineIndex + 1) at \(path) with \(planted): \(leaks)") }
                    let attempt = try LinkJSONValue(parsing: try #require(bundle.lines.first { $0.hasPrefix(#"{"kind":"attempt""#) }))
                    let kept = attempt["settings"]?["widget-url"]?.stringValue
                    if kept != "https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E&lang=en" {
                        failures.append("line \(lineIndex + 1) at \(path): widget-url \(kept ?? "missing")")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(recorded > 50, "only \(recorded) callbacks were recorded")
    }

    @Test func theOracleFindsASecretInEachEncoding() {
        for secret in PlantedSecret.shaped {
            for form in SecretEncodings.forms(of: secret) {
                let carrier = "x " + form.sample + " y"
                #expect(form.isFound(in: carrier), "\(secret) \(form.name)")
            }
        }
    }
}
