import Foundation

/// Main-actor time per vendor callback on the device path: each callback is made on the main
/// thread the way the vendor SDK and the app's glue make it (the glue's conversion of the SDK's
/// value, then the adapter's relay, mapping and reporter, the session, and the app's closures), and
/// timed from the call until it returns. Every adapter's relay runs the work before returning when
/// called on the main queue with nothing pending, so the time is the main actor's; each call is
/// checked to have delivered what it should (a call that delivered nothing would time nothing).
///
/// Each call is timed twice: wall time on the monotonic clock (what the main thread spends, the
/// figure the target is about) and the thread's CPU time (the same minus any time the thread waited
/// for a core, so a shared machine's load shows as the gap between the two).
///
/// Cases take turns in batches, so all see the same machine load; sessions for an outcome are made
/// fresh for each sample, untimed. Prints a table (wall p50, p99 and max, CPU p50 and p99, in µs,
/// and the sample count) and one JSON line per row (`{"device": …}`) for
/// `Benchmarks/summarize.py --device`.
@MainActor
enum DeviceBenchmark {
    /// Samples per case between two turns of the main run loop.
    static let batch = 250

    static func run(samples: Int, label: String) throws {
        let app = DeviceApp()
        let cases = try DeviceCases.all(app)
        var times = [Times](repeating: Times(), count: cases.count)
        var discarded = Times()
        for item in cases {
            try measure(item, count: max(500, samples / 10), app: app, into: &discarded)
            settle()
        }
        var done = 0
        while done < samples {
            let count = min(batch, samples - done)
            for (index, item) in cases.enumerated() {
                try measure(item, count: count, app: app, into: &times[index])
            }
            settle()
            done += count
        }
        let widths = [13, 14, 8, 8, 8, 9, 8, 8]
        print(Table.row(["adapter", "callback", "samples", "p50 µs", "p99 µs", "max µs", "CPU p50", "CPU p99"], widths: widths))
        var lines: [String] = []
        for (item, time) in zip(cases, times) {
            let summary = LatencySummary(nanoseconds: time.wall)
            let cpu = LatencySummary(nanoseconds: time.cpu)
            print(
                Table.row(
                    [item.adapter, item.callback, "\(summary.count)"]
                        + [summary.p50, summary.p99, summary.max, cpu.p50, cpu.p99].map { String(format: "%.1f", $0) },
                    widths: widths))
            let figures = String(
                format: #""count":%d,"p50_us":%.2f,"p99_us":%.2f,"max_us":%.2f,"cpu_p50_us":%.2f,"cpu_p99_us":%.2f"#,
                summary.count, summary.p50, summary.p99, summary.max, cpu.p50, cpu.p99)
            lines.append(
                #"{"device":"\#(item.name)","build":"\#(label)","adapter":"\#(item.adapter)","callback":"\#(item.callback)",\#(figures)}"#)
        }
        for line in lines { print(line) }
    }

    /// Per-call nanoseconds of one case: wall time and the thread's CPU time, sample by sample.
    struct Times {
        var wall: [UInt64] = []
        var cpu: [UInt64] = []
    }

    /// Times `count` calls of `item`, opening a fresh session every `perSession` calls, and checks
    /// each call's delivery.
    static func measure(_ item: DeviceCase, count: Int, app: DeviceApp, into times: inout Times) throws {
        times.wall.reserveCapacity(times.wall.count + count)
        times.cpu.reserveCapacity(times.cpu.count + count)
        var used = item.perSession
        for index in 0..<count {
            if used == item.perSession {
                try item.open()
                used = 0
                let problems = app.takeProblems()
                guard problems.isEmpty else { throw DeviceBenchmarkError("\(item.name) opening: \(problems)") }
            }
            let before = app.deliveries
            let cpuStart = BenchClock.threadCPUNow()
            let start = BenchClock.now()
            item.call(index)
            let end = BenchClock.now()
            let cpuEnd = BenchClock.threadCPUNow()
            used += 1
            if let wrong = item.check(app.deliveries - before) {
                throw DeviceBenchmarkError("\(item.name) sample \(index): \(wrong)")
            }
            let problems = app.takeProblems()
            guard problems.isEmpty else { throw DeviceBenchmarkError("\(item.name) sample \(index): \(problems)") }
            times.wall.append(end - start)
            times.cpu.append(cpuEnd - cpuStart)
        }
        item.close()
    }

    /// Lets the main run loop run what the flows scheduled on the main actor (the end of a flow
    /// after its outcome, grace periods), so finished flows are released between batches.
    static func settle() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
    }
}
