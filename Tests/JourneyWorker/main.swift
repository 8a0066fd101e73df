// A child process for the journey journal's real-process tests (Tests/ProviderKitCLITests/
// JourneyProcessTests.swift): the app is really killed (SIGKILL) mid-OAuth, and relaunched as a
// new process that runs the launch pattern of docs/journeys.md in a given order.
//
//   JourneyWorker kill --journal DIR
//       starts a Plaid v1 sandbox journey; when the user has left for the bank, prints
//       "link URL" (the OAuth return the bank will send) and dies by SIGKILL.
//   JourneyWorker relaunch --journal DIR --link URL --order STEP,STEP,… [--window S]
//                          [--go FILE] [--link-file FILE] [--launched FILE]
//       creates the coordinator (the launch; prints "launched N", N the interrupted journeys it
//       found, and creates the --launched file), then runs the steps in order:
//         resume    the app resumes its interrupted journeys (docs/journeys.md's resumeInterrupted)
//         return    the user comes back without a link (scene active): the same idempotent call
//         link      the universal link is delivered; prints "routed true|false"
//         timeout   waits for the journeys' results (the return window passes without a link)
//         go        waits for the --go file (so several processes start together)
//         linkfile  waits for the --link-file, then delivers the URL it holds
//       and waits for every result. Prints "claimed ID" when it holds a journey, "busy REASON"
//       when another process does, "outcome KIND" for each result the app handles, then
//       "outcomes N". Exit 0 (1: usage).
import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: JourneyWorker kill|relaunch --journal DIR …\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
var index = 1
while index + 1 < arguments.count {
    options[arguments[index]] = arguments[index + 1]
    index += 2
}
guard let mode = arguments.first, let directory = options["--journal"].map({ URL(fileURLWithPath: $0) }) else { usage() }

/// The app of this process: one coordinator, made at launch, over a Plaid v1 sandbox.
@MainActor
final class App {
    let coordinator: LinkJourneyCoordinator
    let driver: PlaidLegacySandboxDriver?
    private var resuming: Set<UUID> = []
    private var running: [Task<Void, Never>] = []
    private(set) var outcomes = 0

    init(directory: URL, window: TimeInterval?) throws {
        let run = try PlaidLegacySandbox.makeRun(for: "oauth")
        driver = (run.adapter as? PlaidLegacyAdapter)?.driver as? PlaidLegacySandboxDriver
        let sandbox = SandboxJourney(runs: ["bank": [run]])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version": 1, "provider": "bank", "providers": {"bank": {"adapter": "plaid-legacy", "redirectURI": "https://app.example.com/plaid/oauth"}}}"#,
            registry: sandbox.registry)
        coordinator = LinkJourneyCoordinator(
            configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
            fallbackPolicy: .never, journal: LinkJourneyJournal(directory: directory),
            secureStore: FileSecureStore(directory: directory.appendingPathComponent("Secrets")))
        if let window { coordinator.returnWindow = window }
    }

    /// docs/journeys.md's `resumeInterrupted()`: resumes each interrupted journey once, however
    /// often it is called, and handles each result once.
    func resumeInterrupted() {
        for interrupted in coordinator.interruptedJourneys where !resuming.contains(interrupted.id) {
            resuming.insert(interrupted.id)
            let journey: LinkJourney
            do {
                journey = try coordinator.makeResumedJourney(interrupted)
            } catch let busy as LinkJourneyBusyError {
                say("busy \(busy.reason.rawValue)")
                continue
            } catch {
                say("error \(error)")
                continue
            }
            say("claimed \(interrupted.id.uuidString.lowercased())")
            running.append(
                Task { @MainActor in
                    let result = await journey.run()
                    self.outcomes += 1
                    say("outcome \(result.outcome.exit?.reason.kind.rawValue ?? "success")")
                })
        }
    }

    func deliver(_ url: URL) {
        say("routed \(coordinator.handleUniversalLink(url))")
    }

    func waitForResults() async {
        for task in running { await task.value }
    }
}

/// Waits (bounded, 60 s) until `path` exists.
func waitForFile(_ path: String) async {
    var waited = 0
    while !FileManager.default.fileExists(atPath: path), waited < 6000 {
        try? await Task.sleep(nanoseconds: 10_000_000)
        waited += 1
    }
}

@MainActor
func main() async throws {
    switch mode {
    case "kill":
        let app = try App(directory: directory, window: nil)
        let journey = try app.coordinator.makeJourney()
        app.driver?.universalLinkHandler = { url in
            say("link \(url.absoluteString)")
            say("journey \(journey.id.uuidString.lowercased())")
            raise(SIGKILL)
        }
        journey.start { _ in say("outcome before the kill") }
        try await Task.sleep(nanoseconds: 60_000_000_000)
        say("the journey never left for the bank")
    case "relaunch":
        guard let order = options["--order"]?.split(separator: ",").map(String.init) else { usage() }
        let link = options["--link"].flatMap(URL.init(string:))
        let app = try App(directory: directory, window: options["--window"].flatMap(TimeInterval.init))
        say("launched \(app.coordinator.interruptedJourneys.count)")
        if let launched = options["--launched"] { _ = FileManager.default.createFile(atPath: launched, contents: Data()) }
        for step in order {
            switch step {
            case "resume", "return": app.resumeInterrupted()
            case "link":
                guard let link else { usage() }
                app.deliver(link)
            case "timeout": await app.waitForResults()
            case "go": await waitForFile(options["--go"] ?? "")
            case "linkfile":
                let path = options["--link-file"] ?? ""
                await waitForFile(path)
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else { usage() }
                app.deliver(url)
            default: usage()
            }
            // Lets what the step started run up to its next wait (a resume up to its wait for the
            // link), so the next step really comes after it.
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        await app.waitForResults()
        say("outcomes \(app.outcomes)")
    default: usage()
    }
}

try await main()
