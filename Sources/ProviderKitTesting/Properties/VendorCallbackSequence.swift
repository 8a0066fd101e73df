import ProviderKit

/// A random, reproducible run of vendor misbehaviour: events before and after the outcome,
/// successes, user exits, declared and unknown errors, duplicates of the first terminal callback,
/// late terminal callbacks of another kind, the interface vanishing, the app cancelling, and runs
/// where the vendor never sends a terminal callback at all.
///
/// The same seed and error keys always give the same steps, so a failing run is replayed with
/// `VendorCallbackSequence(seed:errorKeys:)`.
public struct VendorCallbackSequence: Sendable, Hashable, CustomStringConvertible {
    /// The seed the steps came from.
    public let seed: UInt64
    /// What happens, in order.
    public let steps: [VendorCallbackStep]

    /// The raw name every generated event starts with (unknown to every adapter, so it maps to
    /// `other`, carries no error and cannot change the outcome).
    public static let eventPrefix = "PK_PROPERTY_EVENT_"
    /// The error key no adapter declares.
    public static let unknownErrorKey = VendorErrorKey(type: "PK_PROPERTY_TYPE", code: "PK_PROPERTY_UNKNOWN")

    /// A sequence with the given steps (to replay one by hand).
    public init(seed: UInt64, steps: [VendorCallbackStep]) {
        self.seed = seed
        self.steps = steps
    }

    /// The sequence for `seed`, drawing errors from `errorKeys` (an adapter's declared keys) and
    /// ``unknownErrorKey``.
    public init(seed: UInt64, errorKeys: [VendorErrorKey]) {
        var random = SplitMix64(seed: seed)
        var builder = Builder(seed: seed, errorKeys: errorKeys + [Self.unknownErrorKey])
        // One run in eight: events only, the vendor forgets every terminal callback.
        if random.next() % 8 == 0 {
            for _ in 0..<Int(random.next() % 5) { builder.append(builder.event()) }
        } else {
            for _ in 0..<Int(random.next() % 4) { builder.append(builder.event()) }
            let first = builder.terminal(&random)
            builder.append(first)
            for _ in 0..<Int(random.next() % 7) {
                switch random.next() % 10 {
                case 0...3: builder.append(builder.event())
                case 4...5: builder.append(first)  // a duplicate of the first terminal callback
                default: builder.append(builder.terminal(&random))  // a late one, any kind
                }
            }
        }
        self.init(seed: seed, steps: builder.steps)
    }

    /// The seed and the steps, for a failure message.
    public var description: String {
        "seed \(seed): [\(steps.map(\.description).joined(separator: ", "))]"
    }

    private struct Builder {
        let seed: UInt64
        let errorKeys: [VendorErrorKey]
        var steps: [VendorCallbackStep] = []

        mutating func append(_ step: VendorCallbackStep) { steps.append(step) }

        func event() -> VendorCallbackStep { .event("\(VendorCallbackSequence.eventPrefix)\(steps.count)") }

        func terminal(_ random: inout SplitMix64) -> VendorCallbackStep {
            switch random.next() % 12 {
            case 0...3: return .success(secret: "public-property-\(seed)-\(steps.count)")
            case 4...5: return .userExit
            case 6...8: return .error(errorKeys[Int(random.next() % UInt64(errorKeys.count))])
            case 9...10: return .abandonment
            default: return .appCancel
            }
        }
    }
}
