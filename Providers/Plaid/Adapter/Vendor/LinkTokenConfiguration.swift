import Foundation

extension PlaidLinkKit {
    /// Mirrors LinkKit 7's `LinkTokenConfiguration`, used by standard and headless Link.
    ///
    /// As in LinkKit 7, every initialiser argument is required (`onExit`, `onEvent` and `onLoad`
    /// may be `nil`, but must be passed).
    public struct LinkTokenConfiguration: CallbackConfiguration {
        /// The `link_token` from your server. A credential: never log it.
        public let token: String
        /// Called once per linked Item.
        public let onSuccess: OnSuccessHandler
        /// Called when Link ends without success.
        public let onExit: OnExitHandler?
        /// Called for every event.
        public let onEvent: OnEventHandler?
        /// Called when Link is ready to present (or, headless, to `start()`).
        public var onLoad: OnLoadHandler?
        /// ProviderKit's addition: called when a LinkKit payload does not convert. Set by the adapter.
        public var onConversionFailure: ConversionFailureHandler = { _ in }

        /// Creates a configuration.
        public init(
            token: String, onSuccess: @escaping OnSuccessHandler, onExit: OnExitHandler?, onEvent: OnEventHandler?,
            onLoad: OnLoadHandler?
        ) {
            self.token = token
            self.onSuccess = onSuccess
            self.onExit = onExit
            self.onEvent = onEvent
            self.onLoad = onLoad
        }
    }

    /// Mirrors LinkKit 7's `LayerTokenConfiguration` (no `onLoad`: Layer signals readiness with the
    /// `LAYER_READY` event).
    public struct LayerTokenConfiguration: CallbackConfiguration {
        /// The Layer `link_token`. A credential: never log it.
        public let token: String
        /// Called once on success.
        public let onSuccess: OnSuccessHandler
        /// Called when Layer ends without success.
        public let onExit: OnExitHandler?
        /// Called for every event, including `LAYER_READY` and `LAYER_NOT_AVAILABLE`.
        public let onEvent: OnEventHandler?
        /// ProviderKit's addition: called when a LinkKit payload does not convert. Set by the adapter.
        public var onConversionFailure: ConversionFailureHandler = { _ in }

        /// Creates a configuration.
        public init(token: String, onSuccess: @escaping OnSuccessHandler, onExit: OnExitHandler?, onEvent: OnEventHandler?) {
            self.token = token
            self.onSuccess = onSuccess
            self.onExit = onExit
            self.onEvent = onEvent
        }
    }

    /// Mirrors LinkKit 7's `EmbeddedLinkTokenConfiguration`, used by Embedded Institution Search.
    public struct EmbeddedLinkTokenConfiguration: CallbackConfiguration {
        /// The `link_token`. A credential: never log it.
        public let token: String
        /// Called once on success.
        public let onSuccess: OnSuccessHandler
        /// Called when Link ends without success.
        public let onExit: OnExitHandler?
        /// Called for every event.
        public let onEvent: OnEventHandler?
        /// ProviderKit's addition: called when a LinkKit payload does not convert. Set by the adapter.
        public var onConversionFailure: ConversionFailureHandler = { _ in }

        /// Creates a configuration.
        public init(token: String, onSuccess: @escaping OnSuccessHandler, onExit: OnExitHandler?, onEvent: OnEventHandler?) {
            self.token = token
            self.onSuccess = onSuccess
            self.onExit = onExit
            self.onEvent = onEvent
        }
    }
}
