/// The journey's decisions, as pure functions of the configuration and of what already happened:
/// which entry starts, whether a rejected token is refetched, which fallback comes next.
struct JourneyPlanner: Sendable {
    /// What the journey does after an attempt.
    enum Next: Sendable, Hashable {
        /// The attempt's outcome is the journey's.
        case finish
        /// Ask for a fresh token for the same entry and run it again.
        case refreshToken(entryName: String)
        /// Offer (or take) this fallback entry.
        case fallback(entryName: String)
    }

    let activeEntryName: String
    let fallbackEntryNames: [String]
    let entryNames: Set<String>
    /// Entries the configuration switched off: never offered as fallbacks.
    let disabledEntryNames: Set<String>
    /// Institution id → entry name.
    let routes: [String: String]
    private(set) var triedEntryNames: [String]
    private(set) var refreshedEntryNames: [String]

    init(
        activeEntryName: String, fallbackEntryNames: [String], entryNames: Set<String>, routes: [String: String],
        disabledEntryNames: Set<String> = [], triedEntryNames: [String] = [], refreshedEntryNames: [String] = []
    ) {
        self.disabledEntryNames = disabledEntryNames
        self.activeEntryName = activeEntryName
        self.fallbackEntryNames = fallbackEntryNames
        self.entryNames = entryNames
        self.routes = routes
        self.triedEntryNames = triedEntryNames
        self.refreshedEntryNames = refreshedEntryNames
    }

    /// The first entry: the one asked for, else the connection's for an update, else the
    /// institution's route, else the active entry.
    func firstEntry(requested: String?, purpose: LinkPurpose, institution: LinkInstitution?) -> String {
        if let requested { return requested }
        if let connection = purpose.connection { return connection.entryName }
        if let id = institution?.id, let routed = routes[id], entryNames.contains(routed) { return routed }
        return activeEntryName
    }

    /// Records that an attempt ran `entryName` (with a fresh or a refreshed token).
    mutating func record(entryName: String, refreshed: Bool) {
        if !triedEntryNames.contains(entryName) { triedEntryNames.append(entryName) }
        if refreshed, !refreshedEntryNames.contains(entryName) { refreshedEntryNames.append(entryName) }
    }

    /// What follows `outcome` of an attempt on `entryName`.
    ///
    /// - A rejected token (``LinkError/Code/invalidLinkToken``) is refetched once per entry.
    /// - An error that ``LinkError/Code/suggestsFallback`` continues with the next untried entry:
    ///   the institution's route first, then `fallbacks` in order. Updates never fall back.
    func next(after outcome: LinkOutcome, entryName: String, purpose: LinkPurpose, institution: LinkInstitution?) -> Next {
        guard let error = outcome.exit?.error else { return .finish }
        if error.code == .invalidLinkToken, !refreshedEntryNames.contains(entryName) {
            return .refreshToken(entryName: entryName)
        }
        if error.code.suggestsFallback, !purpose.isUpdate, let candidate = fallbackCandidate(institution: institution) {
            return .fallback(entryName: candidate)
        }
        return .finish
    }

    /// The next entry to fall back to, or `nil` when every candidate was tried. Switched-off
    /// entries are never candidates.
    func fallbackCandidate(institution: LinkInstitution?) -> String? {
        fallbackOrder(institution: institution).first { !triedEntryNames.contains($0) && !disabledEntryNames.contains($0) }
    }

    /// The switched-off entries a fallback would otherwise have offered, in order.
    func disabledFallbacks(institution: LinkInstitution?) -> [String] {
        fallbackOrder(institution: institution).filter { disabledEntryNames.contains($0) && !triedEntryNames.contains($0) }
    }

    /// The institution's route, then `fallbacks`, limited to entries of the configuration.
    private func fallbackOrder(institution: LinkInstitution?) -> [String] {
        var order: [String] = []
        if let id = institution?.id, let routed = routes[id] { order.append(routed) }
        order += fallbackEntryNames
        return order.filter { entryNames.contains($0) }
    }
}
