import ProviderKit

/// The callbacks of the imaginary vendor behind ``ScriptedAdapter``: what a real SDK would call.
public enum ScriptedVendorCallback: Sendable, Hashable {
    /// The vendor finished loading.
    case loaded
    /// The vendor reported an event with its own name, metadata, and the institution and error
    /// it concerns, if any.
    case event(name: String, metadata: LinkJSONValue = .null, institution: LinkInstitution? = nil, error: VendorErrorKey? = nil)
    /// The vendor reported a success with a token and an institution.
    case success(token: String, institutionID: String = "ins_scripted", institutionName: String = "Scripted Bank")
    /// The vendor reported an exit, with an error type and code or none for a user cancel.
    case exit(errorType: String?, errorCode: String?, message: String = "")
    /// The vendor's interface vanished with no callback.
    case dismissed

    /// The callback as a line of a scripted transcript (``ScriptedFlow/replay(line:)``): `loaded`,
    /// `event NAME`, `success TOKEN`, `exit`, `exit TYPE CODE` or `dismissed`. Event metadata,
    /// institutions and messages are not part of the format.
    public var transcriptLine: String {
        switch self {
        case .loaded: return "loaded"
        case .event(let name, _, _, _): return "event \(name)"
        case .success(let token, _, _): return "success \(token)"
        case .exit(let type?, let code?, _): return "exit \(type) \(code)"
        case .exit: return "exit"
        case .dismissed: return "dismissed"
        }
    }

    /// Reads a line of a scripted transcript, the inverse of ``transcriptLine``.
    ///
    /// - Throws: a ``TranscriptLineError`` for any other line.
    public init(transcriptLine line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("loaded", 1): self = .loaded
        case ("event", 2): self = .event(name: words[1])
        case ("success", 2): self = .success(token: words[1])
        case ("exit", 1): self = .exit(errorType: nil, errorCode: nil)
        case ("exit", 3): self = .exit(errorType: words[1], errorCode: words[2])
        case ("dismissed", 1): self = .dismissed
        default:
            throw TranscriptLineError(
                message: "expected `loaded`, `event NAME`, `success TOKEN`, `exit [TYPE CODE]` or `dismissed`")
        }
    }
}
