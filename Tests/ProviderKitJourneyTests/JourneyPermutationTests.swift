import Foundation
import ProviderKit
import ProviderKitMeldSandbox
import ProviderKitMeshSandbox
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox
import ProviderKitTesting
import Testing

/// For every ordered pair of adapters, seeded random orders of duplicate, late and missing vendor
/// callbacks, across both attempts of a journey that falls back from the first to the second,
/// still give exactly one final outcome, the one the first terminal callbacks decide.
@MainActor
@Suite struct JourneyPermutationTests {
    nonisolated static let sandboxes: [any AdapterSandbox.Type] = [
        PlaidSandbox.self, PlaidLegacySandbox.self, MeshSandbox.self, MeldSandbox.self,
    ]
    static let seedsPerPair = 20

    struct Pair: Sendable, CustomTestStringConvertible {
        let first: Int
        let second: Int
        var testDescription: String {
            "\(JourneyPermutationTests.sandboxes[first].descriptor.name) → \(JourneyPermutationTests.sandboxes[second].descriptor.name)"
        }
    }

    nonisolated static let pairs: [Pair] = sandboxes.indices.flatMap { first in sandboxes.indices.map { Pair(first: first, second: $0) } }

    @Test(arguments: pairs)
    func everyOrderOfCallbacksGivesOneFinalOutcome(pair: Pair) async throws {
        for seed in 0..<Self.seedsPerPair {
            try await runJourney(pair: pair, seed: UInt64(seed * 131 + pair.first * 17 + pair.second))
        }
    }

    /// What the test sends to one attempt's vendor side.
    enum Action: Equatable, CustomStringConvertible {
        case event, fallbackError, otherError, success, userExit, abandonment

        var isTerminal: Bool { self != .event }
        var description: String {
            switch self {
            case .event: return "event"
            case .fallbackError: return "fallbackError"
            case .otherError: return "otherError"
            case .success: return "success"
            case .userExit: return "userExit"
            case .abandonment: return "abandonment"
            }
        }
    }

    /// Events, maybe a terminal callback (or none: the vendor forgets it), duplicates and late
    /// callbacks; the interface always vanishes at the end.
    static func script(_ random: inout SplitMix64, fallbackLikely: Bool) -> [Action] {
        var actions = Array(repeating: Action.event, count: Int(random.next() % 3))
        let terminals: [Action] = [.fallbackError, .otherError, .success, .userExit, .abandonment]
        if random.next() % 6 != 0 {
            actions.append(
                fallbackLikely && random.next() % 2 == 0 ? .fallbackError : terminals[Int(random.next() % 5)])
        }
        for _ in 0..<Int(random.next() % 5) {
            actions.append(([Action.event] + terminals)[Int(random.next() % 6)])
        }
        actions.append(.abandonment)
        return actions
    }

    /// The outcome the first terminal callback decides.
    static func expected(_ actions: [Action], rules: ErrorRules) -> String {
        switch actions.first(where: \.isTerminal) {
        case .success?: return "success"
        case .fallbackError?: return "error:\(rules.fallback.unifiedCode.rawValue)"
        case .otherError?: return "error:\(rules.other.unifiedCode.rawValue)"
        default: return "userCancelled"
        }
    }

    static func describe(_ outcome: LinkOutcome) -> String {
        switch outcome {
        case .success: return "success"
        case .exit(let exit): return exit.error.map { "error:\($0.code.rawValue)" } ?? exit.reason.kind.rawValue
        }
    }

    /// Two of an adapter's error rows: one that suggests a fallback, one that does not.
    struct ErrorRules {
        let fallback: ErrorMappingRule
        let other: ErrorMappingRule

