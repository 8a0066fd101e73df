import Foundation
import ProviderKit
import Testing

@Suite struct JSONValueEncoderTests {
    private enum Kind: String, Codable { case checking, savings }

    private struct Account: Codable {
        var id: String
        var mask: String?
        var kind: Kind
        var balance: Double
        var cents: Int64
        var flags: [Bool]
        var tags: [String: Int]
        var byNumber: [Int: String]
        var opened: Date
        var logo: Data
        var site: URL
        var amount: Decimal
        var nested: [[Int8]]
        var token: Secret
        var missing: String?
    }

    private static let sample = Account(
        id: "acc_1", mask: nil, kind: .savings, balance: 12.5, cents: -4_200, flags: [true, false], tags: ["a": 1, "b": 2],
        byNumber: [1: "one", 22: "twenty-two"], opened: Date(timeIntervalSinceReferenceDate: 1_234.5),
        logo: Data([0, 1, 2, 250]), site: URL(string: "https://bank.example.com/x?y=1")!, amount: Decimal(string: "10.25")!,
        nested: [[1, 2], [], [-3]], token: Secret("tok-1"), missing: nil)

    /// The reference: what JSONEncoder writes, parsed back.
    private func viaJSONText<T: Encodable>(_ value: T, reveal: Bool = false) throws -> LinkJSONValue {
        let encoder = JSONEncoder()
        if reveal { encoder.userInfo[.revealSecrets] = true }
        return try JSONDecoder().decode(LinkJSONValue.self, from: try encoder.encode(value))
    }

    @Test func matchesJSONEncoderForEveryKindOfValue() throws {
        let direct = try JSONValueEncoder().encode(Self.sample)
        #expect(direct == (try viaJSONText(Self.sample)))
        #expect(direct["token"] == .string(Secret.redactedPlaceholder))
        #expect(direct["missing"] == nil, "nil optionals are omitted, as JSONEncoder does")
        #expect(direct["mask"] == nil)
        #expect(direct["site"] == "https://bank.example.com/x?y=1")
        #expect(direct["logo"] == "AAEC+g==")
        #expect(direct["byNumber"] == ["1": "one", "22": "twenty-two"])
    }

    @Test func userInfoReachesEncodableImplementations() throws {
        let revealed = try JSONValueEncoder(userInfo: [.revealSecrets: true]).encode(Self.sample)
        #expect(revealed["token"] == "tok-1")
        #expect(revealed == (try viaJSONText(Self.sample, reveal: true)))
    }

    @Test func topLevelScalarsArraysAndJSONValuesEncode() throws {
        #expect(try JSONValueEncoder().encode("x") == "x")
        #expect(try JSONValueEncoder().encode(42) == 42)
        #expect(try JSONValueEncoder().encode([1.5, 2]) == [1.5, 2])
        #expect(try JSONValueEncoder().encode(Optional<Int>.none) == .null)
        let value: LinkJSONValue = ["a": [1, "two", nil, ["b": true]]]
        #expect(try JSONValueEncoder().encode(value) == value)
    }

    @Test func nonFiniteNumbersThrowWithTheirPath() {
        struct Reading: Encodable { var value: Double }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Reading(value: .nan)) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.infinity]) }
    }
}
