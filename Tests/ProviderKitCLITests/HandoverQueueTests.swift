import Foundation
import Testing

@testable import ProviderKitCLI

/// The queue between replay's decoding thread and the main actor: first in, first out across
/// threads, never more than its capacity in flight, and an end that the consumer sees.
@Suite struct HandoverQueueTests {
    @Test(arguments: [1, 3, 8])
    func everyElementArrivesOnceAndInOrder(capacity: Int) {
        let queue = HandoverQueue<Int>(capacity: capacity)
        let producer = Thread {
            for value in 0..<20_000 { queue.push(value) }
            queue.close()
        }
        producer.start()
        var received: [Int] = []
        while let value = queue.pop() { received.append(value) }
        #expect(received == Array(0..<20_000))
    }

    @Test func aFullQueueMakesTheProducerWaitUntilAnElementIsTaken() {
        let queue = HandoverQueue<Int>(capacity: 2)
        queue.push(1)
        queue.push(2)
        let pushed = DispatchSemaphore(value: 0)
        let producer = Thread {
            queue.push(3)
            pushed.signal()
        }
        producer.start()
        #expect(pushed.wait(timeout: .now() + 0.3) == .timedOut, "a third element went into a queue of two")
        #expect(queue.pop() == 1)
        #expect(pushed.wait(timeout: .now() + 10) == .success, "the producer still waits after a pop")
        queue.close()
        #expect(queue.pop() == 2)
        #expect(queue.pop() == 3)
        #expect(queue.pop() == nil)
    }

    @Test func closingEndsTheQueueAfterWhatIsLeft() {
        let queue = HandoverQueue<String>(capacity: 4)
        queue.push("a")
        queue.close()
        queue.close()
        queue.push("dropped")
        #expect(queue.pop() == "a")
        #expect(queue.pop() == nil)
        #expect(queue.pop() == nil)
    }

    @Test func aConsumerWaitingOnAnEmptyQueueWakesAtTheEnd() {
        let queue = HandoverQueue<Int>(capacity: 1)
        let closer = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            queue.close()
        }
        closer.start()
        #expect(queue.pop() == nil)
    }
}
