import FuzzSupport

/// Self-test (planted defect): the redaction target's invariants, fed a redactor that forgets
/// token shapes. `Scripts/fuzz.py --self-test` runs it on the redaction seeds and passes only when
/// it reports an invariant violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let leaking = RedactionCheck.Redactor(redact: { $0 }, quote: { String($0.prefix($1)) }, redactURL: { $0 })
    RedactionCheck.run(FuzzInput.text(data, size), redactor: leaking, target: "leaking-redactor")
    return 0
}
