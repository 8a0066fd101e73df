import Foundation
import ProviderKit
import ProviderKitPlaidLegacy

/// A LinkKit 1.x driver whose controller stands where the glue's `PLKPlaidLinkViewController`
/// and its delegate (`Glue/PlaidLegacy/LinkKitV1Driver.swift`) stand: it connects a
/// ``PlaidLegacyLinkViewCallbacks`` to the flow, and the device benchmark calls those callbacks as
/// the glue's `PLKPlaidLinkViewDelegate` forwards LinkKit's delegate calls to them.
@MainActor
final class DeviceLegacyDriver: PlaidLegacyDriver {
    /// The latest controller; `nil` before the first session.
    private(set) var controller: Controller?

    var sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration? { nil }

    func makeLinkViewController(
        linkToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        let controller = Controller(delegate: delegate)
        self.controller = controller
        return controller
    }

    func makeLinkViewController(delegate: any PlaidLegacyLinkViewDelegate) throws -> any PlaidLegacyLinkViewController {
        throw Self.unsupported
    }

    func makeLinkViewController(
        configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        throw Self.unsupported
    }

    func makeLinkViewController(institution: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        throw Self.unsupported
    }

    func makeLinkViewController(
        institution: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        throw Self.unsupported
    }

    func makeLinkViewController(publicToken: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        throw Self.unsupported
    }

    func makeLinkViewController(
        publicToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        throw Self.unsupported
    }

    func makeLinkViewController(
        linkToken: String, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        throw Self.unsupported
    }

    private static let unsupported = DeviceBenchmarkError("only initWithLinkToken:configuration:delegate: is benchmarked")

    /// The controller: shows nothing, dismisses at once, and routes ``callbacks`` to the flow.
    final class Controller: PlaidLegacyLinkViewController {
        private(set) weak var linkViewDelegate: (any PlaidLegacyLinkViewDelegate)?
        /// Where the glue's delegate forwards LinkKit's three calls.
        let callbacks = PlaidLegacyLinkViewCallbacks()

        init(delegate: any PlaidLegacyLinkViewDelegate) {
            linkViewDelegate = delegate
            callbacks.connect(self)
        }

        func present(using presentation: LinkPresentation) {}

        func dismiss(completion: @escaping @MainActor () -> Void) { completion() }
    }
}
