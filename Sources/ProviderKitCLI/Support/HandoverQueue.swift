import Foundation

/// A bounded first-in, first-out queue from one producing thread to one consuming thread: the
/// producer waits while the queue is full and the consumer while it is empty, so what is in flight
/// stays bounded whichever side is faster.
///
/// Every member is guarded by one lock (`NSCondition`), which is why the class may be shared
/// across threads. ``close()`` ends the queue: ``pop()`` then returns what is left, then `nil`.
final class HandoverQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var elements: [Element] = []
    private let capacity: Int
    private var isClosed = false

    /// A queue holding at most `capacity` elements (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        elements.reserveCapacity(self.capacity)
    }

    /// Appends `element`, first waiting while the queue is full. Pushing after ``close()`` is a
    /// programming error and drops the element.
    func push(_ element: Element) {
        condition.lock()
        defer { condition.unlock() }
        while elements.count >= capacity, !isClosed { condition.wait() }
        guard !isClosed else { return }
        elements.append(element)
        condition.broadcast()
    }

    /// Ends the queue: nothing more will be pushed. Idempotent.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
    }

    /// The oldest element, first waiting while the queue is empty and open; `nil` once the queue
    /// is closed and empty.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while elements.isEmpty, !isClosed { condition.wait() }
        guard !elements.isEmpty else { return nil }
        let element = elements.removeFirst()
        condition.broadcast()
        return element
    }
}
