/// The `<type>` of a `[meld-connect]<type>[?<json>]` script message, as Meld's widget sends it.
///
/// Unknown types are kept as ``unknown(_:)`` with the raw text, so nothing is lost.
package enum MeldMessageType: Sendable, Hashable, CustomStringConvertible {
    /// `debug`: debug information. Produces nothing.
    case debug
    /// `init`: the widget initialised.
    case initialize
    /// `error`: the widget (or the provider behind it) hit an error.
    case error
    /// `connect_complete`: Meld's `/connect/complete` call finished; the connection exists.
    case connectComplete
    /// `handover`: the widget is done and hands control back to the app.
    case handover
    /// `cancel`: the user closed the widget.
    case cancel
    /// A type this adapter does not know.
    case unknown(String)

    /// Every known type, in the order of Meld's documentation.
    package static let known: [MeldMessageType] = [.debug, .initialize, .error, .connectComplete, .handover, .cancel]

    /// Wraps a raw type string.
    package init(rawValue: String) {
        switch rawValue {
        case "debug": self = .debug
        case "init": self = .initialize
        case "error": self = .error
        case "connect_complete": self = .connectComplete
        case "handover": self = .handover
        case "cancel": self = .cancel
        default: self = .unknown(rawValue)
        }
    }

    /// The wire string.
    package var rawValue: String {
        switch self {
        case .debug: return "debug"
        case .initialize: return "init"
        case .error: return "error"
        case .connectComplete: return "connect_complete"
        case .handover: return "handover"
        case .cancel: return "cancel"
        case .unknown(let raw): return raw
        }
    }

    /// The wire string.
    package var description: String { rawValue }
}
