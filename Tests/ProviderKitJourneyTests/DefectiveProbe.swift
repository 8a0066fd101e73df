import ProviderKit
import ProviderKitTesting

/// A real adapter's probe with one planted defect, the kind a broken adapter would have: the
/// exactly-once property must find every one of them (the property's self-test).
@MainActor
final class DefectiveProbe: ConformanceProbe {
    enum Defect: String, CaseIterable, Sendable {
        /// The second event of a session never reaches the reporter.
        case dropsSecondEvent
        /// Events are held back and delivered after the next terminal callback.
        case holdsEventsUntilTerminal
        /// A user exit is reported as a success.
        case reportsExitAsSuccess
        /// Every error is reported as a user exit.
        case swallowsErrors
    }

    let inner: any ConformanceProbe
    let defect: Defect
    private var eventCount = 0
    private var held: [String] = []

    init(_ inner: any ConformanceProbe, defect: Defect) {
        self.inner = inner
        self.defect = defect
    }

    var session: LinkSession { inner.session }
    var requestToken: String { inner.requestToken }

    func sendSuccess(secret: String) {
        inner.sendSuccess(secret: secret)
        flush()
    }

    func sendUserExit() {
        if defect == .reportsExitAsSuccess { inner.sendSuccess(secret: "public-defect-token") } else { inner.sendUserExit() }
        flush()
    }

    func sendError(_ key: VendorErrorKey, message: String) {
        if defect == .swallowsErrors { inner.sendUserExit() } else { inner.sendError(key, message: message) }
        flush()
    }

    @discardableResult
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        eventCount += 1
        switch defect {
        case .dropsSecondEvent where eventCount == 2: return details
        case .holdsEventsUntilTerminal:
            held.append(vendorEventName)
            return details
        default: return inner.sendEvent(named: vendorEventName, carrying: details)
        }
    }

    func sendAbandonment() {
        inner.sendAbandonment()
        flush()
    }

    private func flush() {
        for name in held { inner.sendEvent(named: name) }
        held.removeAll()
    }
}
