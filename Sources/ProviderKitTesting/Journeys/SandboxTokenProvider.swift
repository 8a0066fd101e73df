import Foundation
import ProviderKit

/// A ``/ProviderKit/LinkTokenProvider`` for sandbox journeys: for each entry it hands out its
/// sandbox runs' requests in order, one per call (the last repeats), and for a resume the request
/// it handed out last, as a server that kept the token would. It records every context.
public final class SandboxTokenProvider: LinkTokenProvider, @unchecked Sendable {
    private let lock = NSLock()
    private let requests: [String: [LinkRequest]]
    private var handedOut: [String: Int] = [:]
    private var recorded: [LinkTokenContext] = []

    /// A provider handing out `requests[entryName]` in order.
    public init(requests: [String: [LinkRequest]]) {
        self.requests = requests
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
            if context.reason == .resume { return list[min(max(count - 1, 0), list.count - 1)] }
            handedOut[context.entryName] = count + 1
            return list[min(count, list.count - 1)]
        }
    }
}
