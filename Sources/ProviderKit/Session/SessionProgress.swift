/// What the session has learned from events so far, used to complete exits that vendors report
/// with missing fields, and to promote the last error shown to the user into an exit's reason.
///
/// Promotion rule: when an exit arrives with ``LinkExit/Reason/userCancelled`` and the latest
/// error event has not been followed by progress (an institution pick, a submission, a
/// connection, an OAuth return), the exit's reason becomes that error. Vendors differ here: Plaid
/// puts the error on the exit, Mesh and Meld send an error event and then a bare exit. Promotion
/// makes all three look the same to the app, so "institution down" offers fallbacks everywhere.
struct SessionProgress {
    private(set) var stage: LinkStage?
    private(set) var institution: LinkInstitution?
    private(set) var sessionID: String?
    private(set) var pendingError: LinkError?

    /// `true` for events that show the user moved on from an error. Exhaustive, so a new name
    /// needs a decision here.
    static func isProgress(_ name: LinkEvent.Name) -> Bool {
        switch name {
        case .institutionSelected, .credentialsSubmitted, .mfaSubmitted, .oauthCompleted, .accountsSelected,
            .connected, .handoff, .transferCompleted:
            true
        case .opened, .loaded, .institutionSearched, .oauthStarted, .oauthFailed, .viewChanged, .transferStarted,
            .transferPreviewed, .transferFailed, .error, .exited, .other:
            false
        }
    }

    mutating func record(_ event: LinkEvent) {
        if let stage = event.stage, stage != .unknown { self.stage = stage }
        if let institution = event.institution {
            self.institution = LinkInstitution(
                id: institution.id ?? self.institution?.id, name: institution.name ?? self.institution?.name)
        }
        if let sessionID = event.sessionID { self.sessionID = sessionID }
        if let error = event.error {
            pendingError = error
        } else if Self.isProgress(event.name) {
            pendingError = nil
        }
    }

    func complete(_ exit: LinkExit, promoteError: Bool) -> LinkExit {
        var exit = exit
        if exit.stage == nil { exit.stage = stage }
        if exit.institution == nil { exit.institution = institution }
        if exit.sessionID == nil { exit.sessionID = sessionID }
        if promoteError, case .userCancelled = exit.reason, let pendingError {
            exit.reason = .error(pendingError)
        }
        return exit
    }

    func complete(_ success: LinkSuccess) -> LinkSuccess {
        var success = success
        if success.institution == nil { success.institution = institution }
        if success.sessionID == nil { success.sessionID = sessionID }
        return success
    }
}
