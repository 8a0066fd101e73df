import Foundation

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `seconds`, the package's one way to wait.
    ///
    /// Built on `Task.sleep(nanoseconds:)` (iOS 13, macOS 10.15) so the package keeps its declared
    /// minimums; `Task.sleep(for:)` and `Duration` need iOS 16 / macOS 13. Like `Task.sleep(for:)`
    /// it throws `CancellationError` when the task is cancelled while waiting.
    /// - Parameter seconds: the wait; zero, negative and NaN wait no time, and values too large
    ///   for a `UInt64` count of nanoseconds (including infinity) wait as long as possible.
    package static func sleep(seconds: TimeInterval) async throws {
        try await sleep(nanoseconds: nanoseconds(forSeconds: seconds))
    }

    /// `seconds` as a whole number of nanoseconds, clamped to `0...UInt64.max` (NaN is zero), so a
    /// bad interval never traps.
    package static func nanoseconds(forSeconds seconds: TimeInterval) -> UInt64 {
        guard seconds > 0 else { return 0 }  // also false for NaN
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        guard nanoseconds < 18_446_744_073_709_551_615.0 else { return .max }
        return UInt64(nanoseconds)
    }
}
