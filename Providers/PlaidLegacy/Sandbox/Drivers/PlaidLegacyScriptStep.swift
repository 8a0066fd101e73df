import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// One step of a scripted `PLKPlaidLinkViewController`.
@MainActor
enum PlaidLegacyScriptStep {
    /// `didHandleEvent:metadata:`.
    case event(String, [String: Any])
    /// Loading finished: a dismissal no longer cancels a load.
    case finishLoading
    /// `didSucceedWithPublicToken:metadata:`; the token stays a ``/ProviderKit/Secret`` until delivered.
    case succeed(Secret, [String: Any])
    /// `didExitWithError:metadata:`.
    case exit(NSError?, [String: Any])
    /// The OS hands the app the universal link carrying `oauth_state_id`.
    case openUniversalLink(URL)
    /// A step that still happens after the controller was dismissed (a late event).
    indirect case late(PlaidLegacyScriptStep)
    /// The dismissal finished.
    case dismissed(@MainActor () -> Void)
}
