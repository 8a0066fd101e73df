import ProviderKit

/// One thing `MeldWidgetEngine` wants reported or done, in order. The flow turns each into a
/// ``/ProviderKit/LinkReporter`` call or a host command; replay does the same, so both share every rule.
package enum MeldOutput: Sendable, Hashable {
    /// The widget initialised (`onLoad`).
    case loaded
    /// An event.
    case event(LinkEvent)
    /// A success. The reporter drops it, with a diagnostic, if the outcome is already settled.
    case succeeded(LinkSuccess)
    /// An exit. The reporter drops it if the outcome is already settled.
    case exited(LinkExit)
    /// A diagnostic (never containing a secret).
    case diagnostic(LinkDiagnostic)
    /// Close the widget now: the flow dismisses the host and reports the end of the flow.
    case closeWidget
    /// Close the widget after the handover grace period unless something closes it first
    /// (`connect_complete` is normally followed at once by `handover`).
    case closeWidgetAfterGracePeriod
}
