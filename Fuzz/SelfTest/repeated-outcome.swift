import FuzzSupport

/// Self-test (planted defect): the `plaid` replay target, with every outcome record printed twice.
/// `Scripts/fuzz.py --self-test` runs it on the replay-plaid seeds and passes only when it reports
/// an invariant violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.data(data, size)
    FuzzInput.onMainActor {
        ReplayHarness.run(bytes, adapterName: "plaid", options: [:], target: "repeated-outcome", plantedDefect: .repeatsOutcome)
    }
    return 0
}
