extension LinkReporter {
    /// Reports a vendor payload the glue could not convert into the adapter's mirror: always an
    /// error diagnostic (``DiagnosticCode/malformedInput``); when the payload carried the
    /// outcome (a success or an exit) and none is settled yet, also an ``LinkError/Code/internal``
    /// exit, so a lost success never ends the session as a plain user cancel.
    ///
    /// - Parameters:
    ///   - error: What did not convert, and where.
    ///   - isTerminal: `true` for the callbacks that carry the outcome (success, exit).
    package func vendorPayloadUnreadable(_ error: VendorPayloadConversionError, isTerminal: Bool) {
        diagnostic(.error, code: .malformedInput, "The SDK's \(error). Update ProviderKit or report the SDK version.")
        guard isTerminal, !hasOutcome else { return }
        exited(
            LinkExit(
                adapterName: adapterName,
                reason: .error(
                    LinkError(
                        code: .internal, vendorType: "ProviderKit", vendorCode: "PAYLOAD_UNREADABLE",
                        message: "The SDK's \(error.callback) payload could not be read: \(error.reason)"))))
    }
}
