import ProviderKit

/// The one place the app asks its server for a link token: ProviderKit calls it once per attempt
/// (the first attempt of each entry, at most one refresh after the vendor rejected a token), off
/// the main actor. A throw ends the journey with an exit; it is never retried behind your back.
struct ServerTokenProvider: LinkTokenProvider {
    let server: any LinkServer

    func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
        try await server.createLinkRequest(
            adapterName: context.adapterName, purpose: context.purpose, institutionID: context.institutionHint?.id,
            sameTokenAsBefore: context.reason == .resume)
    }
}
