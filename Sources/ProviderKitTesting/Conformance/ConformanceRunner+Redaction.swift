import Foundation
import ProviderKit

/// Neither the request token nor a credential shows in successes, exits, events or diagnostics.
extension ConformanceRunner {
    /// One way a value is printed or sent, and the text it produced.
    struct Rendering {
        let label: String
        let text: String
    }

    /// A value the suite must never find in a rendering, and what to call it in a failure.
    struct Needle {
        let name: String
        let value: String
    }

    func checkRedaction() async {
        await check("secrets are redacted in successes") { try await checkSuccessRedaction() }
        await check("secrets are redacted in exits") { try await checkExitRedaction() }
        await check("secrets are redacted in events") { try await checkEventRedaction() }
        await check("secrets are redacted in diagnostics") { try await checkDiagnosticRedaction() }
    }

    private func checkSuccessRedaction() async throws {
        let secret = "pk-conformance-secret-\(UUID().uuidString)"
        let (probe, recorder) = try probe()
        defer { probe.session.close() }
        probe.sendEvent(named: "PK_CONFORMANCE_EVENT")
        probe.sendSuccess(secret: secret)
        probe.sendEvent(named: "PK_CONFORMANCE_AFTER")
        let success = try await success(probe, recorder)
        let needles = try needles(probe, success: success, secrets: [secret])
        var texts = Self.renderings(of: success, as: "the success")
        texts += Self.renderings(of: success.credential, as: "the credential")
        texts += Self.renderings(of: success.metadata, as: "the success's raw metadata")
        texts += success.credential.secrets.flatMap { Self.renderings(of: $0, as: "a credential secret") }
        texts.append(Rendering(label: "the session's description", text: String(describing: probe.session)))
        try Self.requireNoLeak(in: texts, of: needles)
    }

    private func checkExitRedaction() async throws {
        var texts: [Rendering] = []
        var needles: [Needle] = []
        let key = descriptor.errorTable.rules.first?.key ?? VendorErrorKey(type: "PK_TYPE", code: "PK_CODE")
        let senders: [(String, (any ConformanceProbe) -> Void)] = [
            ("the error \(key)", { $0.sendError(key, message: "PK conformance error") }),
            ("an unknown error", { $0.sendError(VendorErrorKey(type: "PK_TYPE", code: "PK_CODE"), message: "PK conformance error") }),
            ("the user exit", { $0.sendUserExit() }),
            ("abandonment", { $0.sendAbandonment() }),
        ]
        for (name, send) in senders {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            send(probe)
            guard let exit = try await outcome(probe, recorder).exit else {
                throw Failure("expected \(name) to end in an exit, it ended in a success")
            }
            needles.append(Needle(name: "the request token", value: probe.requestToken))
            texts += Self.renderings(of: exit, as: "the exit after \(name)")
            if let error = exit.error { texts += Self.errorRenderings(of: error, as: "the exit's error after \(name)") }
        }
        try Self.requireNoLeak(in: texts, of: needles)
    }

    private func checkEventRedaction() async throws {
        let secret = "pk-conformance-secret-\(UUID().uuidString)"
        let (probe, recorder) = try probe()
        defer { probe.session.close() }
        if let rule = descriptor.eventTable.rules.first { probe.sendEvent(named: rule.vendorEventName, carrying: eventDetails) }
        probe.sendEvent(named: "PK_CONFORMANCE_EVENT", carrying: eventDetails)
        probe.sendSuccess(secret: secret)
        probe.sendEvent(named: "PK_CONFORMANCE_AFTER")
        let success = try await success(probe, recorder)
        let needles = try needles(probe, success: success, secrets: [secret])
        let events = recorder.events
        try Self.require(!events.isEmpty, "expected events to check; the session delivered: \(recorder.summary)")
        let texts = events.flatMap { event in
            Self.renderings(of: event, as: "the event \(event.vendorEventName)")
                + (event.error.map { Self.errorRenderings(of: $0, as: "the error of the event \(event.vendorEventName)") } ?? [])
        }
        try Self.requireNoLeak(in: texts, of: needles)
    }

