import ProviderKit

/// An adapter as the tool validates configurations with it: a descriptor (built in, or read from
/// an adapter manifest) and, for built-in adapters, the adapter's own `validate(entry:)` rules.
/// It never runs a flow: the tool runs built-in adapters on their sandboxes.
struct DeclaredAdapter: LinkAdapter {
    /// The descriptor the configuration is checked against.
    let descriptor: AdapterDescriptor
    /// The adapter whose Swift rules apply, when the tool has its code.
    let rules: (any LinkAdapter)?

    /// The built-in adapter's own rules, or none for an adapter known only from a manifest.
    func validate(entry: ProviderEntry) -> [ConfigIssue] {
        rules?.validate(entry: entry) ?? []
    }

    /// Always throws: a declared adapter only validates.
    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("The \(descriptor.name) adapter is only declared to the tool; it cannot run here")
    }
}
