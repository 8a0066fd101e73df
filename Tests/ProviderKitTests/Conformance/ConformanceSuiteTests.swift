import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// The conformance suite catches each planted bug with the check meant for it and a message that
/// says what it expected and what arrived; it accepts adapters that hop to the main actor.
@MainActor
@Suite struct ConformanceSuiteTests {
    /// Every check, in report order.
    nonisolated static let checkNames = [
        "declares the required sandbox scenarios",
        "every declared sandbox scenario runs to exactly one outcome",
        "each scenario's transcript replays to the live run's outcome and events",
        "a replayer rejects an unreadable line with a TranscriptLineError",
        "exactly one outcome under duplicate and late terminal callbacks (success first)",
        "exactly one outcome under duplicate and late terminal callbacks (exit first)",
        "events after the outcome are delivered in order",
        "cancel() is idempotent",
        "abandonment with no callback ends as userCancelled",
        "error table has no duplicate keys",
        "every declared vendor error maps to its declared code end to end",
        "an unknown vendor error maps to unknown and keeps its raw code",
        "unknown events map to other and keep the raw name",
        "every declared vendor event keeps its name, stage, institution and error",
        "raw vendor data is preserved",
        "secrets are redacted in successes",
        "secrets are redacted in exits",
        "secrets are redacted in events",
        "secrets are redacted in diagnostics",
        "a session releases itself when closed",
        "the async API delivers the same outcome and events",
        "one vendor success is reported once",
        "one vendor exit is reported once",
        "the adapter calls its reporter on the main actor only",
    ]

    nonisolated static let scenarioCheck = checkNames[1]
    nonisolated static let replayCheck = checkNames[2]
    nonisolated static let unreadableLineCheck = checkNames[3]
    nonisolated static let eventDataCheck = checkNames[13]
    nonisolated static let successReportCheck = checkNames[21]
    nonisolated static let mainActorCheck = checkNames[23]

    /// Long enough for a conforming delivery on a loaded machine, short enough for the one planted
    /// bug that makes the suite wait it out (a scenario that never ends).
    nonisolated static let timeout: TimeInterval = 5

    /// A planted bug, the checks it must fail (and no others), and a fragment of each failure.
    struct Plant: Sendable, CustomTestStringConvertible {
        let fault: PlantedFault
        let failures: [String: String]
        var testDescription: String { fault.description }
    }

    nonisolated static let plants: [Plant] = [
        Plant(
            fault: .declaresScenarioItCannotRun,
            failures: [
                scenarioCheck: #"mfa: declared, but makeRun(for:) threw: configuration: Unknown scripted sandbox scenario "mfa""#
            ]),
        Plant(
            fault: .declaresScenarioThatNeverEnds,
            failures: [scenarioCheck: "stuck: expected exactly one outcome, none arrived within 5 s; the session delivered: loaded, event OPEN"]),
        Plant(
            fault: .replayerIgnoresEveryLine,
            failures: [
                replayCheck: "success: delivery 1: the live run delivered event OPEN (opened, stage loading), the replay exit (userCancelled)",
                unreadableLineCheck: "expected a TranscriptLineError for the line",
            ]),
        Plant(
            fault: .leaksRequestTokenInExitMessage,
            failures: ["secrets are redacted in exits": "expected no secret in the exit after the error LOGIN/BAD_PASSWORD's description, found the request token: "]),
        Plant(
            fault: .leaksRequestTokenInSuccess,
            failures: ["secrets are redacted in successes": "found the request token: …"]),
        Plant(
            fault: .leaksRequestTokenInEvents,
            failures: ["secrets are redacted in events": "found the request token: …"]),
        Plant(
            fault: .leaksRequestTokenInDiagnostics,
            failures: ["secrets are redacted in diagnostics": "expected no secret in the scriptedSuccess diagnostic's description, found the request token: …info: The vendor's session ⟨the request token⟩ succeeded."]),
        Plant(
            fault: .reportsSuccessTwice,
            failures: [
                scenarioCheck: "success: expected the adapter to report the outcome once, it reported succeeded(_:), succeeded(_:) (the session kept the first)",
                successReportCheck:
                    "expected the adapter to report one vendor success with one succeeded(_:) and nothing else; it reported succeeded(_:), succeeded(_:)",
            ]),
        Plant(
            fault: .reportsExitAfterSuccess,
            failures: [
                scenarioCheck: "success: expected the adapter to report the outcome once, it reported succeeded(_:), exited(_:) (the session kept the first)",
                successReportCheck:
                    "expected the adapter to report one vendor success with one succeeded(_:) and nothing else; it reported succeeded(_:), exited(_:)",
            ]),
        Plant(fault: .dropsEventData(.name), failures: [eventDataCheck: "OPEN: expected name opened, got other"]),
        Plant(fault: .dropsEventData(.vendorEventName), failures: [eventDataCheck: "OPEN: expected an event whose vendorEventName is OPEN, the session delivered: event opened"]),
        Plant(fault: .dropsEventData(.institution), failures: [eventDataCheck: "OPEN: expected institution id ins_pk_conformance, got nil, expected institution name PK Conformance Bank, got nil"]),
        Plant(fault: .dropsEventData(.stage), failures: [eventDataCheck: "OPEN: expected stage loading, got nil"]),
        Plant(fault: .dropsEventData(.error), failures: [eventDataCheck: "OPEN: expected error vendorCode BAD_PASSWORD, got nil, expected error code invalidCredentials, got nil"]),
    ]

