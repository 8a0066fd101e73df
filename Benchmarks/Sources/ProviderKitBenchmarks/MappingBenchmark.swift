import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMesh
import ProviderKitPlaid
import ProviderKitPlaidLegacy

/// Mapping one callback with ProviderKit's mapper (the code live adapters and replay run) against
/// a hand-written `switch` copying the same fields, per adapter and callback kind. Samples of the
/// two alternate, so both see the same machine load; the ratio is the median of the ratios of
/// adjacent samples.
enum MappingBenchmark {
    struct Case {
        var adapter: String
        var callback: String
        var count: Int
        var library: () -> Void
        var handWritten: () -> Void
        /// Inputs where the hand-written switch's output differs from the mapper's (`nil`: not compared).
        var mismatches: (() -> Int)? = nil
    }

    @MainActor
    static func run(directory: String, samples: Int, only: String? = nil) throws {
        let inputs = try MappingInputs(directory: directory)
        print(
            Table.row(
                ["adapter", "callback", "ProviderKit ns", "hand-written ns", "ratio", "same output"], widths: [13, 8, 24, 24, 7, 12]))
        for item in cases(inputs) where item.count > 0 && (only == nil || only == "\(item.adapter).\(item.callback)") {
            let same = item.mismatches.map { check in
                let count = check()
                return count == 0 ? "yes" : "NO (\(count) of \(item.count))"
            } ?? "not compared"
            let repeats = max(1, 20_000 / item.count)
            let operations = repeats * item.count
            var library: [Double] = []
            var handWritten: [Double] = []
            for _ in 0..<samples {
                library += BenchClock.sample(samples: 1, operations: operations) { for _ in 0..<repeats { item.library() } }
                handWritten += BenchClock.sample(samples: 1, operations: operations) {
                    for _ in 0..<repeats { item.handWritten() }
                }
            }
            // Each library sample over the hand-written sample taken right after it, then the median:
            // the pair shares the machine's state, which on a shared host drifts between a fast and a
            // slow mode, so a ratio of the two medians can compare samples from different modes.
            let ratio = Summary(zip(library, handWritten).map { $0 / $1 }).median
            print(
                Table.row(
                    [item.adapter, item.callback, Summary(library).formatted(), Summary(handWritten).formatted(),
                        String(format: "%.2f×", ratio), same], widths: [13, 8, 24, 24, 7, 12]))
        }
    }

