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
    static func bundle(adapterName: String, lines: [String]) throws -> LinkSupportBundle {
        let sandbox = SupportBundleRecording.sandbox(named: adapterName)
        let replayer = try sandbox.makeReplayer(options: [:])
        let session = LinkSession(adapterName: adapterName, flow: replayer, entryName: adapterName, options: .init(closeAfterOutcome: nil))
        let recorder = LinkCallbackRecorder(
            attempt: 1, adapterName: adapterName, entryName: adapterName, linkToken: Secret(PlantedSecret.linkToken.value))
        session.callbackRecorder = recorder
        replayer.traceHandler = { _ in }
        session.open()
        for line in lines { try? replayer.replay(line: line) }
        replayer.finish()
        session.close()
        return LinkSupportBundle(
            recorders: [recorder], configuration: SupportBundleRecording.configuration(sandbox, redirectURI: nil),
            settings: ["note": "support ticket for \(PlantedSecret.linkToken.value)"])
    }

    static func leaks(in bundle: LinkSupportBundle, planted: [PlantedSecret]) -> [String] {
        let text = String(decoding: bundle.data, as: UTF8.self)
        return planted.flatMap { secret in SecretEncodings.forms(of: secret).filter { $0.isFound(in: text) }.map { "\(secret) \($0.name)" } }
    }

    @Test(arguments: SupportBundleRecording.recordedAdapterNames)
    func theFixtureTranscriptsLeaveNoSecretInTheBundle(adapterName: String) throws {
        let transcript = try #require(PlantedSecretFixtures.transcripts.first { $0.adapterName == adapterName })
        let bundle = try Self.bundle(adapterName: adapterName, lines: transcript.lines)
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
                        let bundle = try Self.bundle(adapterName: adapterName, lines: lines)
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

    @Test func theOracleFindsASecretInEachEncoding() {
        for secret in PlantedSecret.shaped {
            for form in SecretEncodings.forms(of: secret) {
                let carrier = "x " + form.sample + " y"
                #expect(form.isFound(in: carrier), "\(secret) \(form.name)")
            }
        }
    }
}
