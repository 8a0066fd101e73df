import Foundation

/// One kind of vendor callback the device benchmark times: how to get a session ready for it
/// (untimed), the callback itself (timed, from the call until it returns), and what the app must
/// have received from it.
@MainActor
struct DeviceCase {
    /// The adapter name (`plaid`, `plaid-legacy`, `mesh`, `meld`).
    let adapter: String
    /// The callback (`event`, `success`, `exit`, `navigation`, `redirect`, `message`).
    let callback: String
    /// How many of these callbacks one session takes before a fresh one is opened (1 for an outcome).
    let perSession: Int
    /// Opens a fresh session, closing the previous one, and brings it to where the callback comes.
    let open: @MainActor () throws -> Void
    /// Makes the `index`th callback the way the vendor SDK and the app's glue make it.
    let call: @MainActor (_ index: Int) -> Void
    /// What the app must have received from one call, given what it received; `nil` when right.
    let check: @MainActor (_ received: DeviceApp.Deliveries) -> String?
    /// Closes the current session, if any.
    let close: @MainActor () -> Void

    /// `adapter.callback`.
    var name: String { "\(adapter).\(callback)" }
}
