import ProviderKit
import ProviderKitTesting
import ProviderKitTooling

/// A replay trace's JSON line written straight into a buffer: the text `ReplayTrace.encode(to:)`
/// makes through the ordered writer, without the `Encoder` protocol, for the traces replay prints
/// once a line (Meld's navigation decisions).
enum TraceJSONLine {
    /// Appends `{"kind":…,"name":value,…}` to `buffer` and returns `true`, when every field is
    /// a string, `null` or a Boolean and no name repeats or is `kind`; otherwise leaves `buffer`
    /// alone and returns `false`, and the caller encodes the trace.
    static func append(_ trace: ReplayTrace, to buffer: inout JSONTextBuffer) -> Bool {
        for (index, field) in trace.fields.enumerated() {
            switch field.value {
            case .string, .null, .bool: break
            case .number, .array, .object: return false
            }
            if field.name == "kind" || trace.fields[..<index].contains(where: { $0.name == field.name }) { return false }
        }
        buffer.append(#"{"kind":"#)
        JSONWriter.writeString(trace.kind, into: &buffer)
        for field in trace.fields {
            buffer.append(UInt8(ascii: ","))
            JSONWriter.writeString(field.name, into: &buffer)
            buffer.append(UInt8(ascii: ":"))
            JSONWriter.write(field.value, into: &buffer)
        }
        buffer.append(UInt8(ascii: "}"))
        return true
    }
}
