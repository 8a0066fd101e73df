import Foundation
import ProviderKit
import Testing

/// `Task.sleep(seconds:)`, the package's replacement for `Task.sleep(for:)` (iOS 16), converts
/// every interval without trapping.
@Suite struct TaskSecondsTests {
    @Test(arguments: [
        (0.0, UInt64(0)),
        (-1.0, 0),
        (-.infinity, 0),
        (.nan, 0),
        (-.nan, 0),
        (1e-9, 1),
        (4e-10, 0),
        (6e-10, 1),
        (0.005, 5_000_000),
        (0.3, 300_000_000),
        (2.0, 2_000_000_000),
        (10.0, 10_000_000_000),
        (3600.0, 3_600_000_000_000),
        (18_000_000_000.0, 18_000_000_000_000_000_000),
        (18_446_744_074.0, .max),
        (1e300, .max),
        (.greatestFiniteMagnitude, .max),
        (.infinity, .max),
    ])
    func nanosecondsAreClamped(seconds: TimeInterval, nanoseconds: UInt64) {
        #expect(Task.nanoseconds(forSeconds: seconds) == nanoseconds)
    }

    @Test func sleepWaitsAtLeastTheInterval() async throws {
        let started = ProcessInfo.processInfo.systemUptime
        try await Task.sleep(seconds: 0.05)
        #expect(ProcessInfo.processInfo.systemUptime - started >= 0.05)
    }

    @Test func sleepThrowsWhenCancelled() async {
        let sleeper = Task { try await Task.sleep(seconds: 60) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
