import ProviderKit

/// A complete adapter for an imaginary vendor, driven by the test: each session's flow is a
/// ``ScriptedFlow`` whose vendor callbacks the test sends by hand.
///
/// Use it to test app code against ProviderKit without any vendor, and read it as the smallest
/// example of an adapter: a driver seam (``ScriptedFlow/send(_:)``), mapping tables, and a flow
/// that reports every callback to the ``/ProviderKit/LinkReporter``.
public struct ScriptedAdapter: LinkAdapter {
    /// The adapter name used in configuration files.
    public static let name = "scripted"

    /// The imaginary vendor's error table.
    public static let errorTable = ErrorMappingTable(
        adapterName: name,
        rules: [
            ErrorMappingRule(type: "LOGIN", code: "BAD_PASSWORD", unifiedCode: .invalidCredentials, note: "Wrong password."),
            ErrorMappingRule(type: "LOGIN", code: "BAD_CODE", unifiedCode: .invalidMFA, note: "Wrong one-time code."),
            ErrorMappingRule(type: "BANK", code: "DOWN", unifiedCode: .institutionUnavailable, note: "The bank is down."),
            ErrorMappingRule(type: "BANK", code: "UNSUPPORTED", unifiedCode: .institutionNotSupported, note: "Not supported."),
            ErrorMappingRule(type: "SERVICE", code: "MAINTENANCE", unifiedCode: .providerUnavailable, note: "Maintenance."),
            ErrorMappingRule(type: "TOKEN", code: "EXPIRED", unifiedCode: .invalidLinkToken, note: "Token expired."),
        ])

    /// The imaginary vendor's event table.
    public static let eventTable = EventMappingTable(
        adapterName: name,
        rules: [
            EventMappingRule("OPEN", .opened, stage: .loading, stable: true),
            EventMappingRule("PICK_BANK", .institutionSelected, stage: .institutionSelection, stable: true),
            EventMappingRule("LOGIN", .credentialsSubmitted, stage: .credentials),
            EventMappingRule("CODE", .mfaSubmitted, stage: .mfa),
            EventMappingRule("ERROR", .error, stage: .error, stable: true),
            EventMappingRule("DONE", .handoff, stage: .connected, stable: true),
        ])

    /// The descriptor.
    public static let descriptor = AdapterDescriptor(
        name: name, displayName: "Scripted test adapter", requiresRedirectURI: false,
        options: [AdapterOption("label", .string, summary: "A free-form label, echoed nowhere.")],
        errorTable: errorTable, eventTable: eventTable)

    /// The descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    /// Called with each new flow, so a test can keep a handle on it.
    public let onFlowCreated: @MainActor @Sendable (ScriptedFlow) -> Void
    private let script: [ScriptedVendorCallback]

    /// Creates an adapter whose flows play `script` automatically once presented, and report
    /// themselves to `onFlowCreated`.
    public init(
        script: [ScriptedVendorCallback] = [],
        onFlowCreated: @escaping @MainActor @Sendable (ScriptedFlow) -> Void = { _ in }
    ) {
        self.script = script
        self.onFlowCreated = onFlowCreated
    }

    /// Creates a ``ScriptedFlow``. Tokens must be non-empty and must not start with `bad-`.
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) -> any LinkFlow {
        let flow = ScriptedFlow(token: request.token, script: script)
        onFlowCreated(flow)
        return flow
    }
}
