import Foundation
import ProviderKit
import ProviderKitPlaid

/// A LinkKit 7 driver whose `open(using:)` calls back at once, on the caller's stack: `onLoad`,
/// every scripted event, then `onSuccess`. What the session benchmark measures ProviderKit against.
@MainActor
final class SynchronousPlaidDriver: PlaidLinkKitDriver {
    let events: [PlaidLinkKit.LinkEvent]
    let success: PlaidLinkKit.LinkSuccess

    init(events: [PlaidLinkKit.LinkEvent], success: PlaidLinkKit.LinkSuccess) {
        self.events = events
        self.success = success
    }

    func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        Session(
            events: events, success: success, onLoad: configuration.onLoad, onEvent: configuration.onEvent,
            onSuccess: configuration.onSuccess)
    }

    func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        throw PlaidLinkKit.ConfigurationError.invalidToken(message: "not scripted")
    }

    func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        throw PlaidLinkKit.ConfigurationError.invalidToken(message: "not scripted")
    }

    func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject {
        throw PlaidLinkKit.ConfigurationError.invalidToken(message: "not scripted")
    }

    /// The scripted LinkKit session.
    final class Session: PlaidLinkSessionDriver, PlaidLayerSessionDriver {
        let id = "bench"
        let events: [PlaidLinkKit.LinkEvent]
        let success: PlaidLinkKit.LinkSuccess
        let onLoad: PlaidLinkKit.OnLoadHandler?
        let onEvent: PlaidLinkKit.OnEventHandler?
        let onSuccess: PlaidLinkKit.OnSuccessHandler

        init(
            events: [PlaidLinkKit.LinkEvent], success: PlaidLinkKit.LinkSuccess, onLoad: PlaidLinkKit.OnLoadHandler?,
            onEvent: PlaidLinkKit.OnEventHandler?, onSuccess: @escaping PlaidLinkKit.OnSuccessHandler
        ) {
            self.events = events
            self.success = success
            self.onLoad = onLoad
            self.onEvent = onEvent
            self.onSuccess = onSuccess
        }

        func open(using presentationMethod: PlaidLinkKit.PresentationMethod) {
            onLoad?()
            for event in events { onEvent?(event) }
            onSuccess(success)
        }

        func submit(data: any PlaidLinkKit.SubmissionData) {}
    }
}
