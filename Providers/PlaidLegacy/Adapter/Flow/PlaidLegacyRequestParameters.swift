import ProviderKit

/// The per-login values a ``/ProviderKit/LinkRequest`` may carry in `parameters` for the v1 adapter.
///
/// | key | type | meaning |
/// |---|---|---|
/// | `institution` | string | pre-select an institution id (`initWithInstitution:…`); public-key or shared configuration only |
/// | `oauthStateId` | string | OAuth re-entry (`initWithLinkToken:oauthStateId:…`); use ``PlaidLegacyAdapter/oauthStateId(from:)`` |
/// | `oauthNonce` | string | this login's nonce (≥ 16 characters, unique per login); omitted: a UUID, or on re-entry the nonce the login started with |
package struct PlaidLegacyRequestParameters: Sendable, Hashable {
    /// The parameter names.
    package static let institutionKey = "institution"
    /// The OAuth state id parameter.
    package static let oauthStateIdKey = "oauthStateId"
    /// The OAuth nonce parameter.
    package static let oauthNonceKey = "oauthNonce"

    /// `institution`.
    package var institution: String?
    /// `oauthStateId`.
    package var oauthStateId: String?
    /// `oauthNonce`.
    package var oauthNonce: String?

    /// Reads the parameters.
    ///
    /// - Throws: ``/ProviderKit/LinkError/Code/configuration`` for a value that is not a non-empty string.
    package init(_ parameters: [String: LinkJSONValue]) throws(LinkError) {
        institution = try Self.string(parameters, Self.institutionKey)
        oauthStateId = try Self.string(parameters, Self.oauthStateIdKey)
        oauthNonce = try Self.string(parameters, Self.oauthNonceKey)
    }

    private static func string(_ parameters: [String: LinkJSONValue], _ key: String) throws(LinkError) -> String? {
        guard let value = parameters[key], !value.isNull else { return nil }
        guard let text = value.stringValue, !text.isEmpty else {
            throw .configuration(
                "The LinkRequest parameter \"\(key)\" must be a non-empty string; found \(value.kindDescription)")
        }
        return text
    }
}
