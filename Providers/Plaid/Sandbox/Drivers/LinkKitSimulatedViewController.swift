import Foundation
import ProviderKit
import ProviderKitPlaid

/// A stand-in for LinkKit's view controller in sandbox runs, tests and the conformance probe.
/// ``simulateSwipeDismiss()`` makes it vanish the way a swipe does: no callback.
///
/// On iOS it is an empty `UIViewController` that ProviderKit never puts on screen; elsewhere it
/// subclasses ProviderKit's ``/ProviderKit/PlatformViewController`` stand-in.
@MainActor
package final class LinkKitSimulatedViewController: PlatformViewController, PlaidSelfPresentingController {
    /// `true` while presented.
    package var isPresented = false
    /// What ``simulateSwipeDismiss()`` calls, set by the presenter while presented.
    package var onInteractiveDismiss: (@MainActor () -> Void)?

    #if canImport(UIKit)
        /// Creates a stand-in.
        package init() { super.init(nibName: nil, bundle: nil) }

        /// Not supported: the stand-in is never archived.
        package required init?(coder: NSCoder) { nil }
    #else
        /// Creates a stand-in.
        package override init() { super.init() }
    #endif

    /// Makes the view disappear as a swipe-dismiss would, with no LinkKit callback.
    package func simulateSwipeDismiss() {
        guard isPresented else { return }
        isPresented = false
        let handler = onInteractiveDismiss
        onInteractiveDismiss = nil
        handler?()
    }
}
