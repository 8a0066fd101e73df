/// Why the device benchmark stopped: a session that did not open, or a callback whose delivery was
/// not what the benchmark expects (which would mean it timed something other than the device path).
struct DeviceBenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
