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
}
