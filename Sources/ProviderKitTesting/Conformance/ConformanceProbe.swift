import ProviderKit

/// A handle on a session whose vendor side is driven by hand, so the conformance suite in
/// `ProviderKitTesting` can play the vendor SDK, misbehaviour included, through the adapter's
/// real mapping code.
///
/// Each method sends one vendor-native callback the way the vendor SDK would: a Plaid probe calls
/// the `onSuccess` closure it captured from `LinkTokenConfiguration`, a legacy probe calls the
/// delegate method, a Meld probe posts a script message. The probe never calls the
/// ``/ProviderKit/LinkReporter`` directly.
///
/// ### Implementation requirements
/// - Send each callback through the same path the vendor SDK uses, including any hop to the main
///   actor the adapter makes (`Task { @MainActor in … }` or ``/ProviderKit/MainActorRelay``): the suite waits
///   for deliveries, so callbacks may arrive after the method returns, in the order they were sent.
/// - Send a callback even when the adapter should ignore it (a second success, an event after the
///   outcome): the suite checks how the adapter handles it.
@MainActor
public protocol ConformanceProbe: AnyObject {
    /// The session under test: started and opened, with no outcome yet.
    var session: LinkSession { get }
    /// The token the session was created with, so the suite can check it never shows.
    var requestToken: String { get }

    /// Sends the vendor's success callback carrying `secret` as its credential.
    func sendSuccess(secret: String)
    /// Sends the vendor's "user closed the flow" callback.
    func sendUserExit()
    /// Sends the vendor's error for `key`, as it would end the flow.
    func sendError(_ key: VendorErrorKey, message: String)
    /// Sends a vendor event with the given raw name, carrying `details` where the vendor's event
    /// payload has a place for them.
    ///
    /// - Returns: what the vendor event carried: `details`, without the parts the vendor's events
    ///   have no place for (return `institution: nil` for a vendor whose events never name one).
    ///   The suite checks that each returned part reaches the unified ``/ProviderKit/LinkEvent``.
    @discardableResult
    func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails
    /// Makes the vendor's interface disappear with no callback at all.
    func sendAbandonment()
    /// Whether `step`, sent after the session's outcome, is how the vendor ends a flow that went
    /// well (Mesh's `onExit()` closes Link after every outcome; Meld's widget closes itself): the
    /// adapter then reports nothing, not even a diagnostic. Any other terminal callback after the
    /// outcome is dropped with a ``/ProviderKit/DiagnosticCode/duplicateOutcome`` diagnostic.
    /// `false` for every step by default.
    func endsFlowNormally(afterOutcome step: VendorCallbackStep) -> Bool
    /// The diagnostic code the adapter reports for `step` sent after the session's outcome, when
    /// it does not end the flow normally: ``/ProviderKit/DiagnosticCode/duplicateOutcome`` by
    /// default. (Mesh names a connection whose tokens miss the outcome with its own code.)
    func lateOutcomeDiagnosticCode(for step: VendorCallbackStep) -> LinkDiagnostic.Code
}

extension ConformanceProbe {
    /// No step ends a flow normally after its outcome.
    public func endsFlowNormally(afterOutcome step: VendorCallbackStep) -> Bool { false }

    /// ``/ProviderKit/DiagnosticCode/duplicateOutcome`` for every step.
    public func lateOutcomeDiagnosticCode(for step: VendorCallbackStep) -> LinkDiagnostic.Code {
        LinkDiagnostic.Code.duplicateOutcome
    }

    /// Sends a vendor event with the given raw name and no institution or error.
    public func sendEvent(named vendorEventName: String) {
        sendEvent(named: vendorEventName, carrying: .none)
    }
}
