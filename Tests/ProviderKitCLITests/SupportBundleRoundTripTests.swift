import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitMeldSandbox
import ProviderKitTesting
import Testing

/// Record → bundle → `providerkit replay BUNDLE` reproduces: for every sandbox scenario of every
/// recorded adapter through the real tool, and for thousands of generated callback sequences per
/// adapter (the exactly-once property's generator) through the same comparison in process.
@Suite(.serialized) @MainActor struct SupportBundleRoundTripTests {
    @Test func everySandboxScenarioReproducesThroughTheTool() async throws {
        var checked = 0
        for sandbox in SupportBundleRecording.sandboxes {
            for scenario in sandbox.scenarios {
                let bundle = try await SupportBundleRecording.bundle(sandbox, scenario: scenario.name)
                let label = "\(sandbox.descriptor.name) \(scenario.name)"
                // Either callbacks were recorded, or the adapter refused the request at start.
                let refused = bundle.lines.contains { $0.hasPrefix(#"{"kind":"attempt""#) && $0.contains(#""refused":{"code":"#) }
                #expect(
                    refused || bundle.lines.contains { $0.hasPrefix(#"{"kind":"callback""#) }, "\(label): no callback recorded")
                let file = try TemporaryFile(String(decoding: bundle.data, as: UTF8.self), suffix: ".jsonl")
                defer { try? FileManager.default.removeItem(at: file.url) }
                let text = try await ChildTool.run(["replay", file.path])
                #expect(text.status == 0, "\(label): \(text.out) \(text.err)")
                #expect(text.out.contains("attempt 1 (\(sandbox.descriptor.name)): reproduced\n"), "\(label): \(text.out)")
                #expect(text.out.hasSuffix("reproduced (1 attempt)\n"), "\(label): \(text.out)")
                checked += 1
            }
        }
        let recordedNames = Set(SupportBundleRecording.sandboxes.map { $0.descriptor.name })
        #expect(recordedNames == Set(BuiltInAdapters.names))
        let scenarioCount = SupportBundleRecording.sandboxes.reduce(0) { $0 + $1.scenarios.count }
        #expect(checked == scenarioCount, "\(checked) of \(scenarioCount) scenarios reproduced")
    }

    @Test func meldBundlesKeepTheWidgetURLWithItsConnectTokenReplaced() async throws {
        let sandbox = SupportBundleRecording.sandbox(named: "meld")
        let token = try #require(URLComponents(string: MeldSandbox.widgetURL)?.queryItems?.first { $0.name == "connectToken" }?.value)
        for scenario in sandbox.scenarios {
            let bundle = try await SupportBundleRecording.bundle(sandbox, scenario: scenario.name)
            let text = String(decoding: bundle.data, as: UTF8.self)
            #expect(!text.contains(token), "\(scenario.name)")
            let attempt = try LinkJSONValue(parsing: try #require(bundle.lines.first { $0.hasPrefix(#"{"kind":"attempt""#) }))
            #expect(
                attempt["settings"]?["widget-url"]?.stringValue == "https://institution-connect-sb.meld.io/?connectToken=%3Credacted%3E",
                "\(scenario.name): \(attempt)")
            #expect(attempt["settings"]?["redirect-uri"]?.stringValue == MeldSandbox.redirectURI, "\(scenario.name)")
            #expect(attempt["settings"]?["connection-id"]?.stringValue == MeldSandbox.connectionID, "\(scenario.name)")
            // The widget's own navigation is recorded with the same placeholder as the setting.
            let callbacks = bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback""#) }
            #expect(callbacks.contains { $0.contains(#"connectToken=%3Credacted%3E"#) }, "\(scenario.name)")
            #expect(callbacks.first?.contains(#"\"navigation\":"#) == true, "\(scenario.name): \(callbacks.first ?? "")")
        }
    }

    @Test func jsonOutputNamesEachAttemptAndTheSummary() async throws {
        let bundle = try await SupportBundleRecording.bundle(SupportBundleRecording.sandbox(named: "plaid"), scenario: .success)
        let file = try TemporaryFile(String(decoding: bundle.data, as: UTF8.self), suffix: ".jsonl")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let result = try await ChildTool.run(["replay", file.path, "--format", "json"])
        #expect(result.status == 0)
        let lines = try result.out.split(separator: "\n").map { try LinkJSONValue(parsing: String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first?["kind"]?.stringValue == "bundleAttempt")
        #expect(lines.first?["reproduced"]?.boolValue == true)
        #expect(lines.last?["kind"]?.stringValue == "summary")
        #expect(lines.last?["status"]?.intValue == 0)
    }

    @Test func aBundleThatNoLongerReproducesSaysWhereAndExitsOne() async throws {
        let bundle = try await SupportBundleRecording.bundle(
            SupportBundleRecording.sandbox(named: "plaid"), scenario: .institutionDown)
        var lines = bundle.lines
        let index = try #require(lines.lastIndex { $0.contains(#""kind":"expect""#) && $0.contains("exit error") })
        lines[index] = lines[index].replacingOccurrences(of: "institutionUnavailable", with: "invalidCredentials")
        let file = try TemporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".jsonl")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let result = try await ChildTool.run(["replay", file.path])
        #expect(result.status == 1, "\(result.out) \(result.err)")
        #expect(result.out.contains("differs at line \(index + 1): expected exit error error=invalidCredentials"), "\(result.out)")
        #expect(result.out.contains("got exit error error=institutionUnavailable"), "\(result.out)")
        #expect(result.out.hasSuffix("differs (1 of 1 attempt)\n"), "\(result.out)")
    }

    @Test func aJourneyWrittenByLinkReplaysAsReproduced() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for journey in ["token-expired", "update"] {
            let path = directory.appendingPathComponent("\(journey).jsonl").path
            let link = try await ChildTool.run(["link", "--journey", journey, "--bundle", path])
            #expect(link.status == 0, "\(journey): \(link.err)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix(#"{"kind":"supportBundle","format":1,"providerKitVersion":""#), "\(journey)")
            #expect(text.contains(#"{"kind":"journeyResult""#), "\(journey)")
            let replay = try await ChildTool.run(["replay", path])
            #expect(replay.status == 0, "\(journey): \(replay.out) \(replay.err)")
            #expect(replay.out.contains("reproduced ("), "\(journey): \(replay.out)")
        }
        let twoAttempts = try String(contentsOfFile: directory.appendingPathComponent("token-expired.jsonl").path, encoding: .utf8)
        #expect(twoAttempts.components(separatedBy: #"{"kind":"attempt","#).count - 1 == 2)
    }

    @Test func recordedSettingsBecomeTheOptionsTheReplayerTakes() throws {
        let header = #"{"kind":"supportBundle","format":1}"#
        let attempt =
            #"{"kind":"attempt","attempt":1,"adapterName":"plaid","redirectURI":"https://app.example.com/cb","settings":{"mode":"layer","widget-url":"https://x.example/"}}"#
        let bundle = try SupportBundle(text: header + "\n" + attempt + "\n")
        let read = try #require(bundle.attempts.first)
        #expect(read.settings == ["mode": "layer", "widget-url": "https://x.example/"])
        #expect(read.replayOptions(accepted: [ReplayOption("--mode", summary: "")]) == ["--mode": "layer"])
        #expect(
            read.replayOptions(accepted: [ReplayOption("--redirect-uri", summary: ""), ReplayOption("--widget-url", summary: "")])
                == ["--redirect-uri": "https://app.example.com/cb", "--widget-url": "https://x.example/"])
        let numbers = #"{"kind":"attempt","attempt":1,"adapterName":"plaid","settings":{"mode":7}}"#
        #expect(throws: SupportBundle.ReadError.self) { try SupportBundle(text: header + "\n" + numbers + "\n") }
    }

    @Test func bundleGoesWithJourneyOnly() async throws {
        let run = await ToolRun(["link", "--bundle", "/tmp/never-written.jsonl"])
        #expect(run.status == .usage)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.jsonl"))
    }

    @Test(arguments: SupportBundleRecording.recordedAdapterNames)
    func generatedSequencesReproduce(adapterName: String) async throws {
        let sandbox = SupportBundleRecording.sandbox(named: adapterName)
        // Mesh's `createHandler` errors happen when the session starts, before any callback (a
        // bundle records them as a refused start, which the sandbox's invalid-token scenario
        // covers); the probe can only play them mid-session, which no device does.
        let keys = sandbox.descriptor.errorTable.rules.map(\.key).filter { $0.type != "createHandler" }
        var failures: [String] = []
        var recordedCallbacks = 0
        for seed in UInt64(1)...2_000 {
            let sequence = VendorCallbackSequence(seed: seed, errorKeys: keys)
            let bundle = try SupportBundleRecording.bundle(sandbox, sequence: sequence)
            recordedCallbacks += bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback""#) }.count
            for verdict in try SupportBundleRecording.verdicts(bundle) where !verdict.reproduced {
                failures.append("\(sequence): \(verdict)")
            }
            if failures.count >= 5 { break }
            await Task.yield()
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(recordedCallbacks > 1_000, "the sequences recorded only \(recordedCallbacks) callbacks")
    }
}
