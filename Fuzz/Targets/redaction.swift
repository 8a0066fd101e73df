import FuzzSupport

/// The redaction mechanism itself, on any text: it is idempotent, never shows any part of a
/// shaped secret planted whole in the text, quotes within its limit without control characters,
/// and takes time linear in the text (libFuzzer's `-timeout`). See `RedactionCheck`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RedactionCheck.run(FuzzInput.text(data, size), target: "redaction")
    return 0
}
