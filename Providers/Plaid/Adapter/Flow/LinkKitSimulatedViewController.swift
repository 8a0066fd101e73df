/// A stand-in for LinkKit's view controller in sandbox runs, tests and the conformance probe, where
/// there is no UIKit. ``simulateSwipeDismiss()`` makes it vanish the way a swipe does: no callback.
@MainActor
public final class LinkKitSimulatedViewController {
    /// `true` while presented.
    public internal(set) var isPresented = false
    var onInteractiveDismiss: (@MainActor () -> Void)?

    /// Creates a stand-in.
    public init() {}

    /// Makes the view disappear as a swipe-dismiss would, with no LinkKit callback.
    public func simulateSwipeDismiss() {
        guard isPresented else { return }
        isPresented = false
        let handler = onInteractiveDismiss
        onInteractiveDismiss = nil
        handler?()
    }
}
