/// Everything ProviderKit and its tools need to know about an adapter without running it: its
/// name, its configuration keys and its mapping tables.
public struct AdapterDescriptor: Sendable {
    /// The adapter name used in configuration files (`"adapter": "plaid"`). Lowercase, stable.
    public var name: String
    /// A human name, for example "Plaid Link (LinkKit 7)".
    public var displayName: String
    /// `true` if entries must carry an https `redirectURI` (the adapter supports OAuth returns).
    public var requiresRedirectURI: Bool
    /// The keys an entry may carry besides `adapter` and `redirectURI`.
    public var options: [AdapterOption]
    /// The error table.
    public var errorTable: ErrorMappingTable
    /// The event table.
    public var eventTable: EventMappingTable
    /// Whether and how the adapter updates an existing connection (``LinkPurpose/update(_:)``).
    public var updateSupport: AdapterUpdateSupport
    /// How the adapter continues a session after the app was killed mid-OAuth, or `nil` when the
    /// vendor cannot (the journey then ends as ``LinkExit/Reason/interrupted(_:)``).
    public var resumeSupport: AdapterResumeSupport?

    /// Creates a descriptor.
    public init(
        name: String, displayName: String, requiresRedirectURI: Bool, options: [AdapterOption] = [],
        errorTable: ErrorMappingTable, eventTable: EventMappingTable,
        updateSupport: AdapterUpdateSupport = .unsupported("The adapter declares no update mechanism."),
        resumeSupport: AdapterResumeSupport? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.requiresRedirectURI = requiresRedirectURI
        self.options = options
        self.errorTable = errorTable
        self.eventTable = eventTable
        self.updateSupport = updateSupport
        self.resumeSupport = resumeSupport
    }
}
