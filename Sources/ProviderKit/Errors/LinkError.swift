/// The one error type every adapter produces: a unified code and recovery, plus the vendor's own
/// type and code, so an app can decide between retry, relink and "pick another bank" without
/// knowing which vendor is active.
public struct LinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The unified code.
    public var code: Code
    /// What the app should do next.
    public var recovery: Recovery
    /// `true` when retrying (now or later) may succeed.
    public var isRetryable: Bool
    /// The vendor's error type, for example Plaid's `ITEM_ERROR`.
    public var vendorType: String?
    /// The vendor's error code, for example Plaid's `INVALID_CREDENTIALS`.
    public var vendorCode: String?
    /// A message for developers and logs. Never shown to users. Vendors' messages sometimes
    /// quote the request (`link_token=… is invalid`): it is redacted by ``SecretRedactor/standard``
    /// whenever it is set.
    public var message: String {
        didSet { message = SecretRedactor.standard.redact(message) }
    }
    /// A message the vendor intends for users, or `nil` when it gives none; redacted like ``message``.
    public var displayMessage: String? {
        didSet { displayMessage = displayMessage.map { SecretRedactor.standard.redact($0) } }
    }

    /// Creates an error. `recovery` defaults to the code's ``Code/defaultRecovery`` and
    /// `isRetryable` to the recovery's ``Recovery/isRetryable``.
    public init(
        code: Code, recovery: Recovery? = nil, isRetryable: Bool? = nil, vendorType: String? = nil,
        vendorCode: String? = nil, message: String, displayMessage: String? = nil
    ) {
        let recovery = recovery ?? code.defaultRecovery
        self.code = code
        self.recovery = recovery
        self.isRetryable = isRetryable ?? recovery.isRetryable
        self.vendorType = vendorType
        self.vendorCode = vendorCode
        self.message = SecretRedactor.standard.redact(message)
        self.displayMessage = displayMessage.map { SecretRedactor.standard.redact($0) }
    }

    /// `code (TYPE/CODE): message`.
    public var description: String {
        let vendor = [vendorType, vendorCode].compactMap { $0 }.joined(separator: "/")
        return vendor.isEmpty ? "\(code.rawValue): \(message)" : "\(code.rawValue) (\(vendor)): \(message)"
    }

    /// `error` itself when it is a ``LinkError``; anything else an adapter threw, as code
    /// ``Code/internal`` with its description as the message.
    package init(adapterError error: any Error) {
        if let error = error as? LinkError {
            self = error
        } else {
            self.init(code: .internal, message: "The adapter threw \(type(of: error)): \(error)")
        }
    }

    /// A configuration error raised by ProviderKit itself, before anything reaches a vendor.
    public static func configuration(_ message: String) -> LinkError {
        LinkError(code: .configuration, message: message)
    }
}
