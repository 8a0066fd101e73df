import FuzzSupport

/// Transcript decoding and mapping of the `plaid-legacy` adapter, through `providerkit replay`'s own
/// loop and printers (text and JSON): one outcome per session, diagnostics located inside the
/// input, no planted secret in any output. See `ReplayHarness`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.data(data, size)
    FuzzInput.onMainActor {
        ReplayHarness.run(bytes, adapterName: "plaid-legacy", options: [:], target: "replay-plaid-legacy")
    }
    return 0
}
