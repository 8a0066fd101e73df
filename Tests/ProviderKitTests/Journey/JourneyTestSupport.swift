import Foundation
import ProviderKit

/// A flow that plays scripted vendor callbacks once presented. Steps after ``Step/awaitRedirect``
/// run when a matching universal link arrives (an OAuth return).
@MainActor
final class StepFlow: LinkFlow {
    enum Step: Sendable {
        case loaded
        case event(LinkEvent.Name, stage: LinkStage? = nil, institution: LinkInstitution? = nil, error: LinkError? = nil)
        case succeed(String)
        case fail(LinkError)
        case userExit
        case ended
        case awaitRedirect
        case keepForResume([String: LinkJSONValue])
    }

    let adapterName: String
    let entryName: String
    let request: LinkRequest
    private var steps: [Step]
    private(set) var reporter: LinkReporter?
    private(set) var cancelCount = 0
    private(set) var redirects: [RedirectMatch] = []

    init(adapterName: String, entryName: String, request: LinkRequest, steps: [Step]) {
        self.adapterName = adapterName
        self.entryName = entryName
        self.request = request
        self.steps = steps
    }

    func start(reporting reporter: LinkReporter) throws(LinkError) {
        self.reporter = reporter
    }

    func present(_ presentation: LinkPresentation) {
        Task { @MainActor in await self.play() }
    }

    func cancel() { cancelCount += 1 }

    func handleRedirect(_ match: RedirectMatch) -> Bool {
        redirects.append(match)
        Task { @MainActor in await self.play() }
        return true
    }

    private func play() async {
        while !steps.isEmpty {
            await Task.yield()
            let step = steps.removeFirst()
            guard let reporter else { return }
            switch step {
            case .loaded: reporter.loaded()
            case .event(let name, let stage, let institution, let error):
                reporter.event(
                    LinkEvent(
                        adapterName: adapterName, name: name, vendorEventName: name.rawValue.uppercased(), institution: institution,
                        stage: stage, error: error))
            case .succeed(let token):
                reporter.succeeded(
                    LinkSuccess(
                        adapterName: adapterName, credential: .publicToken(Secret(token)), institution: nil, accounts: [],
                        sessionID: nil, metadata: .empty))
            case .fail(let error): reporter.exited(LinkExit(adapterName: adapterName, reason: .error(error)))
            case .userExit: reporter.exited(LinkExit(adapterName: adapterName, reason: .userCancelled))
            case .ended: reporter.flowEnded()
            case .awaitRedirect: return
            case .keepForResume(let values): reporter.keepForResume(values)
            }
        }
    }
}

/// What the test adapters and token provider saw.
@MainActor
final class JourneyLog {
    var requests: [(entryName: String, request: LinkRequest)] = []
    var flows: [StepFlow] = []
}

/// An adapter whose flows play what `plan` returns for each entry and request.
struct JourneyTestAdapter: LinkAdapter {
    let descriptor: AdapterDescriptor
    let log: JourneyLog
    let plan: @MainActor @Sendable (_ entryName: String, _ request: LinkRequest, _ index: Int) throws(LinkError) -> [StepFlow.Step]

    init(
        name: String, log: JourneyLog, update: AdapterUpdateSupport = .unsupported("none"),
        resume: AdapterResumeSupport? = nil,
        plan: @escaping @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step]
    ) {
        self.descriptor = AdapterDescriptor(
            name: name, displayName: name, requiresRedirectURI: false,
            errorTable: ErrorMappingTable(adapterName: name, rules: []), eventTable: EventMappingTable(adapterName: name, rules: []),
            updateSupport: update, resumeSupport: resume)
        self.log = log
        self.plan = plan
    }

    @MainActor
    func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        log.requests.append((entry.name, request))
        let steps = try plan(entry.name, request, log.requests.count)
        let flow = StepFlow(adapterName: descriptor.name, entryName: entry.name, request: request, steps: steps)
        log.flows.append(flow)
        return flow
    }
}

/// Records every token context, thread-safely, and answers with `tok-<entry>-<call>`.
final class TestTokens: LinkTokenProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [LinkTokenContext] = []
    private let answer: @Sendable (LinkTokenContext, Int) async throws -> LinkRequest

    init(
        answer: @escaping @Sendable (LinkTokenContext, Int) async throws -> LinkRequest = { context, call in
            LinkRequest(token: Secret("tok-\(context.entryName)-\(call)"))
        }
    ) {
        self.answer = answer
    }

    var contexts: [LinkTokenContext] { lock.withLock { recorded } }

    func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
        let call = lock.withLock {
            recorded.append(context)
            return recorded.count
        }
        return try await answer(context, call)
    }
}

enum JourneyFixtures {
    static let chase = LinkInstitution(id: "ins_3", name: "Chase")

    static let configurationText = """
        {
          "version": 1,
          "provider": "primary",
          "fallbacks": ["backup", "spare"],
          "providers": {
            "primary": { "adapter": "alpha", "redirectURI": "https://app.example.com/alpha/oauth" },
            "backup": { "adapter": "beta", "redirectURI": "https://app.example.com/beta/" },
            "spare": { "adapter": "alpha" }
          }
        }
        """

    static func down(_ message: String = "bank down") -> LinkError {
        LinkError(code: .institutionUnavailable, vendorCode: "DOWN", message: message)
    }

    static func expired() -> LinkError {
        LinkError(code: .invalidLinkToken, vendorCode: "EXPIRED", message: "token expired")
    }

    /// A coordinator over the two test adapters, with `plan` for both.
    @MainActor
    static func coordinator(
        log: JourneyLog, tokens: TestTokens = TestTokens(), policy: LinkFallbackPolicy = .automatic,
        journal: LinkJourneyJournal? = nil, secureStore: (any LinkSecureStore)? = nil,
        alphaUpdate: AdapterUpdateSupport = .supported("a token for the connection"),
        alphaResume: AdapterResumeSupport? = nil, routes: String? = nil,
        plan: @escaping @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step]
    ) throws -> LinkJourneyCoordinator {
        let registry = ProviderRegistry([
            JourneyTestAdapter(name: "alpha", log: log, update: alphaUpdate, resume: alphaResume, plan: plan),
            JourneyTestAdapter(name: "beta", log: log, plan: plan),
        ])
        let text = routes.map { configurationText.replacingOccurrences(of: "\"providers\": {", with: "\"routes\": \($0),\n  \"providers\": {") } ?? configurationText
        let configuration = try ProviderConfiguration(parsing: text, registry: registry)
        return LinkJourneyCoordinator(
            configuration: configuration, registry: registry, tokenProvider: tokens, fallbackPolicy: policy,
            journal: journal, secureStore: secureStore, sessionOptions: .init(closeAfterOutcome: 0.05))
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-journey-\(UUID().uuidString)")
    }
}
