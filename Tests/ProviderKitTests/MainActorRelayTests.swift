import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// What the relay delivered, in delivery order. Only touched on the main actor.
@MainActor
final class DeliveryLog {
    var entries: [String] = []
}

/// The relay's two ways of sending; every contract test runs with each, and one mixes them.
enum RelaySendForm: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `send(_ job:)`: a closure per call.
    case job
    /// `send(_:to:)`: a payload handed to a receiver.
    case payload

    var testDescription: String { rawValue }

    /// Sends "append `entry` to `log`" through `relay` in this form.
    func send(_ entry: String, to log: DeliveryLog, through relay: MainActorRelay) {
        switch self {
        case .job: relay.send { log.entries.append(entry) }
        case .payload: relay.send(entry, to: { log.entries.append($0) })
        }
    }
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

    @Test(arguments: RelaySendForm.allCases)
    func aJobSentOnTheMainActorRunsBeforeSendReturns(form: RelaySendForm) {
        form.send("a", to: log, through: relay)
        #expect(log.entries == ["a"])
    }

    @Test(arguments: RelaySendForm.allCases)
    func jobsFromABackgroundThreadRunOnTheMainActorInSendOrder(form: RelaySendForm) async {
        let log = self.log
        let relay = self.relay
        BackgroundThread.run {
            for index in 0..<500 {
                form.send("\(index)", to: log, through: relay)
            }
        }
        // The main actor was blocked while the thread sent: nothing may have run yet.
        #expect(log.entries.isEmpty)
        await waitFor(500)
        #expect(log.entries == (0..<500).map { "\($0)" })
    }

    /// Every pair of forms: the earlier background send, then the later main-actor one.
    nonisolated static let formPairs = RelaySendForm.allCases.flatMap { first in RelaySendForm.allCases.map { (first, $0) } }

    @Test(arguments: formPairs)
    func aMainActorSendNeverOvertakesAnEarlierBackgroundSend(background: RelaySendForm, main: RelaySendForm) {
        let log = self.log
        let relay = self.relay
        BackgroundThread.run {
            background.send("event from LinkKit's thread", to: log, through: relay)
        }
        #expect(log.entries.isEmpty)
        // Sent later, on the main actor: the earlier job runs first, both before `send` returns.
        main.send("success on the main thread", to: log, through: relay)
        #expect(log.entries == ["event from LinkKit's thread", "success on the main thread"])
    }

    @Test(arguments: formPairs)
    func aJobSentFromInsideAJobRunsAfterItNotInsideIt(outer: RelaySendForm, inner: RelaySendForm) {
        let log = self.log
        let relay = self.relay
        let body: @MainActor @Sendable (String) -> Void = { _ in
            log.entries.append("outer begins")
            inner.send("inner", to: log, through: relay)
            log.entries.append("outer ends")
        }
        switch outer {
        case .job: relay.send { body("") }
        case .payload: relay.send("", to: body)
        }
        #expect(log.entries == ["outer begins", "outer ends", "inner"])
    }

    @Test func bothFormsShareOneQueueAcrossThreads() async {
        let log = self.log
        let relay = self.relay
        BackgroundThread.run {
            for index in 0..<300 {
                RelaySendForm.allCases[index % 2].send("\(index)", to: log, through: relay)
            }
        }
        #expect(log.entries.isEmpty)
        await waitFor(300)
        #expect(log.entries == (0..<300).map { "\($0)" })
    }

    @Test(arguments: RelaySendForm.allCases)
    func concurrentSendersEachKeepTheirOwnOrderAndNothingIsLostOrRepeated(form: RelaySendForm) async {
        let log = self.log
        let relay = self.relay
        let senders = 4
        let perSender = 250
        BackgroundThread.run {
            DispatchQueue.concurrentPerform(iterations: senders) { sender in
                for index in 0..<perSender {
                    form.send("\(sender):\(index)", to: log, through: relay)
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

    @Test(arguments: RelaySendForm.allCases)
    func jobsStillRunWhenTheRelayIsReleasedWithJobsPending(form: RelaySendForm) async {
        let log = self.log
        do {
            let shortLived = MainActorRelay()
            BackgroundThread.run {
                form.send("late", to: log, through: shortLived)
            }
        }
        await waitFor(1)
        #expect(log.entries == ["late"])
    }
}
