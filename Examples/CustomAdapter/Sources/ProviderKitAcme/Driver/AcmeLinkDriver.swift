/// The seam: exactly the Acme Link SDK calls the adapter makes, with the SDK's names. The app
/// conforms the real SDK in a few lines of glue; the sandbox driver conforms an offline double.
///
/// The SDK may call the callbacks on any thread, before or after `present()` returns.
public protocol AcmeLinkDriver: Sendable {
    /// `AcmeLink.open(token:callbacks:)`: creates a session.
    ///
    /// - Throws: when the SDK refuses the token.
    @MainActor func open(token: String, callbacks: AcmeLinkCallbacks) throws -> any AcmeLinkHandle
}
