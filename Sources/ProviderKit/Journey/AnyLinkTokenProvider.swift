/// A ``LinkTokenProvider`` made from a closure, for apps whose server call fits in a few lines
/// and for tests.
///
/// ```swift
/// let tokens = AnyLinkTokenProvider { context in
///     LinkRequest(token: Secret(try await api.createLinkToken(for: context.adapterName)))
/// }
/// ```
public struct AnyLinkTokenProvider: LinkTokenProvider {
    private let body: @Sendable (LinkTokenContext) async throws -> LinkRequest

    /// Wraps `body`, which follows the ``LinkTokenProvider`` contract.
    public init(_ body: @escaping @Sendable (LinkTokenContext) async throws -> LinkRequest) {
        self.body = body
    }

    /// Calls the closure.
    public func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
        try await body(context)
    }
}
