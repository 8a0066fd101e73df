/// A link that ended without a credential: the user left, or an error stopped the flow.
public struct LinkExit: Sendable, Hashable {
    /// Why the flow ended.
    public enum Reason: Sendable, Hashable {
        /// The user closed the flow, or the vendor abandoned it without saying why.
        case userCancelled
        /// An error ended the flow.
        case error(LinkError)
        /// The system killed the app mid-journey and the vendor cannot continue the session; the
        /// journey ended when the app asked for it on the next launch.
        case interrupted(LinkInterruption)

        /// The case, without its error. Its raw values are the stable wire names.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// ``LinkExit/Reason/userCancelled``.
            case userCancelled
            /// ``LinkExit/Reason/error(_:)``.
            case error
            /// ``LinkExit/Reason/interrupted(_:)``.
            case interrupted
        }

        /// Which case this is.
        public var kind: Kind {
            switch self {
            case .userCancelled: return .userCancelled
            case .error: return .error
            case .interrupted: return .interrupted
            }
        }
    }

    /// The adapter that reported the exit (`plaid`, `mesh`, …).
    public var adapterName: String
    /// The configuration entry the session was made from, stamped by the session; `nil` outside one.
    public var entryName: String?
    /// Why the flow ended.
    public var reason: Reason
    /// Where the user was when the flow ended.
    public var stage: LinkStage?
    /// The institution the user had chosen, if any.
    public var institution: LinkInstitution?
    /// The vendor's session identifier.
    public var sessionID: String?
    /// The vendor's request identifier, for support tickets.
    public var requestID: String?
    /// The vendor's payload, unchanged but redacted when displayed.
    public var metadata: RawMetadata
    /// Configuration entries to offer next. Filled by the session from the configuration's
    /// `fallbacks` when the error's code ``LinkError/Code/suggestsFallback``; the app decides.
    public var fallbacks: [String]

    /// The error, when ``reason`` is ``Reason/error(_:)``.
    public var error: LinkError? {
        if case .error(let error) = reason { return error }
        return nil
    }

    /// The interruption, when ``reason`` is ``Reason/interrupted(_:)``.
    public var interruption: LinkInterruption? {
        if case .interrupted(let interruption) = reason { return interruption }
        return nil
    }

    /// What the app should do next: the error's recovery, the interruption's, or `nil` when the
    /// user closed the flow. The one value to `switch` on.
    public var recovery: LinkError.Recovery? {
        switch reason {
        case .userCancelled: return nil
        case .error(let error): return error.recovery
        case .interrupted(let interruption): return interruption.recovery
        }
    }

    /// Creates an exit.
    public init(
        adapterName: String, entryName: String? = nil, reason: Reason, stage: LinkStage? = nil, institution: LinkInstitution? = nil,
        sessionID: String? = nil, requestID: String? = nil, metadata: RawMetadata = .empty, fallbacks: [String] = []
    ) {
        self.adapterName = adapterName
        self.entryName = entryName
        self.reason = reason
        self.stage = stage
        self.institution = institution
        self.sessionID = sessionID
        self.requestID = requestID
        self.metadata = metadata
        self.fallbacks = fallbacks
    }
}