        init(_ sandbox: any AdapterSandbox.Type) throws {
            let rules = sandbox.descriptor.errorTable.rules.filter { $0.key.code != ErrorMappingRule.anyCode }
            fallback = try #require(rules.first { $0.unifiedCode == .institutionUnavailable })
            other = try #require(
                rules.first {
                    !$0.unifiedCode.suggestsFallback && $0.unifiedCode != .invalidLinkToken
                        && $0.unifiedCode != .configuration
                })
        }
    }

    static func send(_ action: Action, to probe: any ConformanceProbe, rules: ErrorRules, eventName: String) {
        switch action {
        case .event: probe.sendEvent(named: eventName)
        case .fallbackError: probe.sendError(rules.fallback.key, message: "institution down")
        case .otherError: probe.sendError(rules.other.key, message: "other failure")
        case .success: probe.sendSuccess(secret: "public-permutation-\(UUID().uuidString.prefix(8))")
        case .userExit: probe.sendUserExit()
        case .abandonment: probe.sendAbandonment()
        }
    }

    static func configuration(_ pair: Pair, registry: ProviderRegistry) throws -> ProviderConfiguration {
        func entry(_ sandbox: any AdapterSandbox.Type, path: String) -> String {
            let name = sandbox.descriptor.name
            return #"{"adapter": "\#(name)", "redirectURI": "https://app.example.com/\#(path)"}"#
        }
        return try ProviderConfiguration(
            parsing: """
                {"version": 1, "provider": "first", "fallbacks": ["second"], "providers": {
                  "first": \(entry(sandboxes[pair.first], path: "first")),
                  "second": \(entry(sandboxes[pair.second], path: "second"))}}
                """, registry: registry)
    }

    func runJourney(pair: Pair, seed: UInt64) async throws {
        let sandboxTypes = [Self.sandboxes[pair.first], Self.sandboxes[pair.second]]
        let rules = try sandboxTypes.map(ErrorRules.init)
        let eventNames = sandboxTypes.map { type in
            type.descriptor.eventTable.rules.first { $0.name == .opened || $0.name == .viewChanged }?.vendorEventName
                ?? "OPEN"
        }
        var random = SplitMix64(seed: seed)
        let scripts = [Self.script(&random, fallbackLikely: true), Self.script(&random, fallbackLikely: false)]
        let context = "seed \(seed), \(pair.testDescription), scripts \(scripts)"

        var registry = ProviderRegistry()
        for type in sandboxTypes { registry.register(try type.makeRun(for: .success).adapter) }
        let tokens = AnyLinkTokenProvider { _ in LinkRequest(token: Secret("permutation-token")) }
        let coordinator = LinkJourneyCoordinator(
            configuration: try Self.configuration(pair, registry: registry), registry: registry, tokenProvider: tokens,
            fallbackPolicy: .automatic, journal: nil, secureStore: nil, sessionOptions: .init(closeAfterOutcome: 0.05))
        let probes = ProbeLog()
        coordinator.sessionMaker = { _, entryName, options in
            let index = entryName == "first" ? 0 : 1
            let probe = try sandboxTypes[index].makeConformanceProbe(options: options)
            probes.probes.append(probe)
            return probe.session
        }
        let journey = try coordinator.makeJourney()
        var finishedCount = 0
        var endedCount = 0
        journey.onEvent = { event in
            if case .finished = event.kind { finishedCount += 1 }
            if case .attemptEnded = event.kind { endedCount += 1 }
        }
        let task = Task { await journey.run() }

        // Attempt 1, then (when it falls back) attempt 2 interleaved with late callbacks to attempt 1.
        try await poll { probes.probes.count == 1 }
        var pending = [scripts[0][...], scripts[1][...]]
        while let action = pending[0].popFirst() {
            Self.send(action, to: probes.probes[0], rules: rules[0], eventName: eventNames[0])
            await Task.yield()
        }
        try await poll { probes.probes.count == 2 || journey.result != nil }
        while !pending[1].isEmpty || !pending[0].isEmpty {
            await Task.yield()
            let late = random.next() % 3 == 0
            if probes.probes.count == 2, let action = pending[1].popFirst() {
                Self.send(action, to: probes.probes[1], rules: rules[1], eventName: eventNames[1])
            }
            if late { Self.send(.success, to: probes.probes[0], rules: rules[0], eventName: eventNames[0]) }
            if probes.probes.count < 2 { pending[1].removeAll() }
        }
        let result = await task.value

        let first = Self.expected(scripts[0], rules: rules[0])
        let fellBack = first == "error:\(LinkError.Code.institutionUnavailable.rawValue)"
        #expect(result.attempts.count == (fellBack ? 2 : 1), "\(context)")
        #expect(result.attempts.map { Self.describe($0.outcome) }.first == first, "\(context)")
        if fellBack {
            #expect(Self.describe(result.outcome) == Self.expected(scripts[1], rules: rules[1]), "\(context)")
        }
        #expect(result.outcome == result.attempts.last?.outcome, "\(context)")
        for (index, attempt) in result.attempts.enumerated() {
            #expect(probes.probes[index].session.settledOutcome == attempt.outcome, "\(context)")
        }

        // Late and duplicate callbacks after the end change nothing.
        for (index, probe) in probes.probes.enumerated() {
            for action in [Action.success, .fallbackError, .userExit, .event, .abandonment] {
                Self.send(action, to: probe, rules: rules[index], eventName: eventNames[index])
            }
        }
        await Task.yield()
        #expect(await journey.run() == result, "\(context)")
        #expect(journey.result == result, "\(context)")
        #expect(finishedCount == 1, "\(context)")
        #expect(endedCount == result.attempts.count, "\(context)")
        for probe in probes.probes { probe.session.close() }
    }
}

/// The probes a journey's sessions were made from, in order.
@MainActor
final class ProbeLog {
    var probes: [any ConformanceProbe] = []
}
