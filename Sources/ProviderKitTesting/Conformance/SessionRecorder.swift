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

    /// The single recorded outcome.
    ///
    /// - Throws: ``ExpectationError`` when there is no outcome or more than one.
    public func expectOutcome() throws -> LinkOutcome {
        guard outcomes.count == 1, let outcome = outcomes.first else {
            throw ExpectationError(description: "expected exactly one outcome, recorded \(outcomes.count)")
        }
        return outcome
    }

    /// The single recorded outcome, which must be a success.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectSuccess() throws -> LinkSuccess {
        let outcome = try expectOutcome()
        guard let success = outcome.success else {
            throw ExpectationError(description: "expected a success, recorded \(outcome)")
        }
        return success
    }

    /// The single recorded outcome, which must be an exit.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectExit() throws -> LinkExit {
        let outcome = try expectOutcome()
        guard let exit = outcome.exit else {
            throw ExpectationError(description: "expected an exit, recorded a success")
        }
        return exit
    }

    /// The first recorded event whose vendor name is `vendorEventName`.
    ///
    /// - Throws: an ``ExpectationError`` describing what was recorded instead.
    public func expectEvent(named vendorEventName: String) throws -> LinkEvent {
        guard let event = events.first(where: { $0.vendorEventName == vendorEventName }) else {
            throw ExpectationError(
                description: "no event named \(vendorEventName); recorded \(events.map(\.vendorEventName))")
        }
        return event
    }
}
