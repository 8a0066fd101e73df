import ProviderKit

extension JSONWriter {
    /// Appends `text` as a JSON string to `buffer`, exactly as the `[UInt8]` form writes it.
    package static func writeString(_ text: String, into buffer: inout JSONTextBuffer) {
        var bytes: [UInt8] = []
        writeString(text, into: &bytes)
        buffer.append(bytes)
    }

    /// Appends a number to `buffer`, exactly as the `[UInt8]` form writes it.
    package static func writeNumber(_ number: Double, into buffer: inout JSONTextBuffer) {
        var bytes: [UInt8] = []
        writeNumber(number, into: &bytes)
        buffer.append(bytes)
    }

    /// Appends the JSON text for `value` to `buffer`, exactly as the `[UInt8]` form writes it.
    package static func write(_ value: LinkJSONValue, into buffer: inout JSONTextBuffer) {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        buffer.append(bytes)
    }
}
