/// What the app's server handed over to start one link: the vendor token, plus any extra values.
///
/// Switching provider by configuration works because the app never interprets the token: your
/// server creates a link token for the active provider (a Plaid `link_token`, a Mesh `linkToken`, a
/// Meld widget URL) and the app passes it through untouched.
public struct LinkRequest: Sendable, Hashable, CustomStringConvertible {
    /// The token or URL from your server. Redacted in every description.
    public var token: Secret
    /// Extra per-link values an adapter documents, such as an OAuth state id on re-entry.
    public var parameters: [String: LinkJSONValue]
    /// A new link, or the update of an existing connection, which the adapter maps to the
    /// vendor's update mechanism (see ``AdapterDescriptor/updateSupport``). A journey sets it from
    /// its own purpose; the token provider need not.
    public var purpose: LinkPurpose

    /// Creates a request.
    public init(token: Secret, parameters: [String: LinkJSONValue] = [:], purpose: LinkPurpose = .newLink) {
        self.token = token
        self.parameters = parameters
        self.purpose = purpose
    }

    /// `LinkRequest(token: <redacted>, parameters: [...])` with credential parameters redacted.
    public var description: String {
        "LinkRequest(token: \(token), parameters: \(RawMetadata(.object(parameters))), purpose: \(purpose))"
    }
}

extension LinkRequest: CustomReflectable {
    /// The token and the parameters as their redacted forms, so `dump` and reflection-based
    /// loggers never see a credential passed as a parameter.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["token": token, "parameters": RawMetadata(.object(parameters)), "purpose": purpose],
            displayStyle: .struct)
    }
}
