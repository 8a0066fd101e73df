import Foundation

/// Carries calls that may arrive on any thread to the main actor, one at a time, in the order they
/// were sent.
///
/// Vendor SDKs call back through closures or delegate methods with no actor isolation (LinkKit 7's
/// handlers, LinkKit 1.x's delegate, Mesh LinkSDK's callbacks). An adapter gives the SDK a
/// nonisolated `@Sendable` closure that calls ``send(_:)`` (or ``send(_:to:)``, which hands a
/// payload to a receiver made once); the relay runs the work on the main actor. Glue therefore
/// never needs `MainActor.assumeIsolated`, which traps when a callback arrives off the main thread.
///
/// ### Contract
/// Both send methods share one queue and this contract.
/// - **Order**: jobs run in the order their send calls took the relay's lock. Calls made one
///   after another (from one thread, or from several threads ordered by the SDK) run in that order,
///   whichever thread each came from: a job sent from the main thread never overtakes one sent
///   earlier from another thread.
/// - **Exactly once**: every job sent runs once, on the main actor. Jobs are never dropped or
///   merged; a relay that is released with jobs pending still runs them (the scheduled drain holds it).
/// - **No re-entrancy**: a job that sends another job (for example a handler that makes the SDK
///   call back synchronously) does not run it inside itself; it runs right after the current job.
/// - **Promptness**: called on the main actor (the main queue) with nothing pending, a send runs
///   the job before it returns, so an SDK that calls back on the main thread sees the same
///   synchronous behaviour as a direct call. Otherwise the job runs on the main actor's next turn.
/// - Thread-safe: either send may be called from any thread, concurrently.
public final class MainActorRelay: @unchecked Sendable {
    // `@unchecked`: every stored property below is read and written only while `lock` is held.
    private let lock = NSLock()
    private var pending: [@MainActor @Sendable () -> Void] = []
    private var pendingStart = 0
    private var isDraining = false
    private var isDrainScheduled = false

    /// Creates a relay with nothing pending.
    public init() {}

    /// Runs `job` on the main actor after every job sent before it.
    ///
    /// - Parameter job: The work, typically "hand this payload to the flow".
    public func send(_ job: @escaping @MainActor @Sendable () -> Void) {
        if claimImmediateRun() {
            // Only reached on the main queue, which is the main actor's executor, so this check
            // cannot fail.
            MainActor.assumeIsolated {
                job()
                drain()
            }
        } else {
            enqueue(job)
        }
    }

    /// Hands `value` to `receiver` on the main actor, after every job sent before it.
    ///
    /// The same contract as ``send(_:)``. Prefer it for callbacks that arrive many times (events):
    /// make `receiver` once, when the flow starts, and pass each payload here. When the call can
    /// run at once (on the main queue, with nothing pending) the payload goes straight to
    /// `receiver`, without a closure made and kept for it.
    ///
    /// - Parameters:
    ///   - value: The payload, typically what the vendor SDK passed to its callback.
    ///   - receiver: What to do with it on the main actor.
    public func send<Value: Sendable>(_ value: Value, to receiver: @escaping @MainActor @Sendable (Value) -> Void) {
        if claimImmediateRun() {
            // As in `send(_:)`: only reached on the main queue.
            MainActor.assumeIsolated {
                receiver(value)
                drain()
            }
        } else {
            enqueue { receiver(value) }
        }
    }

    /// Marks the relay as draining and returns `true` when a job sent now may run before the call
    /// returns: on the main queue, with no job pending and none running. The caller then runs its
    /// job and drains.
    private func claimImmediateRun() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isDraining, pendingStart == pending.count, Self.isOnMainQueue else { return false }
        isDraining = true
        return true
    }

    /// Queues `job` behind the pending ones, then drains now (on the main queue, when no drain is
    /// running) or schedules a drain on the main actor.
    private func enqueue(_ job: @escaping @MainActor @Sendable () -> Void) {
        let drainNow: Bool
        let scheduleDrain: Bool
        lock.lock()
        pending.append(job)
        if isDraining {
            drainNow = false
            scheduleDrain = false
        } else if Self.isOnMainQueue {
            isDraining = true
            drainNow = true
            scheduleDrain = false
        } else {
            drainNow = false
            scheduleDrain = !isDrainScheduled
            isDrainScheduled = true
        }
        lock.unlock()

        if drainNow {
            // As in `send(_:)`: only reached on the main queue.
            MainActor.assumeIsolated { drain() }
        } else if scheduleDrain {
            Task { @MainActor in self.drainScheduled() }
        }
    }

    /// Marks the main dispatch queue, so ``isOnMainQueue`` can tell when code runs on it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// `true` when the caller runs on the main queue, the main actor's executor. Not
    /// `Thread.isMainThread`: on Linux, once `dispatch_main()` runs, worker threads serve the main
    /// queue, so main-actor code is not always on the main thread there. (``LinkReporter`` uses it
    /// too, to refuse calls off the main actor.)
    static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    @MainActor
    private func drainScheduled() {
        lock.lock()
        isDrainScheduled = false
        if isDraining {
            // Defensive: jobs are synchronous, so no other drain can be running on the main actor
            // now; if one were, it would run the pending jobs itself.
            lock.unlock()
            return
        }
        isDraining = true
        lock.unlock()
        drain()
    }

    /// Runs pending jobs in order until none is left. Called with `isDraining` set.
    @MainActor
    private func drain() {
        while let job = nextJob() {
            job()
        }
    }

    /// Takes the oldest pending job, or clears `isDraining` when there is none.
    private func nextJob() -> (@MainActor @Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        guard pendingStart < pending.count else {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
            isDraining = false
            return nil
        }
        let job = pending[pendingStart]
        pendingStart += 1
        return job
    }
}
