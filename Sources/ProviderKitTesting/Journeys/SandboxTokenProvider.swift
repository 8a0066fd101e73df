import Foundation
import ProviderKit

/// A ``/ProviderKit/LinkTokenProvider`` for sandbox journeys: for each entry it hands out its
/// sandbox runs' requests in order, one per call (the last repeats), and for a resume the request
/// it handed out last, as a server that kept the token would. A context with an institution hint
/// gets the run's ``SandboxRun/hintedRequest`` when it has one, as your server passes the bank to
/// the vendor. It records every context.
public final class SandboxTokenProvider: LinkTokenProvider, @unchecked Sendable {
    private let lock = NSLock()
    private let requests: [String: [LinkRequest]]
    private let hintedRequests: [String: [(@Sendable (LinkInstitution) -> LinkRequest)?]]
    private var handedOut: [String: Int] = [:]
    private var recorded: [LinkTokenContext] = []
    /// The token of the run each hinted request was made from, by the hinted request's token.
    private var runTokens: [Secret: Secret] = [:]

    /// A provider handing out `requests[entryName]` in order.
    public init(requests: [String: [LinkRequest]]) {
        self.requests = requests
        self.hintedRequests = requests.mapValues { $0.map { _ in nil } }
    }

    /// A provider handing out the requests of `runs[entryName]` in order, or their hinted requests
    /// for a context with an institution hint.
    public init(runs: [String: [SandboxRun]]) {
        self.requests = runs.mapValues { $0.map(\.request) }
        self.hintedRequests = runs.mapValues { $0.map(\.hintedRequest) }
    }

    /// The token of the run whose request (or hinted request) carried `token`.
    public func runToken(for token: Secret) -> Secret {
        lock.withLock { runTokens[token] ?? token }
    }

    /// Every context asked so far, in order.
    public var contexts: [LinkTokenContext] { lock.withLock { recorded } }

    /// The next request for the context's entry.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code `configuration` for an entry with no requests.
    public func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
        try lock.withLock {
            recorded.append(context)
            guard let list = requests[context.entryName], !list.isEmpty else {
                throw LinkError.configuration("The sandbox journey has no request for the entry \"\(context.entryName)\"")
            }
            let count = handedOut[context.entryName, default: 0]
            let index: Int
            if context.reason == .resume {
                index = min(max(count - 1, 0), list.count - 1)
            } else {
                handedOut[context.entryName] = count + 1
                index = min(count, list.count - 1)
            }
            guard let hint = context.institutionHint, let hinted = hintedRequests[context.entryName]?[index] else {
                return list[index]
            }
            let request = hinted(hint)
            runTokens[request.token] = list[index].token
            return request
        }
    }
}
