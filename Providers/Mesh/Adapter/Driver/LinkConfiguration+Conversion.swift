import Foundation
import ProviderKit

extension MeshLinkSDK.LinkConfiguration {
    /// One of LinkSDK's `Codable` payloads (`AccessTokenPayload`, `DelayedAuthPayload`,
    /// `TransferFinishedSuccessPayload`, …) as its mirror, through their shared JSON; what the glue
    /// calls in each case of its `switch`. A payload that does not convert is reported to
    /// ``onConversionFailure`` (the adapter then ends the session with an `internal` error rather
    /// than losing a connection silently) and gives `nil`. Callable on any thread.
    ///
    /// - Parameters:
    ///   - payload: The SDK's payload.
    ///   - callback: The SDK callback that carried it, for example `onIntegrationConnected`.
    public func mirror<Mirror: Decodable>(_ payload: some Encodable, from callback: String) -> Mirror? {
        do throws(VendorPayloadConversionError) {
            return try VendorPayloadConversion.convert(payload, to: Mirror.self, callback: callback)
        } catch {
            onConversionFailure(error)
            return nil
        }
    }

    /// Reports a LinkSDK enum case this ProviderKit version does not know: what the glue's
    /// `@unknown default` calls (LinkSDK is built with library evolution, so its enums may grow).
    ///
    /// - Parameters:
    ///   - value: The unknown value; only its type name is reported, never its contents.
    ///   - callback: The SDK callback or call that produced it.
    public func unknownCase(_ value: Any, from callback: String) {
        onConversionFailure(
            VendorPayloadConversionError(
                callback: callback, mirrorType: String(describing: type(of: value)),
                reason: "a case this ProviderKit version does not know (LinkSDK newer than 2.0.4?)"))
    }

    /// ProviderKit's tokens as LinkSDK's `IntegrationAccessToken`s, which have no public
    /// initialiser in 2.0.x: decoded from the mirror's JSON with the tokens revealed (they go to the
    /// SDK). `nil` for `nil`; tokens that do not convert are reported to ``onConversionFailure``.
    public func sdkTokens<Token: Decodable>(_ tokens: [MeshLinkSDK.IntegrationAccessToken]?) -> [Token]? {
        guard let tokens else { return nil }
        do throws(VendorPayloadConversionError) {
            return try VendorPayloadConversion.convert(
                tokens, to: [Token].self, callback: "LinkSettings", revealingSecrets: true)
        } catch {
            onConversionFailure(error)
            return nil
        }
    }
}
