import ProviderKit

/// One thing `MeldWidgetEngine` wants reported or done, in order. The flow turns each into a
/// ``/ProviderKit/LinkReporter`` call or a host command; replay does the same, so both share every rule.
package enum MeldOutput: Sendable, Hashable {
    /// The widget initialised (`onLoad`).
    case loaded
    /// An event.
    case event(LinkEvent)
    /// A success: the session's outcome unless the flow already reported one (see `MeldWidgetFlow`).
    case succeeded(LinkSuccess)
    /// An exit: the session's outcome unless the flow already reported one (see `MeldWidgetFlow`).
    case exited(LinkExit)
    /// A diagnostic (never containing a secret).
    case diagnostic(LinkDiagnostic)
    /// Close the widget now: the flow dismisses the host and reports the end of the flow.
    case closeWidget
    /// Close the widget after the handover grace period unless something closes it first
    /// (`connect_complete` is normally followed at once by `handover`).
    case closeWidgetAfterGracePeriod
}
