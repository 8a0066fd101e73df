import Foundation
import ProviderKit
import Testing

@testable import ProviderKitPlaidLegacy

/// The mappings' fast path (metadata that reads without problems, read key by key or in one pass)
/// must give exactly what the general path (the `PLK…Metadata` mirrors) gives, value and problems,
/// for every payload; payloads it does not take must reach the general path unchanged.
@Suite struct FastPathTests {
    typealias Keys = PlaidLegacyLinkKit.PLKConstants

    /// Values of every kind, including the strings the mapping treats specially.
    static let values: [LinkJSONValue?] = [
        nil, .null, "", "x", "ITEM_ERROR", "INVALID_MFA", "requires_credentials", " requires_code ", "CONSENT", "MFA",
        "2024-05-01T12:00:00.000Z", "2024-05-01T12:00:00Z", "not a date", "ins_3", "café", "connected", .number(7),
        .number(7.5), .bool(true), .array([]), .array(["x"]), .object([:]), .object(["a": "b"]),
    ]

    static let eventKeys = [
        Keys.kPLKMetadataErrorTypeKey, Keys.kPLKMetadataErrorCodeKey, Keys.kPLKMetadataErrorMessageKey,
        Keys.kPLKMetadataExitStatusKey, Keys.kPLKMetadataInstitutionIdKey, Keys.kPLKMetadataInstitutionNameKey,
        Keys.kPLKMetadataInstitutionSearchQueryKey, Keys.kPLKMetadataLinkSessionIdKey, Keys.kPLKMetadataLinkRequestIdKey,
        Keys.kPLKMetadataRequestIdKey, Keys.kPLKMetadataMFATypeKey, Keys.kPLKMetadataViewNameKey,
        Keys.kPLKMetadataTimestampKey, "extra", "institution",
    ]