    @Test(arguments: plants)
    func plantedBugFailsItsCheck(_ plant: Plant) async {
        let report = await ConformanceSuite.run(FaultySubject.make([plant.fault]), timeout: Self.timeout)
        let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.name, $0.failure ?? "") })
        #expect(Set(failures.keys) == Set(plant.failures.keys), "\(report)")
        for (check, fragment) in plant.failures {
            #expect(failures[check]?.contains(fragment) == true, "\(check): \(failures[check] ?? "passed")")
        }
        #expect(report.checks.map(\.name) == Self.checkNames)
    }

    @Test(arguments: [PlantedFault.hopsToMainActorWithTask, .relaysFromVendorQueue])
    func adapterThatHopsToTheMainActorPasses(_ fault: PlantedFault) async {
        let report = await ConformanceSuite.run(FaultySubject.make([fault]))
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.checks.count == Self.checkNames.count)
    }

    /// The adapter's callbacks reach the reporter on a real background thread: the suite finishes
    /// and reports the check naming each callback, instead of the test process trapping.
    @Test func adapterCallingItsReporterOffTheMainActorFailsNamingTheCallback() async {
        let report = await ConformanceSuite.run(FaultySubject.make([.reportsOffTheMainActor]), timeout: 0.1)
        let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.name, $0.failure ?? "") })
        let offActor = failures[Self.mainActorCheck] ?? "passed"
        #expect(offActor.hasPrefix("called off the main actor (the calls were dropped): LinkReporter."), "\(offActor)")
        for callback in ["loaded()", "event(_:)", "succeeded(_:)", "exited(_:)", "flowEnded()"] {
            #expect(offActor.contains("LinkReporter.\(callback) "), "\(callback): \(offActor)")
        }
        #expect(offActor.contains("(first in “every declared sandbox scenario runs to exactly one outcome”)"), "\(offActor)")
        #expect(report.checks.map(\.name) == Self.checkNames)
        #expect(report.description.hasSuffix("\(report.passedCount) passed, \(report.failures.count) failed"))
    }

    @Test func silentAdapterFailsSayingWhatWasExpectedAndWhatArrived() async {
        let report = await ConformanceSuite.run(FaultySubject.make([.swallowsEveryCallback]), timeout: 0.1)
        let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.name, $0.failure ?? "") })
        #expect(
            failures[Self.checkNames[4]]
                == "expected exactly one outcome, recorded 0; the session delivered: nothing (waited 0.1 s for the adapter's callbacks)")
        #expect(
            failures[Self.checkNames[20]]
                == "expected the user exit to settle the session's outcome within 0.1 s; the session delivered: nothing")
        #expect(failures[Self.checkNames[0]] == nil)
    }
}
