import ProviderKit

/// One thing that happens to a session whose vendor side is driven by a ``ConformanceProbe``:
/// a vendor callback (an event, a success, a user exit, an error, the interface vanishing) or
/// the app cancelling. ``VendorCallbackSequence`` strings them into random misbehaving runs.
public enum VendorCallbackStep: Sendable, Hashable, CustomStringConvertible {
    /// A vendor event with this raw name.
    case event(String)
    /// The vendor's success callback, carrying this credential.
    case success(secret: String)
    /// The vendor's "user closed the flow" callback.
    case userExit
    /// The vendor's error callback for this key.
    case error(VendorErrorKey)
    /// The vendor's interface disappears with no callback.
    case abandonment
    /// The app calls ``/ProviderKit/LinkSession/cancel()``.
    case appCancel

    /// Whether the step, arriving first, decides the session's outcome.
    public var isTerminal: Bool {
        if case .event = self { return false }
        return true
    }

    /// Whether the step ends the session (it closes: later callbacks reach nobody).
    public var closesSession: Bool { self == .abandonment || self == .appCancel }

    /// A short, stable spelling, so a failing sequence can be read and replayed.
    public var description: String {
        switch self {
        case .event(let name): return "event(\(name))"
        case .success(let secret): return "success(\(secret))"
        case .userExit: return "userExit"
        case .error(let key): return "error(\(key.type ?? "-")/\(key.code))"
        case .abandonment: return "abandonment"
        case .appCancel: return "appCancel"
        }
    }

    /// Sends the step through `probe`.
    @MainActor public func send(to probe: any ConformanceProbe) {
        switch self {
        case .event(let name): probe.sendEvent(named: name)
        case .success(let secret): probe.sendSuccess(secret: secret)
        case .userExit: probe.sendUserExit()
        case .error(let key): probe.sendError(key, message: "property \(key.code)")
        case .abandonment: probe.sendAbandonment()
        case .appCancel: probe.session.cancel()
        }
    }
}
