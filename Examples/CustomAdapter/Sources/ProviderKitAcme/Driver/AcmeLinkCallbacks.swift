/// The callbacks the Acme Link SDK calls, from any thread.
public struct AcmeLinkCallbacks: Sendable {
    /// Something happened in the flow.
    public var onEvent: @Sendable (AcmeLinkSDK.Event) -> Void
    /// The user linked a bank.
    public var onSuccess: @Sendable (AcmeLinkSDK.Success) -> Void
    /// The flow ended without a link.
    public var onExit: @Sendable (AcmeLinkSDK.Exit) -> Void
    /// The SDK's interface is gone; nothing more will be called.
    public var onDismiss: @Sendable () -> Void

    /// Creates callbacks.
    public init(
        onEvent: @escaping @Sendable (AcmeLinkSDK.Event) -> Void,
        onSuccess: @escaping @Sendable (AcmeLinkSDK.Success) -> Void,
        onExit: @escaping @Sendable (AcmeLinkSDK.Exit) -> Void,
        onDismiss: @escaping @Sendable () -> Void
    ) {
        self.onEvent = onEvent
        self.onSuccess = onSuccess
        self.onExit = onExit
        self.onDismiss = onDismiss
    }
}
