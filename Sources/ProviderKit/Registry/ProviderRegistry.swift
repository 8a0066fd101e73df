/// The adapters an app can switch between, by adapter name. Built-in and third-party adapters
/// register the same way.
///
/// ```swift
/// var registry = ProviderRegistry()
/// registry.register(PlaidAdapter(driver: LinkKitDriver()))
/// registry.register(MyAggregatorAdapter())
/// ```
public struct ProviderRegistry: Sendable {
    private var adapters: [String: any LinkAdapter] = [:]

    /// An empty registry.
    public init() {}

    /// A registry holding `adapters`; later adapters replace earlier ones with the same name.
    public init(_ adapters: [any LinkAdapter]) {
        for adapter in adapters { register(adapter) }
    }

    /// Registers `adapter` under its descriptor's name, replacing any adapter of that name.
    ///
    /// - Returns: the adapter it replaced, if any.
    @discardableResult
    public mutating func register(_ adapter: any LinkAdapter) -> (any LinkAdapter)? {
        let name = adapter.descriptor.name
        let previous = adapters[name]
        adapters[name] = adapter
        return previous
    }

    /// The adapter registered under `name`.
    public func adapter(named name: String) -> (any LinkAdapter)? { adapters[name] }

    /// Every registered name, sorted.
    public var names: [String] { adapters.keys.sorted() }
}
