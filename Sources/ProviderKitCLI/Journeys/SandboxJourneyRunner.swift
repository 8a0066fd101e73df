import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitTesting

/// Runs a ``SandboxJourneyScenario`` and prints it as one stream.
@MainActor
enum SandboxJourneyRunner {
    /// A journey's result, and every journal problem met on the way (printed already).
    struct Report {
        /// `nil` when the journey could not survive the kill (its journal was never written).
        var result: LinkJourneyResult?
        var journalProblems: [LinkJournalProblem] = []
    }

    /// The sandbox itself failed (not the journey).
    struct SandboxFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs `scenario` starting on `entryName` (the active entry when `nil`).
    static func run(
        _ scenario: SandboxJourneyScenario, configuration: ProviderConfiguration, entryName: String?,
        journalDirectory: URL?, bundle: URL? = nil, printer: JourneyPrinter
    ) async throws -> Report {
        let writeBundle = bundle.map { url in
            { @MainActor (journey: LinkJourney) throws in
                try LinkSupportBundle(journey: journey, configuration: configuration).write(to: url)
            }
        }
        if scenario == .killedMidOAuth {
            return try await runKilledMidOAuth(
                configuration: configuration, entryName: entryName, journalDirectory: journalDirectory,
                writeBundle: writeBundle, printer: printer)
        }
        let start = entryName ?? configuration.activeEntryName
        let runs = try scenario.runs(configuration: configuration, entryName: start)
        let sandbox = SandboxJourney(runs: runs)
        let coordinator = coordinator(configuration, sandbox, journal: nil, secureStore: nil)
        if writeBundle != nil { coordinator.recording = .always }
        let purpose = try scenario.purpose(configuration: configuration, entryName: start)
        let journey = try coordinator.makeJourney(purpose, entryName: entryName)
        let result = await run(journey, printer: printer)
        try writeBundle?(journey)
        return Report(result: result)
    }

    private static func coordinator(
        _ configuration: ProviderConfiguration, _ sandbox: SandboxJourney, journal: LinkJourneyJournal?,
        secureStore: (any LinkSecureStore)?
    ) -> LinkJourneyCoordinator {
        LinkJourneyCoordinator(
            configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
            fallbackPolicy: .automatic, journal: journal, secureStore: secureStore, sessionOptions: .init(closeAfterOutcome: 0.5))
    }

    /// Runs `journey`, printing its events as they happen until its last session closed, then
    /// its result.
    private static func run(_ journey: LinkJourney, printer: JourneyPrinter) async -> LinkJourneyResult {
        journey.onEvent = { printer.print($0) }
        let untilClosed = journey.events()
        let result = await journey.run()
        for await _ in untilClosed {}
        printer.print(result: result)
        return result
    }

    /// Process one: Plaid v1 leaves for the bank and the app is killed before the link comes back.
    /// Process two: a new coordinator finds the journey in the journal, the link arrives, and the
    /// journey resumes with the same link token and nonce.
    private static func runKilledMidOAuth(
        configuration: ProviderConfiguration, entryName: String?, journalDirectory: URL?,
        writeBundle: (@MainActor (LinkJourney) throws -> Void)?, printer: JourneyPrinter
    ) async throws -> Report {
        let legacy = PlaidLegacyAdapter.descriptor.name
        guard
            let start = entryName
                ?? configuration.entries.values.filter({ $0.adapterName == legacy }).map(\.name).sorted().first,
            configuration.entries[start]?.adapterName == legacy
        else {
            throw LinkError.configuration(
                "the killed-mid-oauth journey runs on a plaid-legacy entry, and the configuration has none (the default configuration has one)")
        }
        let directory =
            journalDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-journal-\(UUID().uuidString)")
        defer { if journalDirectory == nil { try? FileManager.default.removeItem(at: directory) } }
        let journal = LinkJourneyJournal(directory: directory)
        printer.plainPaths = [directory.path]
        let store = FileSecureStore(directory: directory.appendingPathComponent("Secrets"))

        let firstRuns = try SandboxJourneyScenario.killedMidOAuth.runs(configuration: configuration, entryName: start)
        let driver = (firstRuns[start]?.first?.adapter as? PlaidLegacyAdapter)?.driver as? PlaidLegacySandboxDriver
        let first = coordinator(configuration, SandboxJourney(runs: firstRuns), journal: journal, secureStore: store)
        let journey = try first.makeJourney(entryName: start)
        var problems = first.journalProblems
        for problem in problems { printProblem(problem, printer: printer, journey: journey.id, entryName: start, adapterName: legacy) }
        journey.onEvent = { printer.print($0) }
        let returnLink: URL = await withCheckedContinuation { continuation in
            driver?.universalLinkHandler = { url in
                guard journey.result == nil else { return }
                journey.onEvent = nil
                printer.note(
                    "The system kills the app while the user is at the bank; the journal keeps the journey (\(directory.path)).",
                    journeyID: journey.id, attempt: 1, entryName: start, adapterName: legacy)
                journey.simulateProcessDeath()
                continuation.resume(returning: url)
            }
            journey.start { _ in }
        }

        let relaunched = coordinator(
            configuration, SandboxJourney(runs: try SandboxJourneyScenario.killedMidOAuth.runs(configuration: configuration, entryName: start)),
            journal: journal, secureStore: store)
        problems += journey.journalProblems
        for problem in relaunched.journalProblems where !problems.contains(problem) {
            problems.append(problem)
            printProblem(problem, printer: printer, journey: journey.id, entryName: start, adapterName: legacy)
        }
        let routed = relaunched.handleUniversalLink(returnLink)
        // The journey this run started, never another one a shared --journal directory holds.
        guard let interrupted = relaunched.interruptedJourneys.first(where: { $0.id == journey.id }) else {
            printer.note(
                "The relaunched app did not find the journey it started in the journal (\(directory.path)): it could not be written, so it cannot survive the kill.",
                journeyID: journey.id, attempt: 1, entryName: start, adapterName: legacy)
            guard problems.contains(where: { $0.kind == .writeFailed }) else {
                throw SandboxFailure(message: "the relaunched app found no interrupted journey in \(directory.path)")
            }
            return Report(result: nil, journalProblems: problems)
        }
        printer.note(
            "The app is relaunched: \(relaunched.interruptedJourneys.count) interrupted journey(s) in the journal; the universal link \(returnLink.path)?oauth_state_id=… \(routed ? "reaches it" : "matches nothing"); resumable: \(interrupted.canResume).",
            journeyID: interrupted.id, attempt: interrupted.attempt, entryName: interrupted.entryName,
            adapterName: interrupted.adapterName)
        // The bundle holds what the relaunched process recorded: the resumed attempt.
        if writeBundle != nil { relaunched.recording = .always }
        let resumed = try relaunched.makeResumedJourney(interrupted)
        let result = await run(resumed, printer: printer)
        try writeBundle?(resumed)
        for problem in resumed.journalProblems where !problems.contains(problem) { problems.append(problem) }
        return Report(result: result, journalProblems: problems)
    }

    /// Prints a journal problem the coordinator found (journeys print their own as diagnostics).
    private static func printProblem(
        _ problem: LinkJournalProblem, printer: JourneyPrinter, journey: UUID, entryName: String, adapterName: String
    ) {
        printer.print(
            LinkJourneyEvent(
                journeyID: journey, attempt: 1, entryName: entryName, adapterName: adapterName,
                kind: .diagnostic(
                    LinkDiagnostic(
                        severity: .warning, code: .journalProblem, message: problem.description,
                        keepingPaths: [problem.path, problem.movedTo].compactMap { $0 }))))
    }
}
