import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@MainActor
@Suite("Transcript replay")
struct ReplayTests {
    static let options = ["--widget-url": Fixtures.widgetURL, "--redirect-uri": Fixtures.redirect, "--connection-id": "conn-1"]

    /// The issue's transcript, with concrete values.
    static let transcript = [
        #"{"navigation":"https://institution-connect-sb.meld.io/?connectToken=tok.en-123&lang=en"}"#,
        #"{"message":"[meld-connect]init","handler":"meldMessageHandler"}"#,
        #"{"navigation":"mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%2Foauth%22%7D"}"#,
        #"{"universalLink":"https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"}"#,
        #"{"popup":"https://bank.example.com/login"}"#,
        #"{"closed":"popup"}"#,
        #"{"message":"[meld-connect]connect_complete?{\"institutionId\":\"ins_1\",\"institutionName\":\"First Bank\",\"accountCount\":2,\"accounts\":[{\"name\":\"Checking\",\"type\":\"CHECKING\",\"mask\":\"1234\"},{\"name\":\"Savings\",\"type\":\"SAVINGS\",\"mask\":\"5678\"}]}","handler":"meldMessageHandler"}"#,
        #"{"message":"[meld-connect]handover","handler":"meldMessageHandler"}"#,
    ]

    final class Output {
        var traces: [String] = []
        var events: [LinkEvent] = []
        var outcomes: [LinkOutcome] = []
        var diagnostics: [LinkDiagnostic] = []
    }

    func replay(
        _ lines: [String], options: [String: String] = options,
        each replayLine: (MeldTranscriptReplayer, String) throws -> Void = { try $0.replay(line: $1) }
    ) throws -> Output {
        let replayer = try #require(try MeldSandbox.makeReplayer(options: options) as? MeldTranscriptReplayer)
        let output = Output()
        replayer.traceHandler = { trace in
            output.traces.append(JSONWriter.string(orderedObject: [("kind", .string(trace.kind))] + trace.fields.map { ($0.name, $0.value) }))
        }
        let session = LinkSession(adapterName: "meld", flow: replayer, options: LinkSession.Options(closeAfterOutcome: nil))
        session.onEvent = { output.events.append($0) }
        session.onSuccess = { output.outcomes.append(.success($0)) }
        session.onExit = { output.outcomes.append(.exit($0)) }
        session.onDiagnostic = { output.diagnostics.append($0) }
        session.open()
        for line in lines { try replayLine(replayer, line) }
        replayer.finish()
        return output
    }

    /// What a replay produced, with the times events were made left out.
    static func comparable(_ output: Output) -> [String] {
        output.traces
            + output.events.map { event in
                var event = event
                event.timestamp = Date(timeIntervalSince1970: 0)
                return "\(event)"
            }
            + output.outcomes.map { "\($0)" } + output.diagnostics.map { "\($0)" }
    }

    /// `providerkit replay` replays through the replayer's line decoder, which redacts trace URLs
    /// and works out the engine's reaction to a message ahead, on another thread. That path must
    /// produce what the live path produces (`replay(line:)`: the flow asks the engine itself),
    /// for every sandbox scenario's transcript and the issue's.
    @Test func theLineDecoderReplaysExactlyAsTheLiveFlow() throws {
        let transcripts =
            MeldSandbox.scenarios.compactMap { MeldSandbox.transcript(for: $0.name) }
            + [SandboxTranscript(lines: Self.transcript, replayOptions: Self.options)]
        var decodedLines = 0
        for transcript in transcripts {
            let live = try replay(transcript.lines, options: transcript.replayOptions)
            let decoded = try replay(transcript.lines, options: transcript.replayOptions) { replayer, line in
                var decoder = replayer.makeLineDecoder()
                let bytes = Array(line.utf8)
                guard let decodedLine = bytes.withUnsafeBufferPointer({ decoder.decode(utf8: $0) }) else {
                    return try replayer.replay(line: line)
                }
                decodedLines += 1
                replayer.replay(decoded: decodedLine)
            }
            #expect(Self.comparable(decoded) == Self.comparable(live), "\(transcript.lines.first ?? "")")
            #expect(!live.events.isEmpty || !live.outcomes.isEmpty)
        }
        #expect(decodedLines > 30, "the decoder accepted only \(decodedLines) lines")
    }

