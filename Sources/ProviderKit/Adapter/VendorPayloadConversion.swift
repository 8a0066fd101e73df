import Foundation

/// Converts a vendor SDK's `Codable` payload into an adapter's mirror through their shared JSON:
/// the one conversion every adapter's glue helpers use.
package enum VendorPayloadConversion {
    /// `value` encoded with `JSONEncoder` and decoded as `Mirror`.
    ///
    /// - Parameters:
    ///   - value: The SDK's payload.
    ///   - callback: The callback that carried it, for the error.
    ///   - revealingSecrets: Encode ``Secret``s in clear (when the mirror is the source and the SDK's
    ///     type the destination, as for tokens the app hands back to the SDK).
    /// - Throws: ``VendorPayloadConversionError`` naming the key path.
    package static func convert<Mirror: Decodable>(
        _ value: some Encodable, to _: Mirror.Type = Mirror.self, callback: String, revealingSecrets: Bool = false
    ) throws(VendorPayloadConversionError) -> Mirror {
        let name = String(describing: Mirror.self)
        let data: Data
        do {
            let encoder = JSONEncoder()
            if revealingSecrets { encoder.userInfo[.revealSecrets] = true }
            data = try encoder.encode(value)
        } catch {
            throw VendorPayloadConversionError(
                callback: callback, mirrorType: name, reason: "the SDK's value did not encode: \(type(of: error))")
        }
        do {
            return try JSONDecoder().decode(Mirror.self, from: data)
        } catch let error as DecodingError {
            throw VendorPayloadConversionError(
                callback: callback, mirrorType: name, reason: DecodingErrorDescription.describe(error))
        } catch {
            throw VendorPayloadConversionError(callback: callback, mirrorType: name, reason: "\(type(of: error))")
        }
    }
}
