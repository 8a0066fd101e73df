import ProviderKit

/// What a session delivered, reduced to what a replay must reproduce: each event's and the
/// outcome's unified fields, without timestamps, session ids, raw payloads or secret values
/// (which differ between runs, or must not be printed).
struct SessionFingerprint: Equatable {
    /// One line per event, then one for the outcome (or `no outcome`).
    let lines: [String]

    @MainActor
    init(_ recorder: SessionRecorder) {
        var lines = recorder.events.filter { !$0.vendorEventName.hasPrefix(ConformanceRunner.markerPrefix) }.map(Self.line)
        lines.append(recorder.outcomes.first.map(Self.line) ?? "no outcome")
        if recorder.outcomes.count > 1 { lines.append("\(recorder.outcomes.count - 1) more outcomes") }
        self.lines = lines
    }

    /// The first line that differs, as `live: … / replay: …`, or `nil` when they are equal.
    func difference(from replay: SessionFingerprint) -> String? {
        let count = max(lines.count, replay.lines.count)
        for index in 0..<count {
            let live = index < lines.count ? lines[index] : "nothing"
            let replayed = index < replay.lines.count ? replay.lines[index] : "nothing"
            if live != replayed { return "delivery \(index + 1): the live run delivered \(live), the replay \(replayed)" }
        }
        return nil
    }

    static func line(_ event: LinkEvent) -> String {
        var parts = ["event \(event.vendorEventName) (\(event.name.rawValue)"]
        if let stage = event.stage { parts.append("stage \(stage.rawValue)") }
        if let institution = event.institution { parts.append("institution \(institution)") }
        if let view = event.view { parts.append("view \(view)") }
        if let error = event.error { parts.append("error \(line(error))") }
        return parts.joined(separator: ", ") + ")"
    }

    static func line(_ outcome: LinkOutcome) -> String {
        switch outcome {
        case .success(let success):
            var parts = ["success (credential \(success.credential.kind.rawValue)"]
            if let institution = success.institution { parts.append("institution \(institution)") }
            let accounts = success.accounts.map { [$0.name, $0.mask, $0.type?.rawValue, $0.subtype].map { $0 ?? "-" }.joined(separator: " ") }
            if !accounts.isEmpty { parts.append("accounts [\(accounts.joined(separator: "; "))]") }
            if let transfer = success.transfer { parts.append("transfer \(transfer.amount) \(transfer.symbol)") }
            return parts.joined(separator: ", ") + ")"
        case .exit(let exit):
            var parts = ["exit (\(exit.reason.kind.rawValue)"]
            if let error = exit.error { parts.append("error \(line(error))") }
            if let stage = exit.stage { parts.append("stage \(stage.rawValue)") }
            if let institution = exit.institution { parts.append("institution \(institution)") }
            return parts.joined(separator: ", ") + ")"
        }
    }

    static func line(_ error: LinkError) -> String {
        let vendor = VendorErrorKey(type: error.vendorType, code: error.vendorCode ?? "-")
        return "\(error.code.rawValue) [\(vendor)] \(error.recovery.rawValue)"
    }
}
