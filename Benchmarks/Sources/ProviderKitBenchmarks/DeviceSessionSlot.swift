import Foundation
import ProviderKit

/// One adapter's current device-benchmark session: opened fresh through the adapter's public
/// `makeFlow` and ``/ProviderKit/LinkSession`` (no automatic close after the outcome), with the
/// app's closures registered, and closed explicitly.
@MainActor
final class DeviceSessionSlot {
    let adapter: any LinkAdapter
    let adapterName: String
    let request: LinkRequest
    let entry: ProviderEntry
    let app: DeviceApp
    private(set) var session: LinkSession?
    /// Whether each session gets a support-bundle recorder, as a journey with
    /// ``/ProviderKit/LinkRecordingPolicy/always`` gives it.
    var recording = false

    init(adapter: any LinkAdapter, adapterName: String, request: LinkRequest, entry: ProviderEntry, app: DeviceApp) {
        self.adapter = adapter
        self.adapterName = adapterName
        self.request = request
        self.entry = entry
        self.app = app
    }

    /// Closes the current session and opens a fresh one; throws when it ends before it is shown.
    func open() throws {
        close()
        let session = LinkSession(
            adapterName: adapterName, flow: try adapter.makeFlow(request: request, entry: entry),
            redirectURI: entry.redirectURI, entryName: entry.name, options: .init(closeAfterOutcome: nil))
        app.observe(session)
        if recording {
            session.callbackRecorder = LinkCallbackRecorder(
                attempt: 1, adapterName: adapterName, entryName: entry.name, linkToken: request.token)
        }
        session.open()
        guard !session.isClosed, session.settledOutcome == nil else {
            throw DeviceBenchmarkError(
                "the \(adapterName) session ended as it opened: \(session.settledOutcome.map { "\($0)" } ?? "closed")")
        }
        self.session = session
    }

    /// Closes the current session, if any.
    func close() {
        session?.close()
        session = nil
    }
}
