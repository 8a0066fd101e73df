import ProviderKit

/// Error and event tables end to end, and raw vendor data.
extension ConformanceRunner {
    /// The institution and error the suite asks probes to put into vendor events.
    var eventDetails: ConformanceEventDetails {
        ConformanceEventDetails(
            institution: LinkInstitution(id: "ins_pk_conformance", name: "PK Conformance Bank"),
            error: descriptor.errorTable.rules.first { $0.key.code != ErrorMappingRule.anyCode }?.key)
    }

    func checkDeclaredErrors() async {
        await check("error table has no duplicate keys") {
            let duplicates = descriptor.errorTable.duplicateKeys
            try Self.require(duplicates.isEmpty, "duplicate keys: \(duplicates.map(\.description).joined(separator: ", "))")
        }
        await check("every declared vendor error maps to its declared code end to end") {
            var problems: [String] = []
            for rule in descriptor.errorTable.rules {
                if rule.unifiedCode == .unknown { problems.append("\(rule.key) is declared as unknown") }
                let (probe, recorder) = try probe()
                defer { probe.session.close() }
                probe.sendError(rule.key, message: "conformance \(rule.key)")
                guard let outcome = await recorder.waitForOutcome(timeout: timeout) else {
                    problems.append(
                        "\(rule.key): expected an exit, none arrived within \(Self.seconds(timeout)); the session delivered: \(recorder.summary) (the remaining rows were not tried)")
                    break
                }
                guard let error = outcome.exit?.error else {
                    problems.append("\(rule.key): expected an exit with an error, got \(outcome.success == nil ? "an exit without one" : "a success")")
                    continue
                }
                if error.code != rule.unifiedCode {
                    problems.append("\(rule.key): got \(error.code.rawValue), declared \(rule.unifiedCode.rawValue)")
                }
                if error.recovery != rule.recovery {
                    problems.append("\(rule.key): recovery \(error.recovery.rawValue), declared \(rule.recovery.rawValue)")
                }
            }
            try Self.require(problems.isEmpty, Self.list(problems))
        }
    }

    func checkUnknownError() async {
        await check("an unknown vendor error maps to unknown and keeps its raw code") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendError(VendorErrorKey(type: "PK_UNKNOWN_TYPE", code: "PK_UNKNOWN_CODE"), message: "PK_UNKNOWN_CODE happened")
            guard let error = try await firstOutcome(recorder, after: "an unknown error").exit?.error else {
                throw Failure("expected an exit with an error; the session delivered: \(recorder.summary)")
            }
            try Self.require(error.code == .unknown, "expected unknown, got \(error.code.rawValue)")
            let kept = [error.vendorCode, error.vendorType, error.message].compactMap { $0 }.contains { $0.contains("PK_UNKNOWN_CODE") }
            try Self.require(kept, "expected the raw code PK_UNKNOWN_CODE to be kept, vendorCode is \(error.vendorCode ?? "nil")")
        }
    }

    func checkEvents() async {
        await check("unknown events map to other and keep the raw name") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendEvent(named: "PK_UNKNOWN_EVENT")
            await settle(probe, recorder)
            let event = try recorder.expectEvent(named: "PK_UNKNOWN_EVENT")
            try Self.require(event.name == .other, "expected other, got \(event.name.rawValue)")
            try Self.require(
                event.adapterName == descriptor.name, "expected adapterName \(descriptor.name), got \(event.adapterName)")
        }
        await check("every declared vendor event keeps its name, stage, institution and error") {
            var problems: [String] = []
            var carriedAnything = false
            for rule in descriptor.eventTable.rules {
                let (probe, recorder) = try probe()
                defer { probe.session.close() }
                let carried = probe.sendEvent(named: rule.vendorEventName, carrying: eventDetails)
                carriedAnything = carriedAnything || !carried.isEmpty
                let settled = await settle(probe, recorder)
                guard let event = recorder.events.first(where: { $0.vendorEventName == rule.vendorEventName }) else {
                    problems.append("\(rule.vendorEventName): expected an event whose vendorEventName is \(rule.vendorEventName), the session delivered: \(recorder.summary)\(waitNote(settled))")
                    if settled { continue }
                    problems.append("the remaining rows were not tried")
                    break
                }
                let lost = lostData(event, rule: rule, carried: carried)
                if !lost.isEmpty { problems.append("\(rule.vendorEventName): \(lost.joined(separator: ", "))") }
            }
            if !descriptor.eventTable.rules.isEmpty, !carriedAnything {
                problems.append(
                    "the probe's events carried neither an institution nor an error, so no event data could be checked; send \(eventDetails) where the vendor's events have a place for them")
            }
            try Self.require(problems.isEmpty, Self.list(problems))
        }
    }

    /// What `event` lost of its table row and of what the vendor event carried.
    func lostData(_ event: LinkEvent, rule: EventMappingRule, carried: ConformanceEventDetails) -> [String] {
        var lost: [String] = []
        func differ<T: Equatable>(_ field: String, _ expected: T?, _ actual: T?) {
            if expected != actual { lost.append("expected \(field) \(Self.show(expected)), got \(Self.show(actual))") }
        }
        differ("name", rule.name.rawValue, event.name.rawValue)
        if let stage = rule.stage { differ("stage", stage.rawValue, event.stage?.rawValue) }
        differ("isStable", rule.isStable, event.isStable)
        differ("adapterName", descriptor.name, event.adapterName)
        if let institution = carried.institution {
            if let id = institution.id { differ("institution id", id, event.institution?.id) }
            if let name = institution.name { differ("institution name", name, event.institution?.name) }
        }
        if let key = carried.error {
            differ("error vendorCode", key.code, event.error?.vendorCode)
            if let row = descriptor.errorTable.rule(type: key.type, code: key.code) {
                differ("error code", row.unifiedCode.rawValue, event.error?.code.rawValue)
            }
        }
        return lost
    }

    func checkRawMetadata() async {
        await check("raw vendor data is preserved") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendSuccess(secret: "pk-conformance-token")
            guard let success = try await firstOutcome(recorder, after: "the success callback").success else {
                throw Failure("expected a success; the session delivered: \(recorder.summary)")
            }
            try Self.require(!success.metadata.isEmpty, "expected the success to keep the vendor payload; its raw metadata is empty")
            if let key = descriptor.errorTable.rules.first?.key {
                let (errorProbe, errorRecorder) = try self.probe()
                defer { errorProbe.session.close() }
                errorProbe.sendError(key, message: "raw check")
                let exit = try await firstOutcome(errorRecorder, after: "the error \(key)").exit
                try Self.require(
                    exit?.error?.vendorCode == key.code,
                    "expected the exit to keep the vendor code \(key.code), got \(exit?.error?.vendorCode ?? "nil")")
            }
        }
    }

    /// Up to ten problems joined by `; `, with a count of the rest.
    static func list(_ problems: [String]) -> String {
        let shown = problems.prefix(10).joined(separator: "; ")
        return problems.count > 10 ? "\(shown); and \(problems.count - 10) more" : shown
    }

    static func show<T>(_ value: T?) -> String {
        value.map { "\($0)" } ?? "nil"
    }
}
