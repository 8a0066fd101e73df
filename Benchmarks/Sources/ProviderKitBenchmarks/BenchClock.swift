import Foundation

/// Wall-clock timing for the micro-benchmarks: a monotonic clock, repeated samples, median and spread.
enum BenchClock {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds of CPU time the calling thread has used: unlike ``now()``, it does not advance
    /// while the thread waits for a core, so it tells the work apart from the machine's load.
    static func threadCPUNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `body` (which performs `operations` operations) `samples` times after one warm-up run
    /// and returns the nanoseconds per operation of each sample.
    static func sample(samples: Int, operations: Int, _ body: () -> Void) -> [Double] {
        body()
        return (0..<samples).map { _ in
            let start = now()
            body()
            return Double(now() - start) / Double(operations)
        }
    }
}

/// Median and spread of a set of samples.
struct Summary: CustomStringConvertible {
    let median: Double
    let low: Double
    let high: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        median = sorted[sorted.count / 2]
        low = sorted.first ?? 0
        high = sorted.last ?? 0
    }

    /// `median (min–max)`, with `unit` after each number.
    func formatted(_ digits: Int = 0, unit: String = "") -> String {
        let format = "%.\(digits)f"
        return "\(String(format: format, median))\(unit) (\(String(format: format, low))–\(String(format: format, high)))"
    }

    var description: String { formatted() }
}

/// Keeps results alive so the optimiser cannot delete the work that made them.
enum BlackHole {
    nonisolated(unsafe) private static var sink = 0

    /// Consumes a value.
    @inline(never)
    static func consume<T>(_ value: T) {
        withUnsafeBytes(of: value) { sink &+= $0.count }
    }
}

/// Left-aligned text columns.
enum Table {
    /// The cells padded to `widths`, separated by a space.
    static func row(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in
            cell.count >= width ? cell : cell + String(repeating: " ", count: width - cell.count)
        }.joined(separator: " ")
    }
}
