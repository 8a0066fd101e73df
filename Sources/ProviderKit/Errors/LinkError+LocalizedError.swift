import Foundation

extension LinkError: LocalizedError {
    /// For developers and logs: the unified code, the vendor's type and code, the message and
    /// what to do, for example `institutionUnavailable (INSTITUTION_ERROR/INSTITUTION_DOWN): the
    /// bank is down. Recovery retryLater: offer a retry later, with backoff.` It is what
    /// `localizedDescription` returns. Show users ``userMessage`` instead.
    public var errorDescription: String? {
        "\(description). Recovery \(recovery.rawValue): \(recovery.summary)"
    }

    /// What the code means, in one sentence (``Code/summary``).
    public var failureReason: String? { code.summary }

    /// What the app should do next (``Recovery/summary``).
    public var recoverySuggestion: String? { recovery.summary }

    /// A sentence to show the person linking an account: the vendor's ``displayMessage`` when it
    /// sent one, otherwise the plain sentence for the unified code (``Code/userMessage``). Never
    /// contains codes, vendor names or secrets.
    public var userMessage: String {
        if let displayMessage, !displayMessage.allSatisfy(\.isWhitespace) { return displayMessage }
        return code.userMessage
    }
}