    private func checkDiagnosticRedaction() async throws {
        let first = "pk-conformance-secret-\(UUID().uuidString)"
        let second = "pk-conformance-secret-\(UUID().uuidString)"
        let (probe, recorder) = try probe()
        defer { probe.session.close() }
        probe.sendSuccess(secret: first)
        probe.sendSuccess(secret: second)
        probe.sendUserExit()
        if let key = descriptor.errorTable.rules.first?.key { probe.sendError(key, message: "PK conformance error") }
        probe.sendAbandonment()
        let success = try await success(probe, recorder)
        let needles = try needles(probe, success: success, secrets: [first, second])
        let diagnostics = recorder.diagnostics
        try Self.require(
            !diagnostics.isEmpty,
            "expected diagnostics for the dropped duplicate callbacks, so their redaction can be checked; the session delivered: \(recorder.summary)")
        let texts = diagnostics.flatMap { Self.renderings(of: $0, as: "the \($0.code.rawValue) diagnostic") }
        try Self.requireNoLeak(in: texts, of: needles)
    }

    /// The request token, plus `secrets` when the success's credential holds secrets (a
    /// server-side connection id is not one, so it may show).
    private func needles(_ probe: any ConformanceProbe, success: LinkSuccess, secrets: [String]) throws -> [Needle] {
        let holdsSecrets = !success.credential.secrets.isEmpty
        try Self.require(
            !holdsSecrets || success.credential.secrets.contains { $0.reveal() == secrets[0] },
            "expected the probe's secret in the credential, so its redaction can be checked; the credential holds another one")
        return [Needle(name: "the request token", value: probe.requestToken)]
            + (holdsSecrets ? secrets.map { Needle(name: "a credential secret", value: $0) } : [])
    }

    /// Every common way `value` is printed or sent: description, debug description, `dump`, and
    /// its JSON encoding (secrets not revealed), labelled `label`.
    static func renderings<Value: Encodable>(of value: Value, as label: String) -> [Rendering] {
        var dumped = ""
        dump(value, to: &dumped)
        let json = (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return [
            Rendering(label: "\(label)'s description", text: String(describing: value)),
            Rendering(label: "\(label)'s debug description", text: String(reflecting: value)),
            Rendering(label: "\(label)'s dump", text: dumped),
            Rendering(label: "\(label)'s JSON", text: json),
        ]
    }

    /// The renderings of an error, plus the texts a developer or a user is shown.
    static func errorRenderings(of error: LinkError, as label: String) -> [Rendering] {
        renderings(of: error, as: label) + [
            Rendering(label: "\(label)'s message", text: error.message),
            Rendering(label: "\(label)'s displayMessage", text: error.displayMessage ?? ""),
            Rendering(label: "\(label)'s localizedDescription", text: error.localizedDescription),
            Rendering(label: "\(label)'s userMessage", text: error.userMessage),
        ]
    }

    /// Fails naming the first rendering that shows a needle, with the text around it (the needle
    /// itself replaced by its name, so the report does not repeat the secret).
    static func requireNoLeak(in renderings: [Rendering], of needles: [Needle]) throws {
        let needles = needles.filter { !$0.value.isEmpty }
        for rendering in renderings {
            guard let needle = needles.first(where: { rendering.text.contains($0.value) }),
                let range = rendering.text.range(of: needle.value)
            else { continue }
            let before = rendering.text[..<range.lowerBound].suffix(60)
            let after = rendering.text[range.upperBound...].prefix(60)
            var excerpt = "…\(before)⟨\(needle.name)⟩\(after)…"
            for other in needles { excerpt = excerpt.replacingOccurrences(of: other.value, with: "⟨\(other.name)⟩") }
            throw Failure("expected no secret in \(rendering.label), found \(needle.name): \(excerpt)")
        }
    }
}
