import ProviderKit

/// The one `switch` on a journey's final outcome: what the screen says, whatever the provider.
/// `exit.recovery` is the value to decide on; the vendor never appears.
struct OutcomeSummary {
    /// One sentence for the user.
    let message: String
    /// `true` when the user should reconnect an existing connection (update mode).
    let suggestsReconnect: Bool

    init(_ result: LinkJourneyResult) {
        let bank = result.outcome.exit?.institution?.name ?? "Your bank"
        var reconnect = false
        switch result.outcome {
        case .success(let success):
            let via = result.attempts.count > 1 ? " (another way, after \(result.attempts.count) attempts)" : ""
            message = "Linked \(success.institution?.name ?? "your account")\(via)."
        case .exit(let exit):
            let vendorSays = exit.error?.displayMessage.map { " \($0)" } ?? ""
            switch exit.recovery {
            case nil:
                message = "Nothing was linked."  // the user closed the flow
            case .retry?:
                message = "That did not work.\(vendorSays) Try again."  // also: the app was killed mid-journey
            case .retryLater?:
                message = "\(bank) is not available right now, and no other way worked. Try again later."
            case .relink?:
                message = "\(bank) needs you to sign in again: tap Reconnect."
                reconnect = true
            case .chooseAnotherInstitution?:
                message = "\(bank) cannot be linked here.\(vendorSays) Try another bank."
            case .fixConfiguration?, .contactSupport?:
                message = "Linking is not available right now (\(exit.error?.code.rawValue ?? "error")). Contact support."
            case .noAction?:
                message = "Nothing to do."
            }
        }
        suggestsReconnect = reconnect
    }
}
