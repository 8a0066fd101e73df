import ProviderKit

/// A handle on a session whose vendor side is driven by hand, so the conformance suite in
/// `ProviderKitTesting` can play the vendor SDK, misbehaviour included, through the adapter's
/// real mapping code.
///
/// Each method sends one vendor-native callback the way the vendor SDK would: a Plaid probe calls
/// the `onSuccess` closure it captured from `LinkTokenConfiguration`, a legacy probe calls the
/// delegate method, a Meld probe posts a script message. The probe never calls the
/// ``/ProviderKit/LinkReporter`` directly.
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
    /// Sends a vendor event with the given raw name.
    func sendEvent(named vendorEventName: String)
    /// Makes the vendor's interface disappear with no callback at all.
    func sendAbandonment()
}
