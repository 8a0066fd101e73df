import Foundation
import ProviderKit
import ProviderKitPlaid

/// A LinkKit 7 driver that does what the app's glue (`Glue/Plaid/LinkKitDriver.swift`) does with
/// a configuration (asks it for LinkKit-typed handlers through `forwardingOnEvent()`,
/// `forwardingOnSuccess()` and `forwardingOnExit()`) and keeps those handlers, so the device
/// benchmark can call them as LinkKit would: with the payload LinkKit's `Codable` value encodes to.
@MainActor
final class DevicePlaidDriver: PlaidLinkKitDriver {
    /// The handlers of the latest session, as LinkKit holds them.
    struct Handlers {
        let onLoad: PlaidLinkKit.OnLoadHandler?
        let onEvent: (VendorJSON) -> Void
        let onSuccess: (VendorJSON) -> Void
        let onExit: (VendorJSON) -> Void
    }

    /// The latest session's handlers; `nil` before the first session.
    private(set) var handlers: Handlers?

    func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        guard let onEvent: (VendorJSON) -> Void = configuration.forwardingOnEvent(),
            let onExit: (VendorJSON) -> Void = configuration.forwardingOnExit()
        else { throw DeviceBenchmarkError("the Plaid flow gave LinkKit no onEvent or onExit handler") }
        handlers = Handlers(
            onLoad: configuration.onLoad, onEvent: onEvent, onSuccess: configuration.forwardingOnSuccess(), onExit: onExit)
        return Session()
    }

    func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        throw DeviceBenchmarkError("Layer is not benchmarked")
    }

    func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        throw DeviceBenchmarkError("headless Link is not benchmarked")
    }

    func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject {
        throw DeviceBenchmarkError("embedded Link is not benchmarked")
    }

    /// LinkKit's session: presenting shows nothing; the benchmark makes the callbacks.
    final class Session: PlaidLinkSessionDriver {
        let id = "device-benchmark"

        func open(using presentationMethod: PlaidLinkKit.PresentationMethod) {}
    }
}