    /// A fixed pseudo-random sequence, so the table is the same on every run.
    struct Generator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        /// Mostly strings and nulls, so most payloads take the fast path.
        mutating func value(plainOnly: Bool) -> LinkJSONValue? {
            let value = FastPathTests.values[next(FastPathTests.values.count)]
            if plainOnly, let value, value.stringValue == nil, !value.isNull { return "s" }
            return value
        }
    }

    /// Every key alone with every value, every key with every value among plain others, then random payloads.
    static var eventPayloads: [LinkJSONValue] {
        var payloads: [LinkJSONValue] = [.null, .array([]), "x", .number(1), .object([:])]
        var generator = Generator()
        for key in eventKeys {
            for value in values {
                payloads.append(.object(value.map { [key: $0] } ?? [:]))
                var members: [String: LinkJSONValue] = [:]
                for other in eventKeys where generator.next(3) > 0 { members[other] = generator.value(plainOnly: true) }
                members[key] = value
                payloads.append(.object(members))
            }
        }
        for _ in 0..<2_000 {
            let plainOnly = generator.next(3) > 0
            var members: [String: LinkJSONValue] = [:]
            for key in eventKeys where generator.next(2) == 0 { members[key] = generator.value(plainOnly: plainOnly) }
            payloads.append(.object(members))
        }
        return payloads
    }

    @Test func eventsMapAsThroughTheMirror() {
        let names = ["OPEN", "TRANSITION_VIEW", "EXIT", "ERROR", "SOME_FUTURE_EVENT", ""]
        let received = Date(timeIntervalSince1970: 1_700_000_000)
        var fast = 0
        let payloads = Self.eventPayloads
        for (index, metadata) in payloads.enumerated() {
            let name = names[index % names.count]
            let mapped = PlaidLegacyMapping.event(name: name, metadata: metadata, receivedAt: received)
            let general = PlaidLegacyMapping.eventReadingEverything(name: name, metadata: metadata, receivedAt: received)
            if PLKPlainEventMetadata(metadata) != nil { fast += 1 }
            #expect(mapped.value == general.value, "\(name) \(metadata)")
            #expect(mapped.problems == general.problems, "\(name) \(metadata)")
        }
        #expect(fast > payloads.count / 3 && fast < payloads.count * 9 / 10, "\(fast) of \(payloads.count) on the fast path")
    }

    static let institutions: [LinkJSONValue?] = [
        nil, .null, .object([:]), .object(["name": "Citi", "institution_id": "ins_5"]), .object(["name": .number(5)]),
        .object(["institution_id": .null, "name": ""]), "Citi", .array([]), .object(["name": .object(["x": "y"])]),
    ]
    static let accounts: [LinkJSONValue] = [
        .object([
            "id": "a", "name": "Checking", "mask": "0000", "type": "depository", "subtype": "checking",
            "verification_status": .null,
        ]),
        .object(["id": "b", "type": "depository.checking", "verification_status": "pending_manual_verification"]),
        .object(["id": "c", "type": "checking"]), .object(["id": .number(5)]), .null, "x", .object([:]),
        .object(["id": "d", "type": " Investment ", "subtype": "403B", "verification_status": "weird", "other": "o"]),
        .object(["id": "e", "type": "credit", "subtype": "credit card", "mask": .bool(true)]),
    ]
    static let statuses: [LinkJSONValue?] = [nil, .null, "connected", "requires_credentials", .number(5), "CONNECTED", ""]

    /// Success and exit metadata: every field from its table, chosen at random, half of the time with
    /// only the values the fast path takes.
    static func outcomePayloads(count: Int) -> [LinkJSONValue] {
        var generator = Generator(state: 42)
        var payloads: [LinkJSONValue] = [.null, .array([]), "x", .object([:])]
        func pick<T>(_ table: [T]) -> T { table[generator.next(table.count)] }
        for _ in 0..<count {
            var members: [String: LinkJSONValue] = [:]
            members["institution"] = pick(institutions)
            members["status"] = pick(statuses)
            if generator.next(5) > 0 {
                let chosen = (0..<generator.next(4)).map { _ in pick(accounts) }
                members["accounts"] = pick([.array(chosen), .array(chosen), .null, "x", .object([:])] as [LinkJSONValue])
            }
            if generator.next(3) == 0 { members["account"] = pick(accounts) }
            if generator.next(3) == 0 { members["account_id"] = pick(["acc", .null, .number(9), ""] as [LinkJSONValue]) }
            members["link_session_id"] = pick(["s", .null, .number(3), nil] as [LinkJSONValue?])
            members["request_id"] = pick(["r", .null, .number(3), .object([:]), nil] as [LinkJSONValue?])
            members["plaid_api_request_id"] = pick(["old", .null, .number(4), nil, nil] as [LinkJSONValue?])
            if generator.next(5) == 0 { members["other"] = pick([.number(1), .object(["a": .number(1)]), "x"] as [LinkJSONValue]) }
            if generator.next(2) == 0 {
                members = members.filter { key, value in
                    switch value {
                    case .string, .null: return true
                    case .object(let nested): return ["institution", "account"].contains(key) && nested.values.allSatisfy { $0.stringValue != nil || $0.isNull }
                    case .array: return key == "accounts"
                    default: return false
                    }
                }
            }
            payloads.append(.object(members))
        }
        return payloads
    }

    @Test func successesMapAsThroughTheMirror() {
        var fast = 0
        let payloads = Self.outcomePayloads(count: 3_000)
        for metadata in payloads {
            let mapped = PlaidLegacyMapping.success(publicToken: "public-sandbox-x", metadata: metadata)
            let general = PlaidLegacyMapping.successReadingEverything(publicToken: "public-sandbox-x", metadata: metadata)
            if PLKPlainMetadata(metadata, nesting: .success) != nil, Self.accountsArePlain(metadata) { fast += 1 }
            #expect(mapped.value == general.value, "\(metadata)")
            #expect(mapped.problems == general.problems, "\(metadata)")
        }
        #expect(fast > payloads.count / 10 && fast < payloads.count * 9 / 10, "\(fast) of \(payloads.count) on the fast path")
    }

    /// `true` when every account the fast path reads passes `PLKPlainAccount`.
    static func accountsArePlain(_ metadata: LinkJSONValue) -> Bool {
        guard case .array(let elements)? = metadata["accounts"] else { return true }
        return elements.allSatisfy { element in element.objectValue.map { PLKPlainAccount($0) != nil } ?? false }
    }

    @Test func exitsMapAsThroughTheMirror() {
        let errors: [PlaidLegacyLinkKit.PLKExitError?] = [
            nil, PlaidLegacyLinkKit.PLKExitError(legacyError(type: "ITEM_ERROR", code: "INVALID_MFA")),
            PlaidLegacyLinkKit.PLKExitError(NSError(domain: NSURLErrorDomain, code: -1009)),
        ]
        var fast = 0
        let payloads = Self.outcomePayloads(count: 3_000)
        for (index, metadata) in payloads.enumerated() {
            let error = errors[index % errors.count]
            let mapped = PlaidLegacyMapping.exit(error: error, metadata: metadata)
            let general = PlaidLegacyMapping.exitReadingEverything(error: error, metadata: metadata)
            if PLKPlainExitMetadata(metadata) != nil { fast += 1 }
            #expect(mapped.value == general.value, "\(metadata)")
            #expect(mapped.problems == general.problems, "\(metadata)")
        }
        #expect(fast > payloads.count / 10 && fast < payloads.count * 9 / 10, "\(fast) of \(payloads.count) on the fast path")
    }
}
