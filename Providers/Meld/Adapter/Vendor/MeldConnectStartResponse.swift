import ProviderKit

/// The response of Meld's `POST /bank-linking/connect/start`, which your server calls with its
/// Meld API key and hands to the app.
///
/// The API key never reaches the app and never appears in ProviderKit. The connect token is a
/// short-lived, single-use JWT (three hours); the widget URL embeds it, so both are ``/ProviderKit/Secret``s.
///
/// ```swift
/// let response = try JSONDecoder().decode(MeldConnectStartResponse.self, from: bodyFromYourServer)
/// let session = try factory.makeSession(request: response.linkRequest)
/// ```
public struct MeldConnectStartResponse: Sendable, Hashable, Codable {
    /// The connect token (a JWT). Redacted in every description.
    public var connectToken: Secret
    /// Meld's customer identifier.
    public var customerId: String
    /// Your own customer identifier, as your server sent it.
    public var externalCustomerId: String
    /// The connection identifier.
    public var id: String
    /// The widget URL to load in the web view. It embeds the connect token, so it is a secret too.
    public var widgetUrl: Secret

    /// Creates a response.
    public init(connectToken: Secret, customerId: String, externalCustomerId: String, id: String, widgetUrl: Secret) {
        self.connectToken = connectToken
        self.customerId = customerId
        self.externalCustomerId = externalCustomerId
        self.id = id
        self.widgetUrl = widgetUrl
    }

    /// The request to start a Meld session with: the widget URL as the token, and the connection
    /// and customer identifiers as `MeldRequestParameter` parameters.
    public var linkRequest: LinkRequest {
        LinkRequest(
            token: widgetUrl,
            parameters: [
                MeldRequestParameter.connectionID: .string(id),
                MeldRequestParameter.customerID: .string(customerId),
                MeldRequestParameter.externalCustomerID: .string(externalCustomerId),
            ])
    }
}
