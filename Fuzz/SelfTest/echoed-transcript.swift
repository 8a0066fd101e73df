import FuzzSupport

/// Self-test (planted defect): the `plaid` replay target, with a diagnostic that quotes every
/// transcript line raw. `Scripts/fuzz.py --self-test` runs it on the replay-plaid seeds (which
/// carry planted secrets) and passes only when it reports an invariant violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.data(data, size)
    FuzzInput.onMainActor {
        ReplayHarness.run(bytes, adapterName: "plaid", options: [:], target: "echoed-transcript", plantedDefect: .echoesInput)
    }
    return 0
}
