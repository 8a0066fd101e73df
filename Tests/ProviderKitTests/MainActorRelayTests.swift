import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// What the relay delivered, in delivery order. Only touched on the main actor.
@MainActor
final class DeliveryLog {
    var entries: [String] = []
}

@MainActor
@Suite("MainActorRelay: any thread to the main actor, in order")
struct MainActorRelayTests {
    let relay = MainActorRelay()
    let log = DeliveryLog()

    /// Waits until `log` has `count` entries (the relay's scheduled drain ran), failing after 5 s.
    private func waitFor(_ count: Int) async {
        let deadline = Date().addingTimeInterval(30)
        while log.entries.count < count, Date() < deadline {
            try? await Task.sleep(seconds: 0.002)
        }
        #expect(log.entries.count == count)
    }

    @Test func aJobSentOnTheMainActorRunsBeforeSendReturns() {
        let log = self.log
        relay.send { log.entries.append("a") }
        #expect(log.entries == ["a"])
    }

    @Test func jobsFromABackgroundThreadRunOnTheMainActorInSendOrder() async {
        let log = self.log
        let relay = self.relay
        BackgroundThread.run {
            for index in 0..<500 {
                relay.send { log.entries.append("\(index)") }
            }
        }
        // The main actor was blocked while the thread sent: nothing may have run yet.
        #expect(log.entries.isEmpty)
        await waitFor(500)
        #expect(log.entries == (0..<500).map { "\($0)" })
    }

    @Test func aMainActorSendNeverOvertakesAnEarlierBackgroundSend() {
        let log = self.log
        let relay = self.relay
        BackgroundThread.run {
            relay.send { log.entries.append("event from LinkKit's thread") }
        }
        #expect(log.entries.isEmpty)
        // Sent later, on the main actor: the earlier job runs first, both before `send` returns.
        relay.send { log.entries.append("success on the main thread") }
        #expect(log.entries == ["event from LinkKit's thread", "success on the main thread"])
    }

    @Test func aJobSentFromInsideAJobRunsAfterItNotInsideIt() {
        let log = self.log
        let relay = self.relay
        relay.send {
            log.entries.append("outer begins")
            relay.send { log.entries.append("inner") }
            log.entries.append("outer ends")
        }
        #expect(log.entries == ["outer begins", "outer ends", "inner"])
    }

    @Test func concurrentSendersEachKeepTheirOwnOrderAndNothingIsLostOrRepeated() async {
        let log = self.log
        let relay = self.relay
        let senders = 4
        let perSender = 250
        BackgroundThread.run {
            DispatchQueue.concurrentPerform(iterations: senders) { sender in
                for index in 0..<perSender {
                    relay.send { log.entries.append("\(sender):\(index)") }
                }
            }
        }
        await waitFor(senders * perSender)
        #expect(Set(log.entries).count == senders * perSender)
        for sender in 0..<senders {
            let mine = log.entries.filter { $0.hasPrefix("\(sender):") }
            #expect(mine == (0..<perSender).map { "\(sender):\($0)" })
        }
    }

    @Test func jobsStillRunWhenTheRelayIsReleasedWithJobsPending() async {
        let log = self.log
        do {
            let shortLived = MainActorRelay()
            BackgroundThread.run {
                shortLived.send { log.entries.append("late") }
            }
        }
        await waitFor(1)
        #expect(log.entries == ["late"])
    }
}
