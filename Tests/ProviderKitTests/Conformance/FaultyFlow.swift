import Dispatch
import ProviderKit
import ProviderKitTesting

/// A ``ScriptedFlow`` with planted faults: callbacks pass through ``send(_:)``, which applies
/// the faults, hops as the faults say, and hands them to the scripted flow's real mapping (or, for
/// events with a planted mapping bug, maps them with that bug).
@MainActor
final class FaultyFlow: TranscriptReplayer {
    let faults: Set<PlantedFault>
    let token: Secret
    var traceHandler: ((ReplayTrace) -> Void)?
    private let inner: ScriptedFlow
    private let script: [ScriptedVendorCallback]
    private var reporter: LinkReporter?
    private let relay = MainActorRelay()
    private let vendorQueue = DispatchQueue(label: "providerkit.tests.faulty-vendor")

    init(token: Secret, script: [ScriptedVendorCallback], faults: Set<PlantedFault>) {
        self.token = token
        self.script = script
        self.faults = faults
        inner = ScriptedFlow(token: token, script: [])
    }

    func start(reporting reporter: LinkReporter) throws {
        self.reporter = reporter
        try inner.start(reporting: reporter)
    }

    func present(_ presentation: LinkPresentation) {
        inner.present(presentation)
        let script = self.script
        Task { @MainActor [self] in
            for callback in script {
                await Task.yield()
                send(callback)
            }
        }
    }

    func cancel() { inner.cancel() }

    func replay(line: String) throws {
        if faults.contains(.replayerIgnoresEveryLine) { return }
        send(try ScriptedVendorCallback(transcriptLine: line))
    }

    /// Ends the flow the way the other callbacks arrive (after the same hop, in order).
    func finish() { send(.dismissed) }

    /// Delivers a vendor callback the way the faults say.
    func send(_ callback: ScriptedVendorCallback) {
        if faults.contains(.swallowsEveryCallback) { return }
        if faults.contains(.hopsToMainActorWithTask) {
            Task { @MainActor in self.deliver(callback) }
        } else if faults.contains(.reportsOffTheMainActor) {
            // Straight to the scripted mapping: code of this file would trap first, at the
            // isolation checks Swift 6 puts in its closures.
            let inner = self.inner
            Self.callWithoutIsolationCheck { inner.send(callback) }
        } else if faults.contains(.relaysFromVendorQueue) {
            let relay = self.relay
            vendorQueue.async { relay.send { self.deliver(callback) } }
        } else {
            deliver(callback)
        }
    }

    private func deliver(_ callback: ScriptedVendorCallback) {
        let requestToken = token.reveal()
        switch callback {
        case .exit(let type?, let code?, let message) where faults.contains(.leaksRequestTokenInExitMessage):
            inner.send(.exit(errorType: type, errorCode: code, message: "\(message) (session \(requestToken))"))
        case .success(let credential, let institutionID, _) where faults.contains(.leaksRequestTokenInSuccess):
            inner.send(.success(token: credential, institutionID: institutionID, institutionName: "Bank of \(requestToken)"))
        case .success where faults.contains(.reportsSuccessTwice):
            inner.send(callback)
            inner.send(callback)
        case .success where faults.contains(.reportsExitAfterSuccess):
            inner.send(callback)
            inner.send(.exit(errorType: nil, errorCode: nil))
        case .success where faults.contains(.leaksRequestTokenInDiagnostics):
            inner.send(callback)
            reporter?.diagnostic(.info, code: "scriptedSuccess", "The vendor's session \(requestToken) succeeded.")
        case .event(let name, let metadata, let institution, let error) where plantsEventBug:
            reporter?.event(mapWithPlantedBug(name: name, metadata: metadata, institution: institution, error: error))
        default:
            inner.send(callback)
        }
    }

    /// Runs `body` on a background thread and waits for it, calling it as code compiled without
    /// Swift 6's isolation checks would (an Objective-C SDK calling a Swift 5 adapter's closure):
    /// the closure's main-actor isolation is cast away, so nothing traps before the reporter.
    /// The main actor waits meanwhile, so nothing else touches the flow.
    private static func callWithoutIsolationCheck(_ body: @escaping @MainActor () -> Void) {
        nonisolated(unsafe) let unchecked = unsafeBitCast(body, to: (() -> Void).self)
        BackgroundThread.run { unchecked() }
    }

    private var plantsEventBug: Bool {
        faults.contains(.leaksRequestTokenInEvents)
            || PlantedFault.EventField.allCases.contains { faults.contains(.dropsEventData($0)) }
    }

    /// The scripted event mapping, losing what the faults say.
    private func mapWithPlantedBug(
        name: String, metadata: LinkJSONValue, institution: LinkInstitution?, error: VendorErrorKey?
    ) -> LinkEvent {
        func drops(_ field: PlantedFault.EventField) -> Bool { faults.contains(.dropsEventData(field)) }
        let rule = ScriptedAdapter.eventTable.rule(for: name)
        let unified = rule?.name ?? .other
        return LinkEvent(
            adapterName: ScriptedAdapter.name, name: drops(.name) ? .other : unified,
            vendorEventName: drops(.vendorEventName) ? (rule?.name.rawValue ?? name) : name,
            institution: drops(.institution) ? nil : institution, stage: drops(.stage) ? nil : rule?.stage,
            view: faults.contains(.leaksRequestTokenInEvents) ? "consent-\(token.reveal())" : nil,
            error: drops(.error) ? nil : error.map { ScriptedAdapter.errorTable.map(type: $0.type, code: $0.code, message: "") },
            isStable: rule?.isStable ?? false, metadata: RawMetadata(metadata))
    }
}
