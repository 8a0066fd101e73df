/// An open Acme Link session (`AcmeLinkHandle` in the SDK).
@MainActor
public protocol AcmeLinkHandle: AnyObject {
    /// Shows the SDK's interface.
    func present()
    /// Dismisses it.
    func close()
}
