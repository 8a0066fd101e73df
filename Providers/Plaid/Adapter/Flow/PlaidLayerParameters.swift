import ProviderKit

/// Reads Layer's submission data from ``/ProviderKit/LinkRequest/parameters``.
///
/// Keys (camelCase or snake_case): `phoneNumber`/`phone_number`, `dateOfBirth`/`date_of_birth`,
/// and `params`, an object whose values are strings.
package enum PlaidLayerParameters {
    /// The submission the request carries; empty when it carries none.
    package static func submission(from request: LinkRequest) -> PlaidLinkKit.LayerSubmission {
        let p = request.parameters
        let phone = (p["phoneNumber"] ?? p["phone_number"])?.stringValue
        let birth = (p["dateOfBirth"] ?? p["date_of_birth"])?.stringValue
        var params: [String: String]?
        if let object = p["params"]?.objectValue {
            params = object.compactMapValues { $0.stringValue }
        }
        return PlaidLinkKit.LayerSubmission(phoneNumber: phone, dateOfBirth: birth, params: params)
    }
}
