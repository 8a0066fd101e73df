import Foundation
import ProviderKit

extension PlaidLinkKit {
    /// Called with a LinkKit payload the glue could not convert into its mirror. ProviderKit's
    /// addition; the adapter sets it.
    public typealias ConversionFailureHandler = @Sendable (VendorPayloadConversionError) -> Void

    /// What the three LinkKit configurations share: the callbacks, plus ProviderKit's
    /// ``onConversionFailure``. Its methods give the glue LinkKit-typed handlers that convert and
    /// forward, so the glue itself decides nothing.
    public protocol CallbackConfiguration: Sendable {
        /// Called once per linked Item.
        var onSuccess: OnSuccessHandler { get }
        /// Called when Link ends without success.
        var onExit: OnExitHandler? { get }
        /// Called for every event.
        var onEvent: OnEventHandler? { get }
        /// Called when a LinkKit payload does not convert into its mirror (ProviderKit's addition).
        var onConversionFailure: ConversionFailureHandler { get set }
    }
}

extension PlaidLinkKit.CallbackConfiguration {
    /// ``onSuccess`` as the handler LinkKit takes: converts LinkKit's `LinkSuccess` into the mirror
    /// through LinkKit's own `Codable` JSON, then calls ``onSuccess``; a payload that does not
    /// convert goes to ``onConversionFailure`` (the adapter then ends the session with an
    /// `internal` error rather than losing the success silently). Callable on any thread.
    public func forwardingOnSuccess<Payload: Encodable>() -> (Payload) -> Void {
        Self.forwarding(onSuccess, callback: "onSuccess", failure: onConversionFailure)
    }

    /// ``onExit`` as the handler LinkKit takes (`nil` when there is none), converting as
    /// ``forwardingOnSuccess()`` does.
    public func forwardingOnExit<Payload: Encodable>() -> ((Payload) -> Void)? {
        onExit.map { Self.forwarding($0, callback: "onExit", failure: onConversionFailure) }
    }

    /// ``onEvent`` as the handler LinkKit takes (`nil` when there is none), converting as
    /// ``forwardingOnSuccess()`` does.
    public func forwardingOnEvent<Payload: Encodable>() -> ((Payload) -> Void)? {
        onEvent.map { Self.forwarding($0, callback: "onEvent", failure: onConversionFailure) }
    }

    private static func forwarding<Payload: Encodable, Mirror: Decodable>(
        _ handler: @escaping @Sendable (Mirror) -> Void, callback: String,
        failure: @escaping PlaidLinkKit.ConversionFailureHandler
    ) -> (Payload) -> Void {
        { payload in
            let mirror: Mirror
            do throws(VendorPayloadConversionError) {
                mirror = try VendorPayloadConversion.convert(payload, to: Mirror.self, callback: callback)
            } catch {
                failure(error)
                return
            }
            handler(mirror)
        }
    }
}
