/// A ``MeshLinkSDK/LinkHandler`` that can also say when Link's interface vanished without a
/// callback. ProviderKit's addition, not part of LinkSDK: the sandbox and the manual driver's
/// handlers adopt it; the real SDK's glue does not (LinkSDK shows Link full screen and always
/// calls `onExit` before dismissing it, and the flow ends after `onExit` by itself).
@MainActor
public protocol MeshDismissalReporting: AnyObject {
    /// Set by the adapter; the handler calls it once when Link's interface is gone. Calling it
    /// more than once is harmless.
    var onDismissed: (@MainActor () -> Void)? { get set }
}
