// Plaid LinkKit 7 behind ProviderKit's PlaidLinkKitDriver. Add this file to your app target as it
// is, then register `PlaidAdapter(driver: LinkKitDriver())`. It only converts and forwards:
// ProviderKitPlaid decides everything (threading, presentation, errors) and is tested on Linux.
import LinkKit
import ProviderKitPlaid
import UIKit

@MainActor
final class LinkKitDriver: PlaidLinkKitDriver {
    func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        LinkKitLinkSession(
            try converting {
                try Plaid.createPlaidLinkSession(
                    configuration: LinkTokenConfiguration(
                        token: configuration.token, onSuccess: configuration.forwardingOnSuccess(),
                        onExit: configuration.forwardingOnExit(), onEvent: configuration.forwardingOnEvent(),
                        onLoad: configuration.onLoad))
            })
    }

    func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        LinkKitLayerSession(
            try converting {
                try Plaid.createPlaidLayerSession(
                    configuration: LayerTokenConfiguration(
                        token: configuration.token, onSuccess: configuration.forwardingOnSuccess(),
                        onExit: configuration.forwardingOnExit(), onEvent: configuration.forwardingOnEvent()))
            })
    }

    func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        LinkKitHeadlessSession(
            try converting {
                try Plaid.createHeadlessSession(
                    configuration: LinkTokenConfiguration(
                        token: configuration.token, onSuccess: configuration.forwardingOnSuccess(),
                        onExit: configuration.forwardingOnExit(), onEvent: configuration.forwardingOnEvent(),
                        onLoad: configuration.onLoad))
            })
    }

    func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject {
        try converting {
            try Plaid.createEmbeddedLinkUIView(
                configuration: EmbeddedLinkTokenConfiguration(
                    token: configuration.token, onSuccess: configuration.forwardingOnSuccess(),
                    onExit: configuration.forwardingOnExit(), onEvent: configuration.forwardingOnEvent()),
                presentationMethod: PresentationMethod(presentationMethod))
        }
    }

    func expectedHeight(ofEmbeddedView view: AnyObject) -> Double? {
        (view as? EmbeddedSearchUIView).map { Double($0.expectedHeight) }
    }
}

@MainActor
private final class LinkKitLinkSession: PlaidLinkSessionDriver {
    private let session: PlaidLinkSession

    init(_ session: PlaidLinkSession) { self.session = session }

    var id: String { session.id }

    func open(using presentationMethod: PlaidLinkKit.PresentationMethod) {
        session.open(using: PresentationMethod(presentationMethod))
    }
}

@MainActor
private final class LinkKitLayerSession: PlaidLayerSessionDriver {
    private let session: PlaidLayerSession

    init(_ session: PlaidLayerSession) { self.session = session }

    var id: String { session.id }

    func open(using presentationMethod: PlaidLinkKit.PresentationMethod) {
        session.open(using: PresentationMethod(presentationMethod))
    }

    func submit(data: any PlaidLinkKit.SubmissionData) {
        session.submit(
            data: LayerData(phoneNumber: data.phoneNumber, dateOfBirth: data.dateOfBirth, params: data.params))
    }
}

@MainActor
private final class LinkKitHeadlessSession: PlaidHeadlessSessionDriver {
    private let session: any PlaidHeadlessSession

    init(_ session: any PlaidHeadlessSession) { self.session = session }

    func start() { session.start() }
}

private struct LayerData: SubmissionData {
    let phoneNumber: String?
    let dateOfBirth: String?
    let params: [String: String]?
}

extension PresentationMethod {
    /// ProviderKit's mirror → LinkKit's enum (the handlers are LinkKit's own types on iOS).
    fileprivate init(_ method: PlaidLinkKit.PresentationMethod) {
        switch method {
        case .viewController(let viewController): self = .viewController(viewController)
        case .custom(let present, let dismiss): self = .custom(present, dismiss)
        }
    }
}

/// LinkKit's `ConfigurationError` → ProviderKit's mirror of it, so the adapter reads its message;
/// any other error passes through unchanged.
private func converting<Value>(_ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let error as LinkKit.ConfigurationError {
        switch error {
        case .invalidToken(let message): throw PlaidLinkKit.ConfigurationError.invalidToken(message: message)
        @unknown default: throw error
        }
    }
}
