import ProviderKit

/// Exactly one outcome, late events, cancel, abandonment, release and the async API.
extension ConformanceRunner {
    func checkSingleSuccess() async {
        await check("exactly one outcome under duplicate and late terminal callbacks (success first)") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendSuccess(secret: "pk-conformance-token-1")
            probe.sendSuccess(secret: "pk-conformance-token-2")
            probe.sendUserExit()
            if let key = descriptor.errorTable.rules.first?.key { probe.sendError(key, message: "late error") }
            probe.sendAbandonment()
            let success = try await success(probe, recorder)
            try Self.require(
                Self.carries(success.credential, "pk-conformance-token-1"),
                "expected the success to carry the first callback's token, it carries another credential")
            try Self.require(
                recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome },
                "expected the dropped duplicates to be reported as duplicateOutcome diagnostics; the session delivered: \(recorder.summary)")
        }
    }

    func checkSingleExit() async {
        await check("exactly one outcome under duplicate and late terminal callbacks (exit first)") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendUserExit()
            probe.sendUserExit()
            probe.sendSuccess(secret: "pk-conformance-late-success")
            let exit = try await exit(probe, recorder)
            try Self.require(exit.reason == .userCancelled, "expected userCancelled, got \(exit.reason.kind.rawValue)")
        }
    }

    func checkLateEvents() async {
        await check("events after the outcome are delivered in order") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendSuccess(secret: "pk-conformance-token")
            probe.sendEvent(named: "PK_CONFORMANCE_LATE_1")
            probe.sendEvent(named: "PK_CONFORMANCE_LATE_2")
            _ = try await success(probe, recorder)
            guard let outcomeIndex = recorder.entries.firstIndex(where: { if case .success = $0 { true } else { false } }) else {
                throw Failure("no success recorded")
            }
            let late = recorder.entries[(outcomeIndex + 1)...].compactMap { entry -> String? in
                if case .event(let event) = entry { return event.vendorEventName } else { return nil }
            }
            let first = late.firstIndex(of: "PK_CONFORMANCE_LATE_1")
            let second = late.firstIndex(of: "PK_CONFORMANCE_LATE_2")
            try Self.require(
                first != nil && second != nil && second! > first!,
                "expected PK_CONFORMANCE_LATE_1 then PK_CONFORMANCE_LATE_2 after the outcome; delivered after it: \(late)")
        }
    }

    func checkIdempotentCancel() async {
        await check("cancel() is idempotent") {
            let (probe, recorder) = try probe()
            let first = probe.session.cancel()
            let second = probe.session.cancel()
            probe.sendSuccess(secret: "pk-conformance-after-cancel")
            try Self.require(first, "expected the first cancel() to return true, it returned false")
            try Self.require(!second, "expected the second cancel() to return false, it returned true")
            let exit = try await exit(probe, recorder)
            try Self.require(exit.reason == .userCancelled, "expected cancel to end as userCancelled, got \(exit.reason.kind.rawValue)")
            try Self.require(probe.session.isClosed, "expected the session to close after cancel(); it is still open")
        }
    }

    func checkAbandonment() async {
        await check("abandonment with no callback ends as userCancelled") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendAbandonment()
            let exit = try await exit(probe, recorder)
            try Self.require(exit.reason == .userCancelled, "expected userCancelled, got \(exit.reason.kind.rawValue)")
            try Self.require(probe.session.isClosed, "expected the session to close after abandonment; it is still open")
        }
    }

    func checkRelease() async {
        await check("a session releases itself when closed") {
            // Counted around synchronous stretches only: other sessions (other tests) may open and
            // close while the suite waits.
            let before = LinkSession.liveSessionCount
            let (probe, recorder) = try probe()
            let whileOpen = LinkSession.liveSessionCount
            try Self.require(
                whileOpen == before + 1, "expected an open session to be kept alive (live sessions: \(whileOpen), before: \(before))")
            probe.sendSuccess(secret: "pk-conformance-token")
            _ = try await firstOutcome(recorder, after: "the success callback")
            let beforeClose = LinkSession.liveSessionCount
            probe.session.close()
            let afterClose = LinkSession.liveSessionCount
            try Self.require(
                afterClose == beforeClose - 1,
                "expected close() to release the session (live sessions: \(beforeClose) before close(), \(afterClose) after)")
        }
    }

    func checkAsyncAPI() async {
        await check("the async API delivers the same outcome and events") {
            let (probe, recorder) = try probe()
            let stream = probe.session.events()
            probe.sendEvent(named: "PK_CONFORMANCE_ASYNC")
            probe.sendUserExit()
            // Never await an adapter that failed to settle: a suite must not hang on what it tests.
            let settled = await recorder.wait(timeout: timeout) { probe.session.settledOutcome != nil }
            guard settled else {
                let delivered = recorder.summary
                probe.session.close()
                throw Failure(
                    "expected the user exit to settle the session's outcome within \(Self.seconds(timeout)); the session delivered: \(delivered)")
            }
            let outcome = await probe.session.outcome
            let recorded = try recorder.expectOutcome()
            try Self.require(outcome == recorded, "expected the async outcome to equal the callback's; it differs")
            probe.session.close()
            var names: [String] = []
            for await event in stream { names.append(event.vendorEventName) }
            try Self.require(
                names.contains("PK_CONFORMANCE_ASYNC"), "expected the event stream to deliver PK_CONFORMANCE_ASYNC; it delivered \(names)")
        }
    }
}
