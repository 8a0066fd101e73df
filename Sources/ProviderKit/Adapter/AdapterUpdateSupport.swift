/// Whether an adapter can update (reconnect) an existing connection, and how it maps
/// ``LinkPurpose/update(_:)`` onto the vendor's own mechanism.
///
/// A journey asked to update a connection on an adapter without support links anew instead and
/// says so with a ``DiagnosticCode/updateUnsupported`` diagnostic.
public struct AdapterUpdateSupport: Sendable, Hashable {
    /// `true` when ``LinkPurpose/update(_:)`` runs the vendor's update mechanism.
    public var isSupported: Bool
    /// One sentence for the docs and `providerkit providers`: the vendor's mechanism, and what
    /// the token provider must do for it; or why there is none.
    public var summary: String

    /// An adapter that updates connections through `mechanism`.
    public static func supported(_ mechanism: String) -> AdapterUpdateSupport {
        AdapterUpdateSupport(isSupported: true, summary: mechanism)
    }

    /// An adapter without an update mechanism, for `reason`.
    public static func unsupported(_ reason: String) -> AdapterUpdateSupport {
        AdapterUpdateSupport(isSupported: false, summary: reason)
    }

    /// Creates a value.
    public init(isSupported: Bool, summary: String) {
        self.isSupported = isSupported
        self.summary = summary
    }
}
