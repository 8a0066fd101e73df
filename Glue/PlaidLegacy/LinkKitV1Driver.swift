// Plaid LinkKit 1.x (PLKPlaidLinkViewController and its delegate) behind ProviderKit's
// PlaidLegacyDriver. Add this file to your app target as it is, then register
// `PlaidLegacyAdapter(driver: LinkKitV1Driver())`. It only converts and forwards: presenting,
// dismissing, swipe-downs, threading and the delegate's lifetime are ProviderKitPlaidLegacy's.
import Foundation
import LinkKit
import ProviderKit
import ProviderKitPlaidLegacy
import UIKit

@MainActor
final class LinkKitV1Driver: PlaidLegacyDriver {
    var sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration? {
        try? PlaidLegacyPlistConfiguration.configuration(infoDictionary: Bundle.main.infoDictionary ?? [:])
    }

    func makeLinkViewController(delegate: any PlaidLegacyLinkViewDelegate) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) { PLKPlaidLinkViewController(delegate: $0) }
    }

    func makeLinkViewController(
        configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) { PLKPlaidLinkViewController(configuration: PLKConfiguration(configuration), delegate: $0) }
    }

    func makeLinkViewController(
        institution: String, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) { PLKPlaidLinkViewController(institution: institution, delegate: $0) }
    }

    func makeLinkViewController(
        institution: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) {
            PLKPlaidLinkViewController(
                institution: institution, configuration: PLKConfiguration(configuration), delegate: $0)
        }
    }

    func makeLinkViewController(
        publicToken: String, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) { PLKPlaidLinkViewController(publicToken: publicToken, delegate: $0) }
    }

    func makeLinkViewController(
        publicToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) {
            PLKPlaidLinkViewController(
                publicToken: publicToken, configuration: PLKConfiguration(configuration), delegate: $0)
        }
    }

    func makeLinkViewController(
        linkToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) {
            PLKPlaidLinkViewController(
                linkToken: linkToken, configuration: PLKConfiguration(configuration), delegate: $0)
        }
    }

    func makeLinkViewController(
        linkToken: String, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        wrap(delegate) {
            PLKPlaidLinkViewController(
                linkToken: linkToken, oauthStateId: oauthStateId, configuration: PLKConfiguration(configuration),
                delegate: $0)
        }
    }

    /// LinkKit's controller, with a delegate that forwards to ProviderKit's flow.
    private func wrap(
        _ delegate: any PlaidLegacyLinkViewDelegate, _ make: (LinkKitV1Delegate) -> PLKPlaidLinkViewController
    ) -> any PlaidLegacyLinkViewController {
        let linkKitDelegate = LinkKitV1Delegate()
        return PlaidLegacyUIKitLinkViewController(
            make(linkKitDelegate), linkKitDelegate: linkKitDelegate, callbacks: linkKitDelegate.callbacks,
            delegate: delegate)
    }
}

/// LinkKit's (weak) delegate: passes each call on unchanged, from whatever thread LinkKit uses.
final class LinkKitV1Delegate: NSObject {
    let callbacks = PlaidLegacyLinkViewCallbacks()
}

extension LinkKitV1Delegate: PLKPlaidLinkViewDelegate {
    func linkViewController(
        _ linkViewController: PLKPlaidLinkViewController, didSucceedWithPublicToken publicToken: String,
        metadata: [String: Any]?
    ) {
        callbacks.didSucceed(publicToken: publicToken, metadata: metadata)
    }

    func linkViewController(
        _ linkViewController: PLKPlaidLinkViewController, didExitWithError error: (any Error)?,
        metadata: [String: Any]?
    ) {
        callbacks.didExit(error: error, metadata: metadata)
    }

    func linkViewController(
        _ linkViewController: PLKPlaidLinkViewController, didHandleEvent event: String, metadata: [String: Any]?
    ) {
        callbacks.didHandleEvent(event, metadata: metadata)
    }
}

extension PLKConfiguration {
    /// ProviderKit's checked configuration → LinkKit's object, field by field.
    convenience init(_ source: PlaidLegacyLinkKit.PLKConfiguration) {
        if let linkToken = source.linkToken {
            self.init(linkToken: linkToken.reveal())
        } else {
            self.init(
                key: source.key, env: PLKEnvironment(rawValue: source.env.rawValue)!,
                product: PLKProduct(rawValue: source.product.rawValue), selectAccount: source.selectAccount,
                longtailAuth: source.longtailAuth, apiVersion: PLKAPIVersion(rawValue: source.apiVersion.rawValue)!)
        }
        clientName = source.clientName
        webhook = source.webhook
        userLegalName = source.userLegalName
        userEmailAddress = source.userEmailAddress
        userPhoneNumber = source.userPhoneNumber
        countryCodes = source.countryCodes
        accountSubtypes = source.accountSubtypes
        oauthRedirectUri = source.oauthRedirectUri
        oauthNonce = source.oauthNonce
        linkCustomizationName = source.linkCustomizationName
        language = source.language
    }
}
