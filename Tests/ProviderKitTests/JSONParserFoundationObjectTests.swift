import Foundation
import Testing

@testable import ProviderKit

/// `LinkJSONValue` made from Foundation objects (part of ``JSONParserTests``).
extension JSONParserTests {
    // MARK: - Foundation objects

    @Test func foundationNullAndNil() {
        #expect(LinkJSONValue(foundationObject: NSNull()) == .null)
        #expect(LinkJSONValue(foundationObject: nil) == .null)
        let inner: String? = nil
        #expect(LinkJSONValue(foundationObject: [inner as Any?]) == .array([.null]))
    }

    @Test func foundationBooleansStayBooleansAndNumbersStayNumbers() {
        #expect(LinkJSONValue(foundationObject: NSNumber(value: true)) == .bool(true))
        #expect(LinkJSONValue(foundationObject: NSNumber(value: false)) == .bool(false))
        #expect(LinkJSONValue(foundationObject: true) == .bool(true))
        #expect(LinkJSONValue(foundationObject: NSNumber(value: 1)) == .number(1))
        #expect(LinkJSONValue(foundationObject: NSNumber(value: 0)) == .number(0))
        #expect(LinkJSONValue(foundationObject: NSNumber(value: 2.5)) == .number(2.5))
        #expect(LinkJSONValue(foundationObject: 1) == .number(1))
        #expect(LinkJSONValue(foundationObject: 0) == .number(0))
        #expect(LinkJSONValue(foundationObject: -4.25) == .number(-4.25))
        #expect(LinkJSONValue(foundationObject: "true") == .string("true"))
    }

    @Test func foundationObjectsFromJSONSerialization() throws {
        let data = Data(#"{"flag":true,"off":false,"one":1,"zero":0,"pi":3.5,"none":null,"list":[1,true,"x",{"n":null}],"s":"t"}"#.utf8)
        let object = try JSONSerialization.jsonObject(with: data)
        let value = LinkJSONValue(foundationObject: object)
        #expect(
            value == [
                "flag": true, "off": false, "one": 1, "zero": 0, "pi": 3.5, "none": nil,
                "list": [1, true, "x", ["n": nil]], "s": "t",
            ])
    }

    @Test func foundationNestedCollections() {
        let metadata: [String: Any] = [
            "institution": ["name": "Bank", "institution_id": "ins_1"] as [String: Any],
            "accounts": [["id": "a1", "mask": NSNull(), "verified": NSNumber(value: true)] as [String: Any]] as [Any],
            "matrix": [[1, 2], [3]] as [[Int]],
            "status": NSNull(),
        ]
        let value = LinkJSONValue(foundationObject: metadata)
        #expect(value["institution"] == ["name": "Bank", "institution_id": "ins_1"])
        #expect(value["accounts"] == [["id": "a1", "mask": nil, "verified": true]])
        #expect(value["matrix"] == [[1, 2], [3]])
        #expect(value["status"] == .null)
        #expect(LinkJSONValue(foundationObject: NSArray(array: [NSNull(), "a"])) == [nil, "a"])
        #expect(LinkJSONValue(foundationObject: NSDictionary(dictionary: ["k": NSNumber(value: 3)])) == ["k": 3])
    }

    @Test func foundationDatesURLsAndData() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(LinkJSONValue(foundationObject: date) == .string("2023-11-14T22:13:20Z"))
        #expect(
            LinkJSONValue(foundationObject: URL(string: "https://app.example.com/cb?x=1")!)
                == .string("https://app.example.com/cb?x=1"))
        #expect(LinkJSONValue(foundationObject: Data([0, 1, 2, 250])) == .string("AAEC+g=="))
        #expect(LinkJSONValue(foundationObject: ["when": date] as [String: Any]) == ["when": "2023-11-14T22:13:20Z"])
    }

    @Test func foundationObjectsWithoutAJSONEquivalentBecomeText() {
        struct Opaque: CustomStringConvertible { var description: String { "opaque-value" } }
        #expect(LinkJSONValue(foundationObject: Opaque()) == .string("opaque-value"))
    }
}
