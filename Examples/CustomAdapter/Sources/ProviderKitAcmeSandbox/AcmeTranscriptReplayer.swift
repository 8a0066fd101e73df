import Foundation
import ProviderKit
import ProviderKitAcme
import ProviderKitTesting

/// Replays an Acme transcript: each line is decoded once into an ``AcmeCallback`` and handed to
/// the callbacks the adapter's real flow registered, so replay runs the live mapping code.
@MainActor
public final class AcmeTranscriptReplayer: TranscriptReplayer {
    /// Unused: Acme has no output besides events and outcomes.
    public var traceHandler: ((ReplayTrace) -> Void)?
    private let driver = AcmeSandboxDriver()
    private let flow: AcmeLinkFlow

    /// Creates a replayer.
    public init() {
        flow = AcmeLinkFlow(driver: driver, token: Secret("link-acme-replay"))
    }

    /// Starts the flow on a driver that plays nothing.
    public func start(reporting reporter: LinkReporter) throws { try flow.start(reporting: reporter) }
    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {}
    /// Nothing to dismiss.
    public func cancel() {}

    /// Decodes `line` and delivers it on the main actor, as the live callbacks arrive after the relay.
    ///
    /// - Throws: a `TranscriptLineError` naming the key path, for a line that is not a callback.
    public func replay(line: String) throws {
        let callback: AcmeCallback
        do {
            callback = try JSONDecoder().decode(AcmeCallback.self, from: Data(line.utf8))
        } catch {
            throw TranscriptLineError(decoding: error, line: line, expected: #"{"onEvent":{"name":"OPEN"}}"#)
        }
        if let callbacks = driver.callbacks { callback.deliver(to: callbacks) }
    }

    /// The recording stopped: the SDK went quiet.
    public func finish() { driver.callbacks?.onDismiss() }
}
