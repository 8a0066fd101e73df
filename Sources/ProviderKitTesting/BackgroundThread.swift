import Foundation

/// Runs code on a fresh thread that is not the main thread and not the main queue, and waits for
/// it: how tests play a vendor SDK that calls back from a background thread.
public enum BackgroundThread {
    /// Runs `body` on a new thread and returns once it finished. Blocks the caller meanwhile, so
    /// anything `body` hands to the main actor runs only after this returns.
    ///
    /// - Parameter body: The calls to make off the main thread, in order.
    public static func run(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    /// Runs `body` on a new thread and resumes the caller with its result, without occupying a thread
    /// of Swift's cooperative pool meanwhile: how a long, synchronous table test keeps from starving
    /// the tasks of tests that run beside it (the pool has one thread per core). Record expectations
    /// after it returns, not inside `body` (a plain thread has no test context).
    ///
    /// - Parameter body: The work to do off the pool.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw.
    public static func result<Value: Sendable>(of body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
