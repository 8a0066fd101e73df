import Foundation

/// Percentiles of a set of per-call latencies, in microseconds.
struct LatencySummary {
    let count: Int
    let p50: Double
    let p99: Double
    let max: Double

    /// Summarises `nanoseconds` (nearest-rank percentiles).
    init(nanoseconds: [UInt64]) {
        let sorted = nanoseconds.sorted()
        count = sorted.count
        func rank(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = Swift.max(0, Swift.min(sorted.count - 1, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))
            return Double(sorted[index]) / 1000
        }
        p50 = rank(0.5)
        p99 = rank(0.99)
        max = Double(sorted.last ?? 0) / 1000
    }
}
