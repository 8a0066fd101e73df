import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// Drives a Meld session by hand for the conformance suite: every callback is a script message,
/// navigation or window event posted through a ``MeldScriptedWebViewHost``, so it runs through
/// the real engine and flow.
@MainActor
public final class MeldConformanceProbe: ConformanceProbe {
    /// The session under test.
    public let session: LinkSession
    /// The widget URL the session was created with.
    public let requestToken: String
    /// The scripted host the probe posts through.
    public let host: MeldScriptedWebViewHost

    /// The widget URL every probe's session is created with.
    public static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=conformance-connect-token-7f3a"

    /// Creates, starts and opens a session on a scripted host. With `recorder`, the session
    /// records from its start (its replay settings and the widget's `init` included), as a
    /// journey's sessions do; make it with ``widgetURL`` as the link token.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    public init(options: LinkSession.Options, recorder: LinkCallbackRecorder? = nil) throws {
        let redirectURI = try RedirectURI(validating: MeldSandbox.redirectURI)
        requestToken = Self.widgetURL
        let engine = try MeldAdapter.makeEngine(
            request: LinkRequest(token: Secret(requestToken)), redirectURI: redirectURI, appScheme: nil,
            messageHandlerName: nil)
        host = MeldScriptedWebViewHost()
        // The widget stays up after connect_complete until handover, like the real one, so events
        // sent after the outcome still reach the session (which closes on its own timer).
        let flow = MeldWidgetFlow(engine: engine, host: host, handoverGracePeriod: 3600)
        session = LinkSession(adapterName: MeldAdapter.descriptor.name, flow: flow, redirectURI: redirectURI, options: options)
        session.callbackRecorder = recorder
        session.start()
        session.open()
        host.post("[meld-connect]init")
    }

    /// Posts `connect_complete` with `secret` as the connection id. (`handover`, which closes the
    /// widget, is what the suite's duplicate checks send next as another terminal callback.)
    public func sendSuccess(secret: String) {
        let payload: LinkJSONValue = [
            "connectionId": .string(secret), "institutionId": "ins_conformance", "institutionName": "Conformance Bank",
            "accountCount": 1, "accounts": [["name": "Checking", "type": "CHECKING", "mask": "0000"]],
        ]
        host.post("[meld-connect]connect_complete?" + JSONWriter.string(payload))
    }

    /// Posts `cancel`.
    public func sendUserExit() {
        host.post("[meld-connect]cancel")
    }

    /// Posts `error` with the key's code as `reason` and `message` as `details`, then `cancel`,
    /// as the widget does when a provider fails and the user closes it.
    public func sendError(_ key: VendorErrorKey, message: String) {
        let payload: LinkJSONValue = ["reason": .string(key.code), "details": .string(message)]
        host.post("[meld-connect]error?" + JSONWriter.string(payload))
        host.post("[meld-connect]cancel")
    }

    /// Posts `[meld-connect]<name>`. Only an `error` message has a place for an error (its
    /// `reason`); no Meld message but `connect_complete`, which ends the flow, names an
    /// institution, so neither is sent otherwise.
    @discardableResult
    public func sendEvent(named vendorEventName: String, carrying details: ConformanceEventDetails) -> ConformanceEventDetails {
        guard vendorEventName == MeldMessageType.error.rawValue, let key = details.error else {
            host.post("[meld-connect]" + vendorEventName)
            return .none
        }
        let payload: LinkJSONValue = ["reason": .string(key.code), "details": .string("conformance \(key)")]
        host.post("[meld-connect]error?" + JSONWriter.string(payload))
        return ConformanceEventDetails(error: key)
    }

    /// `cancel` after the outcome, alone or after an `error` message: the widget closing once
    /// the connection is made.
    public func endsFlowNormally(afterOutcome step: VendorCallbackStep) -> Bool {
        switch step {
        case .userExit, .error: return true
        default: return false
        }
    }

    /// The widget's view controller vanishes (a swipe-dismiss) with no callback.
    public func sendAbandonment() {
        host.dismiss()
    }
}
