import Foundation
import ProviderKit

/// Records everything a ``/ProviderKit/LinkSession`` delivers, in order, so tests can assert on the sequence.
///
/// ```swift
/// let recorder = SessionRecorder(session)
/// probe.sendSuccess(secret: "public-sandbox-1")
/// let success = try recorder.expectSuccess()
/// ```
@MainActor
public final class SessionRecorder {
    /// One delivery, in the order the session made it.
    public enum Entry: Sendable, Hashable {
        /// `onLoad`.
        case loaded
        /// `onEvent`.
        case event(LinkEvent)
        /// `onSuccess`.
        case success(LinkSuccess)
        /// `onExit`.
        case exit(LinkExit)
        /// `onDiagnostic`.
        case diagnostic(LinkDiagnostic)
    }

    /// Why an `expect…` accessor failed.
    public struct ExpectationError: LocalizedError, CustomStringConvertible {
        /// What was expected and what was recorded.
        public let description: String
        /// The ``description``.
        public var errorDescription: String? { description }
    }

    /// The fewest polls a wait makes before it gives up, however long they take (about 0.4 s on an
    /// idle machine, so it only matters when the main actor is starved).
    public static let minimumTurns = 200

    /// Everything recorded so far.
    public private(set) var entries: [Entry] = []

    /// Attaches to `session`, replacing its callbacks.
    public init(_ session: LinkSession) {
        session.onLoad = { [weak self] in self?.entries.append(.loaded) }
        session.onEvent = { [weak self] in self?.entries.append(.event($0)) }
        session.onSuccess = { [weak self] in self?.entries.append(.success($0)) }
        session.onExit = { [weak self] in self?.entries.append(.exit($0)) }
        session.onDiagnostic = { [weak self] in self?.entries.append(.diagnostic($0)) }
    }

    /// The recorded events.
    public var events: [LinkEvent] {
        entries.compactMap { if case .event(let event) = $0 { return event } else { return nil } }
    }

    /// The recorded outcomes (a conforming session records at most one).
    public var outcomes: [LinkOutcome] {
        entries.compactMap {
            switch $0 {
            case .success(let success): return .success(success)
            case .exit(let exit): return .exit(exit)
            default: return nil
            }
        }
    }

    /// The recorded diagnostics.
    public var diagnostics: [LinkDiagnostic] {
        entries.compactMap { if case .diagnostic(let diagnostic) = $0 { return diagnostic } else { return nil } }
    }

    /// How many times `onLoad` fired.
    public var loadCount: Int { entries.filter { $0 == .loaded }.count }

    /// What arrived, in order, by kind and name only (no payloads, so no secrets):
    /// `loaded, event OPEN, success, diagnostic duplicateOutcome`, or `nothing`.
    public var summary: String {
        guard !entries.isEmpty else { return "nothing" }
        return entries.map { entry in
            switch entry {
            case .loaded: return "loaded"
            case .event(let event): return "event \(event.vendorEventName)"
            case .success: return "success"
            case .exit(let exit): return exit.error.map { "exit (error \($0.code.rawValue))" } ?? "exit (\(exit.reason.kind.rawValue))"
            case .diagnostic(let diagnostic): return "diagnostic \(diagnostic.code.rawValue)"
            }
        }.joined(separator: ", ")
    }

    /// Waits until `condition` holds, for at most `timeout` seconds: first by yielding to the main
    /// actor a few times (enough for a `Task { @MainActor in … }` hop), then by sleeping two
    /// milliseconds at a time (for callbacks that come from another thread). It never spins on the
    /// main actor, so other main-actor work (the adapter's own hops) keeps running.
    ///
    /// On a loaded machine the main actor can be so busy that a few hops take seconds, so a wait
    /// also lasts at least ``minimumTurns`` polls: the adapter always gets that many chances to
    /// deliver before the wait gives up.
    ///
    /// - Returns: `true` if the condition held in time.
    @discardableResult
    public func wait(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds &+ Task.nanoseconds(forSeconds: timeout)
        var rounds = 0
        while !condition() {
            let timedOut = DispatchTime.now().uptimeNanoseconds >= deadline && rounds >= Self.minimumTurns
            guard !timedOut, !Task.isCancelled else { return condition() }
            rounds += 1
            if rounds <= 3 { await Task.yield() } else { try? await Task.sleep(seconds: 0.002) }
        }
        return true
    }

    /// Waits for the session's outcome for at most `timeout` seconds (see ``wait(timeout:until:)``).
    ///
    /// - Returns: the first recorded outcome, or `nil` if none arrived in time.
    @discardableResult
    public func waitForOutcome(timeout: TimeInterval) async -> LinkOutcome? {
        await wait(timeout: timeout) { !outcomes.isEmpty }
        return outcomes.first
    }

    /// The single recorded outcome.
    ///
    /// - Throws: ``ExpectationError`` when there is no outcome or more than one, listing what arrived.
    public func expectOutcome() throws -> LinkOutcome {
        guard outcomes.count == 1, let outcome = outcomes.first else {
            throw ExpectationError(
                description: "expected exactly one outcome, recorded \(outcomes.count); the session delivered: \(summary)")
        }
        return outcome
    }

    /// The single recorded outcome, which must be a success.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectSuccess() throws -> LinkSuccess {
        let outcome = try expectOutcome()
        guard let success = outcome.success else {
            throw ExpectationError(description: "expected a success, recorded an exit; the session delivered: \(summary)")
        }
        return success
    }

    /// The single recorded outcome, which must be an exit.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectExit() throws -> LinkExit {
        let outcome = try expectOutcome()
        guard let exit = outcome.exit else {
            throw ExpectationError(description: "expected an exit, recorded a success; the session delivered: \(summary)")
        }
        return exit
    }

    /// The first recorded event whose vendor name is `vendorEventName`.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectEvent(named vendorEventName: String) throws -> LinkEvent {
        guard let event = events.first(where: { $0.vendorEventName == vendorEventName }) else {
            throw ExpectationError(
                description: "expected an event named \(vendorEventName); the session delivered: \(summary)")
        }
        return event
    }
}
