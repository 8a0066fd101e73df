import FuzzSupport

/// Transcript decoding and mapping of the `meld` adapter (navigations, script messages,
/// universal links, popups), through `providerkit replay`'s own loop and printers: one outcome
/// per session, diagnostics located inside the input, no planted secret in any output, and never
/// the widget URL's own connect token. See `ReplayHarness` and `MeldFuzzSettings`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.data(data, size)
    FuzzInput.onMainActor {
        ReplayHarness.run(
            bytes, adapterName: "meld", options: MeldFuzzSettings.replayOptions,
            target: "replay-meld", neverShown: [MeldFuzzSettings.connectTokenSecretPart])
    }
    return 0
}
