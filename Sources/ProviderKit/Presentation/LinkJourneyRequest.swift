import Foundation

/// What a user-interface entry point runs: a new link, the update of an existing connection, or
/// the resumption of a journey the system interrupted.
///
/// Each value has its own ``id``, so it can drive an item-style presentation: setting a SwiftUI
/// binding to a new request presents it, setting it to `nil` cancels it.
///
/// ```swift
/// @State private var linking: LinkJourneyRequest?
/// …
/// Button("Reconnect") { linking = .update(connection) }
///     .linkJourney(request: $linking, coordinator: coordinator) { result in … }
/// ```
public struct LinkJourneyRequest: Sendable, Hashable, Identifiable {
    /// Distinguishes this request from every other, even one with the same contents.
    public let id: UUID
    /// What the journey is for. For a resumption, the interrupted journey's purpose.
    public let purpose: LinkPurpose
    /// The entry to start with, or `nil` for the institution's route, else the configuration's
    /// active entry. An update always runs on its connection's entry.
    public let entryName: String?
    /// The institution the user already chose, if any.
    public let institutionHint: LinkInstitution?
    /// The interrupted journey to resume, or `nil` for a new journey.
    public let interruptedJourney: InterruptedLinkJourney?

    private init(
        purpose: LinkPurpose, entryName: String?, institutionHint: LinkInstitution?,
        interruptedJourney: InterruptedLinkJourney?
    ) {
        self.id = UUID()
        self.purpose = purpose
        self.entryName = entryName
        self.institutionHint = institutionHint
        self.interruptedJourney = interruptedJourney
    }

    /// Links a new connection.
    ///
    /// - Parameters:
    ///   - entryName: the entry to start with; by default the institution's route, else the
    ///     configuration's active entry.
    ///   - institutionHint: the institution the user already chose, if any.
    public static func newLink(entryName: String? = nil, institutionHint: LinkInstitution? = nil) -> LinkJourneyRequest {
        LinkJourneyRequest(
            purpose: .newLink, entryName: entryName, institutionHint: institutionHint, interruptedJourney: nil)
    }

    /// Updates (reconnects) an existing connection, on the connection's entry: where an exit's
    /// recovery is ``LinkError/Recovery/relink``.
    public static func update(_ connection: LinkConnection) -> LinkJourneyRequest {
        LinkJourneyRequest(
            purpose: .update(connection), entryName: nil, institutionHint: connection.institution,
            interruptedJourney: nil)
    }

    /// Ends a journey the system interrupted, found in
    /// ``LinkJourneyCoordinator/interruptedJourneys`` on launch: resumed where the vendor allows
    /// it, otherwise ended at once as ``LinkExit/Reason/interrupted(_:)``.
    public static func resume(_ interruptedJourney: InterruptedLinkJourney) -> LinkJourneyRequest {
        LinkJourneyRequest(
            purpose: interruptedJourney.purpose, entryName: interruptedJourney.entryName,
            institutionHint: interruptedJourney.institution, interruptedJourney: interruptedJourney)
    }
}
