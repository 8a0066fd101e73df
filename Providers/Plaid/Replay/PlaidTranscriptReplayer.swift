import Foundation
import ProviderKit

/// Replays a LinkKit 7 transcript (JSON Lines, one callback per line, in LinkKit's own Codable
/// JSON) through the same mapping as the live flow.
///
/// Each line is decoded once with `JSONDecoder` into ``PlaidTranscriptLine``. A line that fails
/// throws ``TranscriptLineError`` naming the key path and showing what the line should look like;
/// only then is the text re-parsed, to locate a syntax error's column.
@MainActor
public final class PlaidTranscriptReplayer: TranscriptReplayer {
    /// Receives replay-only output; the Plaid replayer has none.
    public var traceHandler: ((ReplayTrace) -> Void)?
    private var sink: PlaidCallbackSink?
    /// One decoder for the whole transcript, not one per line.
    private let decoder = JSONDecoder()

    /// Creates a replayer.
    public init() {}

    /// Keeps the reporter.
    public func start(reporting reporter: LinkReporter) throws(LinkError) {
        sink = PlaidCallbackSink(reporter: reporter, mapper: PlaidPayloadMapper(provider: reporter.provider))
    }

    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {}

    /// Nothing to dismiss.
    public func cancel() {}

    /// Replays one line.
    public func replay(line: String) throws(TranscriptLineError) {
        let decoded: PlaidTranscriptLine
        do {
            decoded = try decoder.decode(PlaidTranscriptLine.self, from: Data(line.utf8))
        } catch {
            throw Self.lineError(for: error, line: line)
        }
        switch decoded {
        case .onLoad: sink?.loaded()
        case .onEvent(let event): sink?.event(event)
        case .onSuccess(let success): sink?.success(success)
        case .onExit(let exit): sink?.exit(exit)
        }
    }

    /// The transcript ended: LinkKit's interface is gone.
    public func finish() {
        sink?.reporter.flowEnded()
    }

    // MARK: - Errors

    static func lineError(for error: any Error, line: String) -> TranscriptLineError {
        do {
            _ = try JSONValue(parsing: line)
        } catch let syntax {
            return TranscriptLineError(
                message: "not valid JSON (\(syntax.message)); each line must be one JSON object such as \(PlaidTranscriptLine.example(for: nil))",
                column: syntax.position.column)
        }
        guard let decoding = error as? DecodingError else {
            return TranscriptLineError(message: "could not decode the line: \(type(of: error))")
        }
        let context: DecodingError.Context
        let problem: String
        switch decoding {
        case .keyNotFound(let key, let ctx):
            context = ctx
            let path = path(ctx.codingPath + [key])
            problem = "missing key \(path)"
        case .typeMismatch(let type, let ctx):
            context = ctx
            problem = "\(path(ctx.codingPath)) has the wrong type: expected \(typeName(type))"
        case .valueNotFound(let type, let ctx):
            context = ctx
            problem = "\(path(ctx.codingPath)) is null: expected \(typeName(type))"
        case .dataCorrupted(let ctx):
            context = ctx
            let at = ctx.codingPath.isEmpty ? "the line" : path(ctx.codingPath)
            problem = "\(at): \(ctx.debugDescription)"
        @unknown default:
            return TranscriptLineError(message: "could not decode the line")
        }
        let callback = context.codingPath.first?.stringValue
        let expected = PlaidTranscriptLine.example(for: callback)
        return TranscriptLineError(message: "\(problem); a line should look like \(expected)")
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the line" : "`\(text)`"
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
            return "\(name)"
        }
    }
}