    @Test func theIssueTranscript() throws {
        let output = try replay(Self.transcript)
        #expect(output.traces == [
            #"{"kind":"navigation","url":"https://institution-connect-sb.meld.io/?connectToken=<redacted>&lang=en","decision":"allow","target":null}"#,
            #"{"kind":"navigation","url":"mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%2Foauth%22%7D","decision":"openExternal","target":"https://bank.example.com/oauth"}"#,
            #"{"kind":"navigation","url":"https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b","decision":"load","target":"https://institution-connect-sb.meld.io/?connectToken=<redacted>&lang=en&plaidStateId=11834d6d-7d09-459b-b757-068697a5a07b"}"#,
            #"{"kind":"navigation","url":"https://bank.example.com/login","decision":"allow","target":null}"#,
        ])
        #expect(output.events.map(\.name) == [.loaded, .oauthStarted, .oauthCompleted, .connected, .handoff])
        #expect(output.outcomes.count == 1)
        let success = try #require(output.outcomes.first?.success)
        #expect(success.accounts.map(\.name) == ["Checking", "Savings"])
        #expect(success.institution?.name == "First Bank")
        #expect(!output.diagnostics.map(\.code).contains(LinkDiagnostic.Code.duplicateOutcome), "handover is the normal end")
        #expect(!output.traces.joined().contains(Fixtures.token))
    }

    /// Without `--connection-id` (and no id in connect_complete) nothing names the connection, so
    /// the replayed session ends with a configuration error rather than a success without an id.
    @Test func withoutAConnectionIdTheCompletionIsAConfigurationExit() throws {
        var options = Self.options
        options["--connection-id"] = nil
        let output = try replay(Self.transcript, options: options)
        #expect(output.outcomes.count == 1)
        #expect(output.outcomes.first?.exit?.error?.code == .configuration)
    }

    @Test func tracesNeverPrintTheTokenWhereverItAppears() throws {
        let output = try replay([
            #"{"navigation":"https://evil.example.com/?next=\#(Fixtures.token)"}"#,
            #"{"navigation":"https://evil.example.com/cb#access_token=zzz-implicit"}"#,
            #"{"popup":"https://evil.example.com/?u=\#(MeldWidgetEngine.percentEncode(Fixtures.widgetURL))"}"#,
            #"{"message":"[meld-connect]error?{\"details\":\"failed: \#(Fixtures.widgetURL)\"}","handler":"meldMessageHandler"}"#,
        ])
        #expect(output.traces.count == 3)
        let printed = output.traces.joined() + output.events.map { "\($0)" }.joined() + output.diagnostics.map(\.message).joined()
        #expect(!printed.contains(Fixtures.token))
        #expect(!printed.contains("zzz-implicit"))
        #expect(output.traces[0].contains("next=<redacted>"))
    }

    /// Replayers share the traced URLs they redacted; a replayer told another widget URL must
    /// not print a URL as one told the earlier widget URL redacted it.
    @Test func aReplayerWithAnotherWidgetURLRedactsItsOwnTokenInURLsTracedBefore() throws {
        let otherToken = "ot.her-456"
        let line = #"{"navigation":"https://evil.example.com/\#(otherToken)/\#(Fixtures.token)"}"#
        let first = try replay([line])
        #expect(first.traces.count == 1)
        #expect(first.traces[0].contains(otherToken) && !first.traces[0].contains(Fixtures.token))
        var options = Self.options
        options["--widget-url"] = "https://institution-connect-sb.meld.io/?connectToken=\(otherToken)&lang=en"
        let second = try replay([line], options: options)
        #expect(second.traces.count == 1)
        #expect(!second.traces[0].contains(otherToken) && second.traces[0].contains(Fixtures.token))
        let again = try replay([line])
        #expect(again.traces == first.traces)
    }

    @Test func anEmptyPopupIsTracedAsAllowed() throws {
        let output = try replay([#"{"popup":""}"#])
        #expect(output.traces == [#"{"kind":"navigation","url":"","decision":"allow","target":null}"#])
    }

    @Test func replayUsesTheLiveRules() throws {
        let output = try replay([
            #"{"navigation":"javascript:alert(1)"}"#,
            #"{"navigation":"https://app.example.com.evil.com/meld/?oauth_state_id=1"}"#,
            #"{"navigation":"https://app.example.com/meld/?status=success","window":"popup"}"#,
            #"{"message":"[meld-connect]handover","handler":"otherHandler"}"#,
            #"{"message":42,"handler":"meldMessageHandler"}"#,
            #"{"message":"[meld-connect]error?{\"reason\":\"INSTITUTION_DOWN\"}","handler":"meldMessageHandler"}"#,
            #"{"closed":"root"}"#,
        ])
        #expect(output.traces.count == 3)
        #expect(output.traces[0].contains(#""decision":"cancel","target":null"#))
        #expect(output.traces[1].contains(#""decision":"allow""#))
        #expect(output.traces[2].contains(#""decision":"dismissPopup""#))
        #expect(output.outcomes.first?.exit?.error?.code == .institutionUnavailable)
        #expect(output.diagnostics.count >= 3)
    }

    @Test func anUnfinishedTranscriptEndsAsUserCancelled() throws {
        let output = try replay([#"{"message":"[meld-connect]init","handler":"meldMessageHandler"}"#])
        #expect(output.outcomes.first?.exit?.reason == .userCancelled)
    }

    @Test(arguments: [
        (#"{"navigation":"https://a.example.com""#, "malformed JSON"),
        ("[1,2]", "expected"),
        (#"{"foo":"bar"}"#, "exactly one of"),
        (#"{"navigation":"https://a.example.com","popup":"https://b.example.com"}"#, "\"navigation\" and \"popup\""),
        (#"{"navigation":5}"#, "navigation"),
        (#"{"message":"[meld-connect]init"}"#, "handler: missing"),
        (#"{"closed":"door"}"#, "closed"),
        (#"{"navigation":"https://a.example.com","window":"tab"}"#, "window"),
        (#"{"universalLink":null}"#, "universalLink"),
    ])
    func badLinesNameTheProblem(line: String, mention: String) throws {
        let replayer = try MeldSandbox.makeReplayer(options: Self.options)
        #expect {
            try replayer.replay(line: line)
        } throws: { error in
            guard let error = error as? TranscriptLineError else { return false }
            return error.message.contains(mention) && error.message.contains("expected")
        }
    }

    @Test func syntaxErrorsCarryAColumn() throws {
        let replayer = try MeldSandbox.makeReplayer(options: Self.options)
        do {
            try replayer.replay(line: #"{"navigation": https}"#)
            Issue.record("expected an error")
        } catch let error as TranscriptLineError {
            #expect(error.column == 16)
        } catch {
            Issue.record("threw \(type(of: error)), not \(TranscriptLineError.self)")
        }
    }

    @Test func optionsAreValidated() {
        let bad: [[String: String]] = [
            [:],
            ["--widget-url": Fixtures.widgetURL],
            ["--redirect-uri": Fixtures.redirect],
            ["--widget-url": "http://institution-connect-sb.meld.io/?connectToken=secret-x", "--redirect-uri": Fixtures.redirect],
            ["--widget-url": Fixtures.widgetURL, "--redirect-uri": "meldapp://callback"],
            ["--widget-url": Fixtures.widgetURL, "--redirect-uri": Fixtures.redirect, "--app-scheme": "https"],
        ]
        for options in bad {
            do {
                _ = try MeldSandbox.makeReplayer(options: options)
                Issue.record("accepted \(options.keys.sorted())")
            } catch let error as LinkError {
                #expect(error.code == .configuration)
                #expect(!error.message.contains("secret-x"))
            } catch {
                Issue.record("threw \(type(of: error)), not \(LinkError.self)")
            }
        }
        #expect((try? MeldSandbox.makeReplayer(options: ["widget-url": Fixtures.widgetURL, "redirect-uri": Fixtures.redirect])) != nil)
    }

    @Test func customSchemeAndHandlerOptions() throws {
        let output = try replay(
            [
                #"{"navigation":"bank://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fb.example.com%22%7D"}"#,
                #"{"message":"[meld-connect]handover","handler":"bridge"}"#,
            ],
            options: Self.options.merging(["--app-scheme": "bank", "--message-handler": "bridge"]) { $1 })
        #expect(output.traces.first?.contains(#""decision":"openExternal""#) == true)
        #expect(output.outcomes.first?.success != nil)
    }
}
