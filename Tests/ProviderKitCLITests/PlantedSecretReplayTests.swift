import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Secrets planted in transcripts of every adapter, whole and in malformed copies of every line,
/// never appear in `providerkit replay` output, text or JSON, unless `--show-secrets` is given;
/// every diagnostic names a line of the transcript and a column inside that line.
@MainActor
@Suite struct PlantedSecretReplayTests {
    nonisolated static let publicToken = PlantedSecret.publicToken.value
    nonisolated static let linkToken = PlantedSecret.linkToken.value
    nonisolated static let accessToken = PlantedSecret.accessToken.value
    nonisolated static let jwt = PlantedSecret.jwt.value
    nonisolated static let opaque = PlantedSecret.opaque.value
    nonisolated static let password = PlantedSecret.password.value

    struct Transcript: Sendable, CustomStringConvertible {
        var adapter: String
        var options: [String] = []
        var lines: [String]
        var description: String { adapter }
    }

    nonisolated static let transcripts: [Transcript] = [
        Transcript(
            adapter: "plaid",
            lines: [
                #"{"onLoad":{}}"#,
                #"{"onEvent":{"event_name":"ERROR","metadata":{"link_session_id":"s-1","timestamp":"2024-05-01T12:00:00.000Z","error_code":"INVALID_LINK_TOKEN","error_message":"link_token=\#(linkToken) is invalid","request_id":"r-1"}}}"#,
                #"{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s-1","timestamp":"…link_token=\#(linkToken) is invalid"}}}"#,
                #"{"onSuccess":{"public_token":"\#(publicToken)","metadata":{"institution":{"id":"ins_3","name":"Chase"},"accounts":[{"id":"acc","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null}],"link_session_id":"s-1","metadata_json":"{\"public_token\":\"\#(publicToken)\",\"access_token\":\"\#(accessToken)\"}"}}}"#,
                #"{"onExit":{"error":{"errorCode":{"type":"INVALID_INPUT","code":"INVALID_LINK_TOKEN"},"errorMessage":"token \#(linkToken) expired, id_token \#(jwt), key \#(opaque)","displayMessage":null},"metadata":{"status":"requires_credentials","institution":null,"link_session_id":"s-1","request_id":"r-1","metadata_json":null}}}"#,
            ]),
        Transcript(
            adapter: "plaid-legacy",
            lines: [
                #"{"delegate":"didHandleEvent","event":"ERROR","metadata":{"error_message":"access_token=\#(accessToken) refused","request_id":"r"}}"#,
                #"{"delegate":"didSucceedWithPublicToken","publicToken":"\#(publicToken)","metadata":{"status":"connected","institution":{"name":"Chase","type":"ins_3"},"access_token":"\#(accessToken)"}}"#,
                #"{"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{"error_message":"bad token \#(linkToken)","password":"\#(password)"}},"metadata":{"status":"requires_credentials"}}"#,
            ]),
        Transcript(
            adapter: "mesh",
            lines: [
                #"{"onEvent":{"type":"integrationConnectionError","payload":{"errorMessage":"refresh failed for access_token=\#(accessToken)"}}}"#,
                #"{"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"a1","accountName":"Individual"},"accessToken":"\#(accessToken)","refreshToken":"\#(opaque)"}],"brokerBrandInfo":{"brokerLogo":""},"expiresInSeconds":3600,"brokerType":"robinhood","brokerName":"Robinhood"}}}"#,
                #"{"onIntegrationConnected":{"delayedAuth":{"refreshToken":"\#(opaque)","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":""}}}}"#,
                #"{"onTransferFinished":{"status":"error","errorMessage":"token \#(jwt) rejected"}}"#,
            ]),
        Transcript(
            adapter: "meld",
            options: [
                "--widget-url", "https://institution-connect-sb.meld.io/?connectToken=\(jwt)&lang=en",
                "--redirect-uri", "https://app.example.com/meld/",
            ],
            lines: [
                #"{"navigation":"https://institution-connect-sb.meld.io/?connectToken=\#(jwt)&lang=en"}"#,
                #"{"message":"[meld-connect]error?{\"details\":\"widget https://institution-connect-sb.meld.io/?connectToken=\#(jwt) failed, password=\#(password)\",\"reason\":\"INVALID_TOKEN\"}","handler":"meldMessageHandler"}"#,
                #"{"navigation":"https://user:\#(password)@bank.example.com/cb?access_token=\#(accessToken)#id_token=\#(jwt)"}"#,
                #"{"universalLink":"https://app.example.com/meld/?oauth_state_id=s1&access_token=\#(accessToken)"}"#,
                #"{"message":"[meld-connect]init","handler":"\#(linkToken)"}"#,
                #"{"message":"[meld-connect]handover","handler":"meldMessageHandler"}"#,
            ]),
    ]

    /// Every line of the transcript, then every malformed copy of every line, one per line.
    static func input(_ transcript: Transcript) -> [String] {
        transcript.lines + transcript.lines.flatMap { Array(LineMutations.variants(of: $0).dropFirst()) }
    }

    @Test(arguments: transcripts, ["text", "json"])
    func noPlantedSecretInAnyOutput(transcript: Transcript, format: String) async throws {
        let lines = Self.input(transcript)
        let run = await ToolRun(
            ["replay", "--provider", transcript.adapter, "-", "--format", format] + transcript.options,
            input: lines.joined(separator: "\n") + "\n")
        // Malformed copies make the run fail, and every one of them was read.
        #expect(run.status == .dataError)
        let output = (run.out + run.err).joined(separator: "\n")
        #expect(PlantedSecret.leaks(in: output).isEmpty, "\(PlantedSecret.leaks(in: output)) leaked")
        #expect(output.contains("<redacted>") || format == "text")
    }

    @Test(arguments: transcripts)
    func everyDiagnosticPointsInsideTheTranscript(transcript: Transcript) async throws {
        let lines = Self.input(transcript)
        let run = await ToolRun(
            ["replay", "--provider", transcript.adapter, "-", "--format", "json"] + transcript.options,
            input: lines.joined(separator: "\n") + "\n")
        let diagnostics = try run.lines(kind: "diagnostic").filter { $0["severity"] == "error" }
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let line = try #require(diagnostic["line"]?.numberValue.map { Int($0) }, "\(diagnostic)")
            #expect((1...lines.count).contains(line))
            let message = diagnostic["message"]?.stringValue ?? ""
            if message.hasPrefix("column "), let column = Int(message.dropFirst(7).prefix { $0.isNumber }) {
                #expect(SourcePosition(line: 1, column: column).lies(in: lines[line - 1]), "\(message)")
            }
        }
    }

    @Test(arguments: transcripts)
    func showSecretsRevealsOnlyWhatTheOutcomeCarries(transcript: Transcript) async throws {
        let run = await ToolRun(
            ["replay", "--provider", transcript.adapter, "-", "--format", "json", "--show-secrets"] + transcript.options,
            input: transcript.lines.joined(separator: "\n") + "\n")
        let diagnostics = try run.lines(kind: "diagnostic").map { JSONWriter.string($0) }.joined()
        // Revealing is for credentials; diagnostics stay redacted.
        #expect(PlantedSecret.leaks(in: diagnostics).isEmpty)
    }
}
