import Foundation
import ProviderKit

/// Sandbox scenarios and transcript replay.
extension ConformanceRunner {
    func checkScenarios() async {
        await check("declares the required sandbox scenarios") {
            let names = Set(subject.scenarios.map(\.name))
            let missing = SandboxScenario.Name.required.filter { !names.contains($0) }
            try Self.require(missing.isEmpty, "expected the scenarios \(Self.names(SandboxScenario.Name.required)), missing: \(Self.names(missing))")
        }
        await check("every declared sandbox scenario runs to exactly one outcome") {
            var problems: [String] = []
            for scenario in subject.scenarios {
                do {
                    let recorder = try await runScenario(scenario.name)
                    let outcome = try recorder.expectOutcome()
                    if let problem = Self.unexpected(outcome, for: scenario.name) { problems.append("\(scenario.name): \(problem)") }
                    if let audit = scenarioAudits[scenario.name], let problem = Self.repeatedOutcome(audit) {
                        problems.append("\(scenario.name): \(problem)")
                    }
                } catch {
                    problems.append("\(scenario.name): \(Self.describe(error))")
                }
            }
            try Self.require(problems.isEmpty, Self.list(problems))
        }
        await check("each scenario's transcript replays to the live run's outcome and events") {
            var problems: [String] = []
            for name in subject.scenarios.map(\.name) {
                guard let transcript = subject.transcript(name) else {
                    if SandboxScenario.Name.required.contains(name) {
                        problems.append("\(name): expected a transcript (AdapterSandbox.transcript(for:)), got nil")
                    }
                    continue
                }
                do {
                    let live = try await liveRun(name)
                    let (replay, lineErrors) = try await self.replay(transcript)
                    if !lineErrors.isEmpty { problems.append("\(name): the replayer rejected \(lineErrors.joined(separator: "; "))") }
                    if let difference = SessionFingerprint(live).difference(from: SessionFingerprint(replay)) {
                        problems.append("\(name): \(difference)")
                    }
                } catch {
                    problems.append("\(name): \(Self.describe(error))")
                }
            }
            try Self.require(problems.isEmpty, Self.list(problems))
        }
        await check("a replayer rejects an unreadable line with a TranscriptLineError") {
            let options = subject.transcript(.success)?.replayOptions ?? [:]
            let replayer = try makeReplayer(options)
            let session = LinkSession(adapterName: descriptor.name, flow: replayer, options: .init(closeAfterOutcome: nil))
            let recorder = SessionRecorder(session)
            defer { session.close() }
            session.open()
            let before = recorder.entries.count
            do {
                try replayer.replay(line: Self.unreadableLine)
                throw Failure("expected a TranscriptLineError for the line \(Self.unreadableLine), the replayer accepted it")
            } catch is TranscriptLineError {
                try Self.require(
                    recorder.entries.count == before,
                    "expected nothing reported for the rejected line; the session delivered: \(recorder.summary)")
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure("expected a TranscriptLineError for an unreadable line, the replayer threw \(type(of: error)): \(Self.describe(error))")
            }
        }
    }

    /// A line no transcript format accepts.
    static let unreadableLine = #"{"pk-conformance": not a transcript line"#

    /// Why `outcome` is not what a required scenario promises, or `nil`.
    static func unexpected(_ outcome: LinkOutcome, for scenario: SandboxScenario.Name) -> String? {
        switch scenario {
        case .success:
            return outcome.success == nil ? "expected a success, got \(SessionFingerprint.line(outcome))" : nil
        case .cancel:
            return outcome.exit?.reason == .userCancelled ? nil : "expected an exit (userCancelled), got \(SessionFingerprint.line(outcome))"
        case .institutionDown:
            return outcome.exit?.error?.code == .institutionUnavailable
                ? nil : "expected an exit with an institutionUnavailable error, got \(SessionFingerprint.line(outcome))"
        default:
            return nil
        }
    }

    /// The live run of `name`, from the scenario check when it ran, otherwise run now.
    func liveRun(_ name: SandboxScenario.Name) async throws -> SessionRecorder {
        if let recorder = liveRuns[name] { return recorder }
        return try await runScenario(name)
    }

    /// Runs a scenario on its sandbox run until its flow ends (or ``timeout`` passes), and
    /// returns what the session delivered.
    func runScenario(_ name: SandboxScenario.Name) async throws -> SessionRecorder {
        let run: SandboxRun
        do {
            run = try subject.makeRun(name)
        } catch {
            throw Failure("declared, but makeRun(for:) threw: \(Self.describe(error))")
        }
        let entry = ProviderEntry(name: descriptor.name, adapterName: descriptor.name, redirectURI: run.redirectURI)
        let flow: any LinkFlow
        do {
            flow = try run.adapter.makeFlow(request: run.request, entry: entry)
        } catch {
            throw Failure("the adapter refused the scenario's request: \(Self.describe(error))")
        }
        let options = auditedOptions()
        scenarioAudits[name] = options.reporterAudit
        let session = LinkSession(
            adapterName: descriptor.name, flow: flow, redirectURI: run.redirectURI, entryName: entry.name,
            options: options)
        let recorder = SessionRecorder(session)
        defer { session.close() }
        session.open()
        let ended = await recorder.wait(timeout: timeout) { session.isClosed }
        if !ended, recorder.outcomes.isEmpty {
            throw Failure(
                "expected exactly one outcome, none arrived within \(Self.seconds(timeout)); the session delivered: \(recorder.summary)")
        }
        liveRuns[name] = recorder
        return recorder
    }

    /// Replays `transcript` in a session, as `providerkit replay` does, and returns what the
    /// session delivered and the lines the replayer rejected.
    func replay(_ transcript: SandboxTranscript) async throws -> (SessionRecorder, [String]) {
        let replayer = try makeReplayer(transcript.replayOptions)
        let session = LinkSession(adapterName: descriptor.name, flow: replayer, options: .init(closeAfterOutcome: nil))
        let recorder = SessionRecorder(session)
        defer { session.close() }
        session.open()
        var lineErrors: [String] = []
        for (index, line) in transcript.lines.enumerated() {
            do {
                try replayer.replay(line: line)
            } catch {
                lineErrors.append("line \(index + 1): \(Self.describe(error))")
            }
        }
        replayer.finish()
        await recorder.wait(timeout: timeout) { session.isClosed }
        return (recorder, lineErrors)
    }

    func makeReplayer(_ options: [String: String]) throws -> any TranscriptReplayer {
        do {
            return try subject.makeReplayer(options)
        } catch {
            throw Failure("makeReplayer(options: \(options.keys.sorted())) threw: \(Self.describe(error))")
        }
    }

    static func names(_ names: [SandboxScenario.Name]) -> String {
        names.isEmpty ? "none" : names.map(\.rawValue).joined(separator: ", ")
    }
}
