import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMesh

/// `onEvent` messages mapped by ``MeshEventMapper/eventOfTypedObject(_:at:)`` must give exactly
/// what the general path gives; the messages come from a seeded generator built to hit the edges:
/// every listed type and near misses, non-ASCII and canonically equivalent spellings, missing and
/// mistyped `type` and `payload`, payloads of every JSON kind, `selectedIntegration` of every kind,
/// and error messages of every class.
@Suite struct MeshEventFastPathTests {
    static let timestamp = Date(timeIntervalSince1970: 1_714_564_800)

    static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    static var types: [LinkJSONValue?] {
        MeshEventKindTests.byteEdgeTypes.map { .string($0) } + [nil, .null, .number(1), .bool(true), .array([]), .object([:])]
    }

    static var messages: [String] {
        MeshErrorClassifier.classes.map(\.sampleMessage) + MeshErrorClassifier.classes.flatMap(\.phrases) + [
            "", "Invalid credentials", "Insufficient funds", "RATE LIMIT hit", "Ça ne marche pas", "invalid codes",
        ]
    }

    static func scalar(_ random: inout SplitMix64) -> LinkJSONValue {
        pick([.null, .string(""), .string("Robinhood"), .string("robinhood"), .string("Kraken ✓"), .number(2), .bool(false)], &random)
    }

    static func payload(_ random: inout SplitMix64) -> LinkJSONValue? {
        switch random.next() % 6 {
        case 0: return nil
        case 1: return scalar(&random)
        case 2: return .array([scalar(&random)])
        default:
            var fields: [String: LinkJSONValue] = [:]
            let keys = ["integrationType", "integrationName", "selectedIntegration", "page", "errorMessage", "status", "amount", "symbol"]
            for key in keys where random.next() % 3 == 0 {
                switch key {
                case "selectedIntegration":
                    var selected: [String: LinkJSONValue] = [:]
                    for inner in ["integrationType", "integrationName", "id", "name"] where random.next() % 2 == 0 {
                        selected[inner] = scalar(&random)
                    }
                    fields[key] = pick([.object(selected), .object(selected), .null, .string("robinhood"), .array([])], &random)
                case "errorMessage": fields[key] = pick(messages.map(LinkJSONValue.string) + [.null, .number(5)], &random)
                case "status": fields[key] = pick([.string("error"), .string("success"), .string("Error"), .null], &random)
                default: fields[key] = scalar(&random)
                }
            }
            return .object(fields)
        }
    }

    static func message(_ random: inout SplitMix64) -> LinkJSONValue {
        switch random.next() % 10 {
        case 0: return scalar(&random)
        case 1: return .object(["Undefined message": scalar(&random)])
        default:
            var members: [String: LinkJSONValue] = [:]
            if let type = pick(types, &random) { members["type"] = type }
            if let payload = payload(&random) { members["payload"] = payload }
            if random.next() % 8 == 0 { members["extra"] = .number(1) }
            return .object(members)
        }
    }

    @Test func eventsMapAsTheGeneralPathDoes() {
        var random = SplitMix64(seed: 0x5EED_0000_0000_0713)  // seeded: a failure reproduces
        var shortcut = 0
        for _ in 0..<6000 {
            let raw = Self.message(&random)
            let reference = MeshEventMapper.eventWithReference(from: raw, at: Self.timestamp)
            #expect(MeshEventMapper.event(from: raw, at: Self.timestamp) == reference, "\(raw)")
            if let fast = MeshEventMapper.eventOfTypedObject(raw, at: Self.timestamp) {
                shortcut += 1
                #expect(fast == reference, "\(raw)")
            }
        }
        #expect(shortcut > 2000 && shortcut < 5500, "\(shortcut) of 6000 took the shortcut")
    }
}
