import Foundation
import ProviderKit

/// The app's side of every device-benchmark session: the closures it registers on a
/// ``/ProviderKit/LinkSession``, which count what reaches them and keep the latest outcome, as an
/// app's own closures would keep it. A diagnostic of warning or error severity is kept as a
/// problem: none is expected on the paths measured.
@MainActor
final class DeviceApp {
    /// How many of each callback reached the app.
    struct Deliveries: Equatable, CustomStringConvertible {
        var loads = 0
        var events = 0
        var successes = 0
        var exits = 0

        static func - (after: Deliveries, before: Deliveries) -> Deliveries {
            Deliveries(
                loads: after.loads - before.loads, events: after.events - before.events,
                successes: after.successes - before.successes, exits: after.exits - before.exits)
        }

        var description: String { "\(loads) loads, \(events) events, \(successes) successes, \(exits) exits" }
    }

    private(set) var deliveries = Deliveries()
    private(set) var lastSuccess: LinkSuccess?
    private(set) var lastExit: LinkExit?
    private(set) var lastEvent: LinkEvent?
    /// Warning and error diagnostics received since the last ``takeProblems()``.
    private var problems: [String] = []

    /// Registers the app's closures on `session`.
    func observe(_ session: LinkSession) {
        session.onLoad = { [unowned self] in deliveries.loads += 1 }
        session.onEvent = { [unowned self] event in
            deliveries.events += 1
            lastEvent = event
        }
        session.onSuccess = { [unowned self] success in
            deliveries.successes += 1
            lastSuccess = success
        }
        session.onExit = { [unowned self] exit in
            deliveries.exits += 1
            lastExit = exit
        }
        session.onDiagnostic = { [unowned self] diagnostic in
            if diagnostic.severity >= .warning { problems.append(diagnostic.description) }
        }
    }

    /// The problems received since the last call, and forgets them.
    func takeProblems() -> [String] {
        defer { problems.removeAll() }
        return problems
    }
}
