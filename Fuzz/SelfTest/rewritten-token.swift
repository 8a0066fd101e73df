import FuzzSupport

/// Self-test (planted defect): the `meld` replay target, with every planted token's dashes turned
/// into underscores before the adapter reads it, as an adapter that rewrites vendor text before the
/// redactor reads it would. `Scripts/fuzz.py --self-test` runs it on the replay-meld seeds (a token
/// standing apart in an account type) and passes only when it reports an invariant violation:
/// the display rule of `PlantedSecretOracle` notices the token printed in its new form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.data(data, size)
    FuzzInput.onMainActor {
        ReplayHarness.run(
            bytes, adapterName: "meld", options: MeldFuzzSettings.replayOptions, target: "rewritten-token",
            neverShown: [MeldFuzzSettings.connectTokenSecretPart], plantedDefect: .rewritesTokens)
    }
    return 0
}
