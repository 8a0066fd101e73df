/// A stand-in for LinkKit's view controller in sandbox runs, tests and the conformance probe, where
/// there is no UIKit. ``simulateSwipeDismiss()`` makes it vanish the way a swipe does: no callback.
@MainActor
package final class LinkKitSimulatedViewController {
    /// `true` while presented.
    package internal(set) var isPresented = false
    package var onInteractiveDismiss: (@MainActor () -> Void)?

    /// Creates a stand-in.
    package init() {}

    /// Makes the view disappear as a swipe-dismiss would, with no LinkKit callback.
    package func simulateSwipeDismiss() {
        guard isPresented else { return }
        isPresented = false
        let handler = onInteractiveDismiss
        onInteractiveDismiss = nil
        handler?()
    }
}
