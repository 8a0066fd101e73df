import Foundation
import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// Replays a Mesh transcript (JSON Lines, one native callback per line, see `docs/providers/mesh.md`)
/// through the same `MeshLinkFlow` and mappings as a live session: each line is decoded once
/// into Mesh's types and handed to the callback of the configuration the flow built.
@MainActor
public final class MeshTranscriptReplayer: TranscriptReplayer {
    /// Receives replay-only output; Mesh has none.
    public var traceHandler: ((ReplayTrace) -> Void)?
    private let driver = MeshManualDriver()
    private let flow: MeshLinkFlow

    /// The example a malformed line is compared with.
    static let expectedShape =
        #"one callback per line, e.g. {"onEvent":{"type":"loaded"}}, {"onIntegrationConnected":{"accessToken":{…}}}, "#
        + #"{"onTransferFinished":{"status":"success",…}} or {"onExit":{}}"#

    /// A replayer. `linkToken` is the session's token when known: it decides whether the session is
    /// a transfer link; without one the session is replayed as a connection link.
    public init(linkToken: String? = nil) {
        let token =
            linkToken ?? MeshSandboxScenario.token(for: "https://replay.providerkit.invalid/mesh/broker-connect")
        flow = MeshLinkFlow(
            driver: driver, linkToken: Secret(token), settings: MeshLinkSDK.LinkSettings(useSecureOnDeviceStorage: false))
    }

    /// Starts the flow (Mesh's `createHandler()` checks apply to the token).
    ///
    /// - Throws: what the live flow's `start(reporting:)` throws (a ``/ProviderKit/LinkError`` for a request the vendor refuses).
    public func start(reporting reporter: LinkReporter) throws {
        try flow.start(reporting: reporter)
    }

    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {
        flow.present(presentation)
    }

    /// Nothing to dismiss.
    public func cancel() {
        flow.cancel()
    }

    /// Decodes one line into Mesh's types and calls the matching callback.
    ///
    /// - Throws: a ``/ProviderKitTesting/TranscriptLineError`` saying what is wrong with the line; nothing is reported for it.
    public func replay(line: String) throws {
        let decoded: MeshTranscriptLine
        do {
            decoded = try JSONDecoder().decode(MeshTranscriptLine.self, from: Data(line.utf8))
        } catch {
            throw Self.lineError(for: error, line: line)
        }
        guard let configuration = driver.configuration else {
            throw TranscriptLineError(message: "the replay session was not started")
        }
        switch decoded {
        case .onEvent(let value):
            configuration.onEvent?(value.isNull ? nil : MeshJSON.dictionary(value))
        case .onIntegrationConnected(let payload):
            configuration.onIntegrationConnected?(payload)
        case .onTransferFinished(let payload):
            configuration.onTransferFinished?(payload)
        case .onExit:
            configuration.onExit?()
        }
    }

    /// The transcript ended: Link's interface is gone.
    public func finish() {
        driver.handler?.dismiss()
    }

    static func lineError(for error: any Error, line: String) -> TranscriptLineError {
        TranscriptLineError(decoding: error, line: line, expected: expectedShape)
    }
}