    @MainActor
    static func cases(_ inputs: MappingInputs) -> [Case] {
        let plaid = PlaidPayloadMapper(adapterName: "plaid")
        let timestamp = Date(timeIntervalSince1970: 1_714_564_800)
        let meldEngine = try? MeldAdapter.makeEngine(
            request: LinkRequest(
                token: Secret("https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"),
                parameters: [MeldRequestParameter.connectionID: .string(MeldHandWritten.connectionID)]),
            redirectURI: try? RedirectURI(checking: "https://app.example.com/meld/"), appScheme: nil, messageHandlerName: nil)
        func meld(_ messages: [MeldScriptMessage]) -> () -> Void {
            // Unwrapped once, as a flow holds it: `meldEngine?.message` would copy the whole engine
            // (every string and table it holds, retained) on each call. Without an engine the
            // mismatch check below reports every input.
            guard let engine = meldEngine else { return {} }
            return { for message in messages { BlackHole.consume(engine.message(message)) } }
        }
        func meldByHand(_ messages: [MeldScriptMessage]) -> () -> Void {
            { for message in messages { BlackHole.consume(MeldHandWritten.message(message)) } }
        }
        func meldMismatches(_ messages: [MeldScriptMessage]) -> () -> Int {
            {
                SameOutput.mismatches(
                    messages, { MeldHandWritten.mapped(meldEngine?.message($0)) }, MeldHandWritten.message,
                    normalized: MeldHandWritten.normalize)
            }
        }
        return [
            Case(
                adapter: "plaid", callback: "event", count: inputs.plaidEvents.count,
                library: { for event in inputs.plaidEvents { BlackHole.consume(plaid.event(event)) } },
                handWritten: { for event in inputs.plaidEvents { BlackHole.consume(PlaidHandWritten.event(event)) } },
                mismatches: {
                    SameOutput.mismatches(inputs.plaidEvents, plaid.event, PlaidHandWritten.event)
                }),
            Case(
                adapter: "plaid", callback: "success", count: inputs.plaidSuccesses.count,
                library: { for success in inputs.plaidSuccesses { BlackHole.consume(plaid.success(success)) } },
                handWritten: { for success in inputs.plaidSuccesses { BlackHole.consume(PlaidHandWritten.success(success)) } },
                mismatches: {
                    SameOutput.mismatches(inputs.plaidSuccesses, { plaid.success($0).success }, PlaidHandWritten.success)
                }),
            Case(
                adapter: "plaid", callback: "exit", count: inputs.plaidExits.count,
                library: { for exit in inputs.plaidExits { BlackHole.consume(plaid.exit(exit)) } },
                handWritten: { for exit in inputs.plaidExits { BlackHole.consume(PlaidHandWritten.exit(exit)) } },
                mismatches: {
                    SameOutput.mismatches(inputs.plaidExits, plaid.exit, PlaidHandWritten.exit)
                }),
            Case(
                adapter: "plaid-legacy", callback: "event", count: inputs.legacyEvents.count,
                library: {
                    for event in inputs.legacyEvents {
                        BlackHole.consume(PlaidLegacyMapping.event(name: event.name, metadata: event.metadata, receivedAt: timestamp))
                    }
                },
                handWritten: {
                    for event in inputs.legacyEvents {
                        BlackHole.consume(LegacyHandWritten.event(name: event.name, metadata: event.metadata, receivedAt: timestamp))
                    }
                },
                mismatches: {
                    SameOutput.mismatches(
                        inputs.legacyEvents, { PlaidLegacyMapping.event(name: $0.name, metadata: $0.metadata, receivedAt: timestamp).value },
                        { LegacyHandWritten.event(name: $0.name, metadata: $0.metadata, receivedAt: timestamp) })
                }),
            Case(
                adapter: "plaid-legacy", callback: "success", count: inputs.legacySuccesses.count,
                library: {
                    for success in inputs.legacySuccesses {
                        BlackHole.consume(PlaidLegacyMapping.success(publicToken: success.token, metadata: success.metadata))
                    }
                },
                handWritten: {
                    for success in inputs.legacySuccesses {
                        BlackHole.consume(LegacyHandWritten.success(publicToken: success.token, metadata: success.metadata))
                    }
                },
                mismatches: {
                    SameOutput.mismatches(
                        inputs.legacySuccesses, { PlaidLegacyMapping.success(publicToken: $0.token, metadata: $0.metadata).value },
                        { LegacyHandWritten.success(publicToken: $0.token, metadata: $0.metadata) })
                }),
            Case(
                adapter: "plaid-legacy", callback: "exit", count: inputs.legacyExits.count,
                library: {
                    for exit in inputs.legacyExits {
                        BlackHole.consume(PlaidLegacyMapping.exit(error: exit.error, metadata: exit.metadata))
                    }
                },
                handWritten: {
                    for exit in inputs.legacyExits {
                        BlackHole.consume(LegacyHandWritten.exit(error: exit.error, metadata: exit.metadata))
                    }
                },
                mismatches: {
                    SameOutput.mismatches(
                        inputs.legacyExits, { PlaidLegacyMapping.exit(error: $0.error, metadata: $0.metadata).value },
                        { LegacyHandWritten.exit(error: $0.error, metadata: $0.metadata) })
                }),
            Case(
                adapter: "mesh", callback: "event", count: inputs.meshEvents.count,
                library: { for event in inputs.meshEvents { BlackHole.consume(MeshEventMapper.event(from: event, at: timestamp)) } },
                handWritten: { for event in inputs.meshEvents { BlackHole.consume(MeshHandWritten.event(event, at: timestamp)) } },
                mismatches: {
                    SameOutput.mismatches(
                        inputs.meshEvents, { MeshEventMapper.event(from: $0, at: timestamp) }, { MeshHandWritten.event($0, at: timestamp) })
                }),
            Case(
                adapter: "mesh", callback: "success", count: inputs.meshSuccesses.count,
                library: { for payload in inputs.meshSuccesses { BlackHole.consume(MeshPayloadMapper.success(for: payload)) } },
                handWritten: { for payload in inputs.meshSuccesses { BlackHole.consume(MeshHandWritten.success(payload)) } },
                mismatches: { SameOutput.mismatches(inputs.meshSuccesses, MeshPayloadMapper.success(for:), MeshHandWritten.success) }),
            Case(
                adapter: "mesh", callback: "exit", count: inputs.meshExits.count,
                library: { for payload in inputs.meshExits { BlackHole.consume(MeshPayloadMapper.exit(for: payload)) } },
                handWritten: { for payload in inputs.meshExits { BlackHole.consume(MeshHandWritten.exit(payload)) } },
                mismatches: { SameOutput.mismatches(inputs.meshExits, MeshPayloadMapper.exit(for:), MeshHandWritten.exit) }),
            Case(
                adapter: "meld", callback: "event", count: inputs.meldEvents.count, library: meld(inputs.meldEvents),
                handWritten: meldByHand(inputs.meldEvents), mismatches: meldMismatches(inputs.meldEvents)),
            Case(
                adapter: "meld", callback: "success", count: inputs.meldSuccesses.count,
                library: meld(inputs.meldSuccesses), handWritten: meldByHand(inputs.meldSuccesses),
                mismatches: meldMismatches(inputs.meldSuccesses)),
            Case(
                adapter: "meld", callback: "exit", count: inputs.meldExits.count, library: meld(inputs.meldExits),
                handWritten: meldByHand(inputs.meldExits), mismatches: meldMismatches(inputs.meldExits)),
        ]
    }
}
