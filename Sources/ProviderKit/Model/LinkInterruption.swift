/// Why a journey ended as ``LinkExit/Reason/interrupted(_:)``: the system killed the app while
/// the journey ran, and on the next launch the vendor could not continue the session.
public struct LinkInterruption: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How far the interrupted attempt got.
    public var phase: LinkJourneyPhase
    /// What the app should do: ``LinkError/Recovery/retry`` (start a new journey; the user is
    /// asked nothing they already answered, as the institution travels as the hint).
    public var recovery: LinkError.Recovery
    /// Why the session could not continue, for developers.
    public var message: String

    /// Creates an interruption.
    public init(phase: LinkJourneyPhase, recovery: LinkError.Recovery = .retry, message: String) {
        self.phase = phase
        self.recovery = recovery
        self.message = message
    }

    /// `interrupted at awaitingRedirect: message`.
    public var description: String { "interrupted at \(phase.rawValue): \(message)" }
}
