import Foundation
import ProviderKit

/// Where the glue's `PLKPlaidLinkViewDelegate` forwards LinkKit 1.x's three delegate calls, from
/// whatever thread LinkKit makes them on.
///
/// LinkKit 1.x's delegate protocol carries no actor isolation (Plaid documents main-queue delivery
/// since 1.1.8, in comments only), so the glue's delegate is a plain, nonisolated class: each of its
/// methods passes the call here unchanged. This object turns the metadata dictionary into
/// `Sendable` JSON values on the calling thread, carries the call to the main actor through a
/// ``/ProviderKit/MainActorRelay`` (in LinkKit's order, never trapping) and there calls the
/// ``PlaidLegacyLinkViewDelegate`` of the controller it was connected to.
///
/// ### Contract
/// - ``didSucceed(publicToken:metadata:)``, ``didExit(error:metadata:)`` and
///   ``didHandleEvent(_:metadata:)`` may be called on any thread, in any order; each reaches the
///   delegate exactly once, on the main actor, in call order.
/// - Calls that arrive before ``connect(_:)``, or after the controller or its delegate is gone,
///   are dropped (LinkKit's own delegate reference is weak, so it would drop them too).
/// - The metadata reaches the delegate as an equivalent dictionary rebuilt from JSON values:
///   `NSNull` stays `NSNull`, numbers become `Double`s.
public final class PlaidLegacyLinkViewCallbacks: Sendable {
    private let relay = MainActorRelay()
    private let route = Route()

    /// Creates callbacks connected to nothing yet.
    public init() {}

    /// Routes every later call to `controller`'s ``PlaidLegacyLinkViewController/linkViewDelegate``,
    /// passing `controller` as the call's first argument. Held weakly.
    @MainActor
    public func connect(_ controller: any PlaidLegacyLinkViewController) {
        route.controller = controller
    }

    /// Forwards `linkViewController:didSucceedWithPublicToken:metadata:`.
    public func didSucceed(publicToken: String, metadata: [String: Any]?) {
        let metadata = Self.snapshot(metadata)
        relay.send { [route] in
            route.deliver { controller, delegate in
                delegate.linkViewController(
                    controller, didSucceedWithPublicToken: publicToken, metadata: Self.dictionary(metadata))
            }
        }
    }

    /// Forwards `linkViewController:didExitWithError:metadata:`.
    public func didExit(error: (any Error)?, metadata: [String: Any]?) {
        let metadata = Self.snapshot(metadata)
        relay.send { [route] in
            route.deliver { controller, delegate in
                delegate.linkViewController(controller, didExitWithError: error, metadata: Self.dictionary(metadata))
            }
        }
    }

    /// Forwards `linkViewController:didHandleEvent:metadata:`.
    public func didHandleEvent(_ event: String, metadata: [String: Any]?) {
        let metadata = Self.snapshot(metadata)
        relay.send { [route] in
            route.deliver { controller, delegate in
                delegate.linkViewController(controller, didHandleEvent: event, metadata: Self.dictionary(metadata))
            }
        }
    }

    /// LinkKit's dictionary as `Sendable` JSON values, or `nil` for `nil` metadata.
    private static func snapshot(_ metadata: [String: Any]?) -> LinkJSONValue? {
        metadata.map { LinkJSONValue(foundationObject: $0) }
    }

    /// The JSON values as the `[String: Any]` dictionary the delegate takes.
    private static func dictionary(_ snapshot: LinkJSONValue?) -> [String: Any]? {
        snapshot.flatMap { $0.foundationObject as? [String: Any] }
    }

    /// The controller calls are routed to; only touched on the main actor.
    @MainActor
    private final class Route {
        weak var controller: (any PlaidLegacyLinkViewController)?

        nonisolated init() {}

        func deliver(
            _ call: (any PlaidLegacyLinkViewController, any PlaidLegacyLinkViewDelegate) -> Void
        ) {
            guard let controller, let delegate = controller.linkViewDelegate else { return }
            call(controller, delegate)
        }
    }
}
