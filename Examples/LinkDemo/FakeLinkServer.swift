import Foundation
import ProviderKit

/// A server that runs on the device: it hands out, per adapter and in order, the requests the
/// sandbox drivers accept (the last one repeats), after a short delay like a round trip, and
/// "stores" successes. Nothing leaves the simulator.
actor FakeLinkServer: LinkServer {
    private let requests: [String: [LinkRequest]]
    private var handedOut: [String: Int] = [:]
    private var linkedCount = 0

    init(requests: [String: [LinkRequest]]) {
        self.requests = requests
    }

    func createLinkRequest(
        adapterName: String, purpose: LinkPurpose, institutionID: String?, sameTokenAsBefore: Bool
    ) async throws -> LinkRequest {
        try await Task.sleep(nanoseconds: 400_000_000)  // cancelled with the journey
        guard let list = requests[adapterName], !list.isEmpty else {
            throw LinkError.configuration("The fake server has no sandbox request for the \(adapterName) adapter")
        }
        let count = handedOut[adapterName, default: 0]
        if sameTokenAsBefore { return list[min(max(count - 1, 0), list.count - 1)] }
        handedOut[adapterName] = count + 1
        return list[min(count, list.count - 1)]
    }

    func finishLink(_ success: LinkSuccess) async throws -> LinkConnection {
        // What a real server receives over TLS: the one call that puts tokens in clear text.
        let body = try success.jsonRevealingSecrets()
        guard !body.isEmpty else { throw LinkError.configuration("An empty success") }
        linkedCount += 1
        return LinkConnection(
            entryName: success.entryName ?? success.adapterName, id: "demo-connection-\(linkedCount)",
            institution: success.institution)
    }
}
