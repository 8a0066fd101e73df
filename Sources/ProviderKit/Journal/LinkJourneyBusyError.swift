import Foundation

/// Thrown by ``LinkJourneyCoordinator/resume(_:from:)``, ``LinkJourneyCoordinator/abandon(_:)``
/// and ``LinkJourneyCoordinator/makeResumedJourney(_:)`` when an interrupted journey is not this
/// coordinator's to end: another process, another scene's coordinator, or another coordinator of
/// this process holds its journal record (it is being resumed there), or the journey already
/// ended there. The journey still ends exactly once, where it is held; nothing was shown here
/// and nothing was changed on disk.
public struct LinkJourneyBusyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the journey is not this coordinator's.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// Another holder is resuming (or running) the journey now.
        case beingResumed
        /// The journey ended elsewhere since this coordinator read the journal.
        case alreadyEnded
    }

    /// The journey.
    public var journeyID: UUID
    /// Why it is not this coordinator's.
    public var reason: Reason
    /// The journey's journal record (not a secret).
    public var path: String

    /// Creates the error.
    public init(journeyID: UUID, reason: Reason, path: String) {
        self.journeyID = journeyID
        self.reason = reason
        self.path = path
    }

    /// `journey <id> is already being resumed by another process or scene (<path>)`, or the
    /// already-ended form.
    public var description: String {
        let id = journeyID.uuidString.lowercased()
        switch reason {
        case .beingResumed:
            return "journey \(id) is already being resumed by another process or scene (\(path)); it ends there"
        case .alreadyEnded:
            return "journey \(id) already ended in another process or scene (\(path))"
        }
    }
}
