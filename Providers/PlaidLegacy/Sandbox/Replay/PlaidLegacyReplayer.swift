import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting
import ProviderKitTooling

/// Replays a v1 transcript (see ``PlaidLegacyTranscriptLine``): each line becomes the
/// `PLKPlaidLinkViewDelegate` call it records, made on a `PlaidLegacyFlow`, so replay goes
/// through exactly the live flow's code: the same mapping, the same -999 echo handling.
///
/// The end of the transcript ends the flow: without an outcome the session ends as a user cancel.
@MainActor
public final class PlaidLegacyReplayer: PipelinedTranscriptReplayer {
    /// Unused: v1 transcripts have no output besides events and outcomes.
    public var traceHandler: ((ReplayTrace) -> Void)?

    private let driver: PlaidLegacyManualDriver
    private let flow: PlaidLegacyFlow
    /// Made once: replay decodes every line with it.
    private let decoder = JSONDecoder()

    /// Creates a replayer.
    public init() {
        driver = PlaidLegacyManualDriver(
            sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration(key: "replay", env: .sandbox, product: .auth))
        flow = PlaidLegacyFlow(driver: driver, launch: .sharedConfiguration)
    }

    /// Starts the underlying flow.
    ///
    /// - Throws: what the live flow's `start(reporting:)` throws (a ``/ProviderKit/LinkError`` for a request the vendor refuses).
    public func start(reporting reporter: LinkReporter) throws {
        try flow.start(reporting: reporter)
        // The transcript's end ends the flow (``finish()``), not the flow's grace timer.
        driver.lastController?.leavesDismissalPending = true
    }

    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {
        flow.present(presentation)
    }

    /// Ends the underlying flow.
    public func cancel() {
        flow.cancel()
    }

    /// Decodes one line and makes the delegate call it records.
    ///
    /// - Throws: a ``/ProviderKitTesting/TranscriptLineError`` saying what is wrong with the line; nothing is reported for it.
    public func replay(line: String) throws {
        let decoded: PlaidLegacyTranscriptLine
        do {
            decoded = try StrictJSONDecoding.decode(PlaidLegacyTranscriptLine.self, from: Data(line.utf8), using: decoder)
        } catch {
            throw Self.lineError(error, line: line)
        }
        deliver(decoded)
    }

    /// One line decoded from its bytes, ready for ``replay(decoded:)``.
    public struct DecodedLine: Sendable {
        fileprivate let line: PlaidLegacyTranscriptLine
    }

    /// Decodes v1 lines from their bytes, on any thread.
    public struct LineDecoder: TranscriptLineDecoder {
        /// The text that recurs from line to line (session ids, event and view names), made once.
        private var interner = StringInterner()

        /// A decoder.
        public init() {}

        /// The line decoded in place; `nil` for a line the byte decoder does not accept
        /// (``PlaidLegacyReplayer/replay(line:)`` then decodes it with `JSONDecoder`).
        public mutating func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> PlaidLegacyReplayer.DecodedLine? {
            (try? PlaidLegacyTranscriptLine(utf8: line, interning: &interner)).map(DecodedLine.init)
        }
    }

    /// A decoder for this replayer's lines.
    public func makeLineDecoder() -> LineDecoder {
        LineDecoder()
    }

    /// Makes the delegate call a decoded line records.
    public func replay(decoded line: DecodedLine) {
        deliver(line.line)
    }

    /// Makes the delegate call on the flow, from the controller, with the line's metadata as JSON:
    /// what the flow's delegate methods make of LinkKit's `[String: Any]`, without the round trip
    /// through Foundation objects.
    private func deliver(_ decoded: PlaidLegacyTranscriptLine) {
        guard let controller = driver.lastController else { return }
        let metadata = decoded.metadata.map(LinkJSONValue.object) ?? .null
        switch decoded.delegate {
        case .didHandleEvent:
            flow.receiveEvent(from: controller, name: decoded.event ?? "", metadata: metadata)
        case .didSucceedWithPublicToken:
            flow.receiveSuccess(from: controller, publicToken: decoded.publicToken?.reveal() ?? "", metadata: metadata)
        case .didExitWithError:
            let error = decoded.error.map {
                PlaidLegacyLinkKit.PLKExitError(domain: $0.domain, code: $0.code, userInfo: .object($0.userInfo))
            }
            flow.receiveExit(from: controller, error: error, metadata: metadata)
        }
    }

    /// The transcript ended: the controller leaves the screen and the flow ends (a user cancel
    /// without an outcome).
    public func finish() {
        driver.lastController?.disappear()
    }

    static func lineError(_ error: any Error, line: String) -> TranscriptLineError {
        if let problem = error as? PlaidLegacyTranscriptLine.Problem {
            return TranscriptLineError(message: "\(problem.path): \(problem.message)")
        }
        return TranscriptLineError(
            decoding: error, line: line, expected: PlaidLegacyTranscriptLine.Delegate.didHandleEvent.example)
    }
}
