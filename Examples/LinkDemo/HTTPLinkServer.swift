import Foundation
import ProviderKit

#if canImport(FoundationNetworking)
    import FoundationNetworking  // Linux, where CI type-checks this file; iOS has URLSession in Foundation
#endif

/// The live build's server client: two JSON endpoints of your backend. Replace it with your own
/// API client; only the shape matters to ProviderKit.
///
/// - `POST link/token` `{"adapter", "connectionId"?, "institutionId"?, "sameTokenAsBefore"}` →
///   `{"linkToken"}` (your server calls the vendor: Plaid `/link/token/create`, Mesh's link token,
///   Meld's widget URL).
/// - `POST link/finish` with the success's wire JSON → `{"connectionId"}`.
struct HTTPLinkServer: LinkServer {
    let baseURL: URL
    var session: URLSession = .shared

    private struct TokenRequest: Encodable {
        var adapter: String
        var connectionId: String?
        var institutionId: String?
        var sameTokenAsBefore: Bool
    }

    private struct TokenResponse: Decodable {
        var linkToken: String
    }

    private struct FinishResponse: Decodable {
        var connectionId: String
    }

    func createLinkRequest(
        adapterName: String, purpose: LinkPurpose, institutionID: String?, sameTokenAsBefore: Bool
    ) async throws -> LinkRequest {
        let body = try JSONEncoder().encode(
            TokenRequest(
                adapter: adapterName, connectionId: purpose.connection?.id, institutionId: institutionID,
                sameTokenAsBefore: sameTokenAsBefore))
        let response = try JSONDecoder().decode(TokenResponse.self, from: try await post("link/token", body))
        return LinkRequest(token: Secret(response.linkToken))
    }

    func finishLink(_ success: LinkSuccess) async throws -> LinkConnection {
        let data = try await post("link/finish", try success.jsonRevealingSecrets())
        let response = try JSONDecoder().decode(FinishResponse.self, from: data)
        return LinkConnection(
            entryName: success.entryName ?? success.adapterName, id: response.connectionId,
            institution: success.institution)
    }

    /// Posts JSON; a status other than 200 is a `network` error (a URLError becomes one too).
    private func post(_ path: String, _ body: Data) async throws -> Data {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
            throw LinkError(code: .network, message: "POST \(path) did not answer 200")
        }
        return data
    }
}
