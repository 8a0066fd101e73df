import ProviderKit
import ProviderKitTesting

/// A bug planted in a scripted adapter, to show that the conformance suite catches it.
enum PlantedFault: Hashable, Sendable, CustomStringConvertible {
    /// A unified event field the adapter's mapping loses.
    enum EventField: String, CaseIterable, Sendable {
        case name, vendorEventName, institution, stage, error
    }

    /// The sandbox lists a scenario `makeRun(for:)` cannot make.
    case declaresScenarioItCannotRun
    /// The sandbox lists a scenario whose vendor never ends the flow.
    case declaresScenarioThatNeverEnds
    /// The replayer accepts every line and reports nothing for it.
    case replayerIgnoresEveryLine
    /// Error exits put the request token in their message.
    case leaksRequestTokenInExitMessage
    /// Successes name the institution after the request token.
    case leaksRequestTokenInSuccess
    /// Events carry the request token as their view name.
    case leaksRequestTokenInEvents
    /// The flow reports a diagnostic quoting the request token. (A credential quoted in a
    /// diagnostic no longer shows: every diagnostic message passes through `SecretRedactor`, which
    /// hides token shapes and long opaque strings. A secret with no recognisable shape still can
    /// leak, and the check must catch it.)
    case leaksRequestTokenInDiagnostics
    /// The event mapping loses a field between the vendor payload and the unified event.
    case dropsEventData(EventField)
    /// The adapter swallows every vendor callback.
    case swallowsEveryCallback
    /// One vendor success is reported twice (`succeeded(_:)`, `succeeded(_:)`).
    case reportsSuccessTwice
    /// One vendor success is reported, then reported as a user exit too (a closing callback mapped
    /// to `exited(_:)`).
    case reportsExitAfterSuccess
    /// Callbacks reach the reporter on the vendor's thread, with no hop to the main actor (as an
    /// adapter compiled without Swift 6's isolation checks would).
    case reportsOffTheMainActor
    /// Callbacks reach the flow after `Task { @MainActor in … }` (not a bug).
    case hopsToMainActorWithTask
    /// Callbacks come from a serial vendor queue through `MainActorRelay` (not a bug).
    case relaysFromVendorQueue

    var description: String {
        switch self {
        case .declaresScenarioItCannotRun: return "declaresScenarioItCannotRun"
        case .declaresScenarioThatNeverEnds: return "declaresScenarioThatNeverEnds"
        case .replayerIgnoresEveryLine: return "replayerIgnoresEveryLine"
        case .leaksRequestTokenInExitMessage: return "leaksRequestTokenInExitMessage"
        case .leaksRequestTokenInSuccess: return "leaksRequestTokenInSuccess"
        case .leaksRequestTokenInEvents: return "leaksRequestTokenInEvents"
        case .leaksRequestTokenInDiagnostics: return "leaksRequestTokenInDiagnostics"
        case .dropsEventData(let field): return "dropsEventData(\(field.rawValue))"
        case .swallowsEveryCallback: return "swallowsEveryCallback"
        case .reportsSuccessTwice: return "reportsSuccessTwice"
        case .reportsExitAfterSuccess: return "reportsExitAfterSuccess"
        case .reportsOffTheMainActor: return "reportsOffTheMainActor"
        case .hopsToMainActorWithTask: return "hopsToMainActorWithTask"
        case .relaysFromVendorQueue: return "relaysFromVendorQueue"
        }
    }

    /// A scenario the sandbox lists but cannot run.
    static let unrunnableScenario: SandboxScenario.Name = "mfa"
    /// A scenario whose flow never ends.
    static let endlessScenario: SandboxScenario.Name = "stuck"
}
