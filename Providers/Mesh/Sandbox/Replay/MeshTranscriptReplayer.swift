import Foundation
import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// Replays a Mesh transcript (JSON Lines, one native callback per line, see `docs/providers/mesh.md`)
/// through the same `MeshLinkFlow` and mappings as a live session: each line is decoded once
/// into Mesh's types and handed to the callback of the configuration the flow built.
@MainActor
public final class MeshTranscriptReplayer: PipelinedTranscriptReplayer {
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
            decoded = try StrictJSONDecoding.decode(MeshTranscriptLine.self, from: Data(line.utf8))
        } catch {
            throw Self.lineError(for: error, line: line)
        }
        try deliver(decoded)
    }

    /// One line decoded into Mesh's types, ready for ``replay(decoded:)``.
    public struct DecodedLine: Sendable {
        fileprivate let line: MeshTranscriptLine
    }

    /// Decodes Mesh lines from their bytes, on any thread.
    public struct LineDecoder: TranscriptLineDecoder {
        /// A decoder.
        public init() {}

        /// The line decoded in place; `nil` for a line the byte decoder does not accept
        /// (``MeshTranscriptReplayer/replay(line:)`` then decodes it with `JSONDecoder`).
        public func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> MeshTranscriptReplayer.DecodedLine? {
            (try? MeshTranscriptLine(utf8: line)).map(MeshTranscriptReplayer.DecodedLine.init)
        }
    }

    /// A decoder for this replayer's lines.
    public func makeLineDecoder() -> LineDecoder {
        LineDecoder()
    }

    /// Calls the callback a decoded line records.
    ///
    /// - Throws: a ``/ProviderKitTesting/TranscriptLineError`` when the replay session was not started.
    public func replay(decoded line: DecodedLine) throws {
        try deliver(line.line)
    }

    /// Hands the callback to the flow's handler for it: what the configuration's closures do once
    /// they are on the main actor (where replay already is). An `onEvent` message goes to the event
    /// mapper as the JSON it was read as, without a round trip through `[String: Any]`.
    private func deliver(_ decoded: MeshTranscriptLine) throws(TranscriptLineError) {
        guard driver.configuration != nil else {
            throw TranscriptLineError(message: "the replay session was not started")
        }
        switch decoded {
        case .onEvent(let value):
            flow.event(value.isNull ? MeshEventMapper.event(from: nil) : .success(MeshEventMapper.event(from: value)))
        case .onIntegrationConnected(let payload):
            flow.integrationConnected(payload)
        case .onTransferFinished(let payload):
            flow.transferFinished(payload)
        case .onExit:
            flow.exit()
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
