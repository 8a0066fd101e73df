import Foundation
import ProviderKit

extension MeshLinkSDK {
    /// Everything one Link session needs (`LinkSDK.LinkConfiguration`): the link token, the
    /// settings and the callbacks.
    ///
    /// The callbacks are not isolated to any actor, as in LinkSDK: the glue may call them on
    /// whatever thread the SDK uses. `@Sendable` is ProviderKit's addition (LinkSDK is built in
    /// Swift 5 mode, without concurrency checking); the adapter's callbacks relay to the main actor
    /// themselves, in call order (``/ProviderKit/MainActorRelay``).
    public struct LinkConfiguration: Sendable {
        /// The link token from your server (`POST /api/v1/linktoken`, `content.linkToken`): the
        /// base64 text of the Link catalog URL. Redacted in every description.
        public var linkToken: Secret
        /// The settings, when given.
        public var settings: LinkSettings?
        /// Called once per connected integration.
        public var onIntegrationConnected: (@Sendable (LinkPayload) -> Void)?
        /// Called when a crypto transfer finished or failed.
        public var onTransferFinished: (@Sendable (TransferFinishedPayload) -> Void)?
        /// Called with Link's raw message dictionary (`type` and an optional `payload`).
        public var onEvent: (@Sendable ([String: Any]?) -> Void)?
        /// Called when the user leaves Link (`done`, `close` and `showClose` all end here). No arguments in v2.
        public var onExit: (@Sendable () -> Void)?
        /// ProviderKit's addition: called when a LinkSDK payload does not convert into its mirror
        /// (see ``mirror(_:from:)``). Set by the adapter.
        public var onConversionFailure: @Sendable (VendorPayloadConversionError) -> Void = { _ in }

        /// The message `createHandler()` fails with when neither result callback is given.
        public static let missingCallbackMessage =
            "Either 'onIntegrationConnected' or 'onTransferFinished' callback must be provided"
        /// The message `createHandler()` fails with when the link token does not decode to a URL.
        public static let invalidLinkTokenMessage = "Invalid linkToken"

        /// Creates a configuration.
        public init(
            linkToken: Secret, settings: LinkSettings? = nil,
            onIntegrationConnected: (@Sendable (LinkPayload) -> Void)? = nil,
            onTransferFinished: (@Sendable (TransferFinishedPayload) -> Void)? = nil,
            onEvent: (@Sendable ([String: Any]?) -> Void)? = nil, onExit: (@Sendable () -> Void)? = nil
        ) {
            self.linkToken = linkToken
            self.settings = settings
            self.onIntegrationConnected = onIntegrationConnected
            self.onTransferFinished = onTransferFinished
            self.onEvent = onEvent
            self.onExit = onExit
        }

        /// The URL the link token encodes: base64 → UTF-8 → `URL(string:)`, or `nil` if any step
        /// fails (padding is required, as in `Data(base64Encoded:)`). Mesh additionally asks `UIApplication.canOpenURL`; off iOS a URL needs a scheme
        /// and a host instead.
        public var decodedLinkURL: URL? {
            let text = linkToken.reveal()
            guard let data = Data(base64Encoded: text),
                let string = String(data: data, encoding: .utf8), let url = URL(string: string),
                let scheme = url.scheme, !scheme.isEmpty, url.host?.isEmpty == false
            else { return nil }
            return url
        }

        /// `true` when the link token decodes to a URL (`LinkConfiguration.isLinkTokenValid`).
        public var isLinkTokenValid: Bool { decodedLinkURL != nil }

        /// `true` when the decoded URL contains `transfer_token`: the session runs a crypto
        /// transfer (`LinkConfiguration.isTransferLink`).
        public var isTransferLink: Bool {
            decodedLinkURL?.absoluteString.contains("transfer_token") ?? false
        }

        /// The failure `createHandler()` returns, checked in Mesh's order (callbacks first, then
        /// the token), or `nil` when a handler can be created. Drivers that emulate the SDK use it.
        public var createHandlerFailure: String? {
            if onIntegrationConnected == nil && onTransferFinished == nil { return Self.missingCallbackMessage }
            if !isLinkTokenValid { return Self.invalidLinkTokenMessage }
            return nil
        }
    }
}
