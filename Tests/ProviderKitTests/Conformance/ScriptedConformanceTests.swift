import ProviderKit
import ProviderKitTesting
import Testing

@MainActor
@Suite struct ScriptedConformanceTests {
    @Test func scriptedAdapterPassesTheConformanceSuite() async {
        let report = await ConformanceSuite.run(ScriptedSandbox.self)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.checks.count == ConformanceSuiteTests.checkNames.count)
        #expect(report.checks.map(\.name) == ConformanceSuiteTests.checkNames)
    }

    @Test func suiteDetectsAnAdapterThatLeaksAndDoublesOutcomes() async {
        // A deliberately broken probe: it reports successes straight to the app's callbacks,
        // bypassing the reporter, so duplicates are not dropped and tokens print in descriptions.
        var subject = ConformanceSubject(ScriptedSandbox.self)
        subject.makeProbe = { _ in BrokenProbe() }
        let report = await ConformanceSuite.run(subject, timeout: 0.1)
        let failed = Set(report.failures.map(\.name))
        #expect(failed.contains("exactly one outcome under duplicate and late terminal callbacks (success first)"))
        #expect(failed.contains("secrets are redacted in successes"))
        #expect(report.description.hasSuffix("\(report.passedCount) passed, \(report.failures.count) failed"))
    }
}

/// A probe whose "adapter" ignores the session contract: it calls the app's callbacks directly.
@MainActor
private final class BrokenProbe: ConformanceProbe {
    let session = LinkSession(adapterName: "broken", flow: InertFlow(), options: .init(closeAfterOutcome: nil))
    let requestToken = "broken-token"
    init() { session.open() }
    func sendSuccess(secret: String) {
        session.onSuccess?(
            LinkSuccess(
                adapterName: "broken", credential: .connection(id: secret), institution: nil, accounts: [],
                sessionID: requestToken, metadata: .empty))
    }
    func sendUserExit() { session.onExit?(LinkExit(adapterName: "broken", reason: .userCancelled)) }
    func sendError(_ key: VendorErrorKey, message: String) { sendUserExit() }
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails { .none }
    func sendAbandonment() {}
}

@MainActor
private final class InertFlow: LinkFlow {
    func start(reporting reporter: LinkReporter) throws {}
    func present(_ presentation: LinkPresentation) {}
    func cancel() {}
}
