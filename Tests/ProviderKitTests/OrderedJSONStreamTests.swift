import Foundation
import Testing

@testable import ProviderKit
import ProviderKitTooling

/// `JSONValueEncoder.encodeOrdered` streams values straight into bytes; the tree it replaced is
/// the reference. Every record of the wire format, and every way an `encode(to:)` can use the
/// `Encoder` protocol, must give the tree's exact text.
@Suite struct OrderedJSONStreamTests {
    static func treeText<Value: Encodable>(_ value: Value, reveal: Bool = false) throws -> String {
        var bytes: [UInt8] = []
        try JSONValueEncoder(userInfo: [.revealSecrets: reveal]).tree(value).writeOrderedJSON(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func streamText<Value: Encodable>(_ value: Value, reveal: Bool = false) throws -> String {
        try JSONValueEncoder(userInfo: [.revealSecrets: reveal]).encodeOrderedText(value)
    }

    static func expectSame<Value: Encodable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for reveal in [false, true] {
            #expect(try streamText(value, reveal: reveal) == treeText(value, reveal: reveal), sourceLocation: sourceLocation)
        }
    }

    @Test func everyWireRecordStreamsAsTheTreeWritesIt() throws {
        for success in WireFormatTests.successes { try Self.expectSame(success) }
        for exit in WireFormatTests.exits { try Self.expectSame(exit) }
        for event in WireFormatTests.events { try Self.expectSame(event) }
        for diagnostic in WireFormatTests.diagnostics { try Self.expectSame(diagnostic) }
        for outcome in WireFormatTests.successes.map(LinkOutcome.success) + WireFormatTests.exits.map(LinkOutcome.exit) {
            try Self.expectSame(outcome)
        }
    }

    @Test func scalarsNumbersAndSpecialTypesStreamAsTheTreeWritesThem() throws {
        try Self.expectSame("quote \" backslash \\ newline \n tab \t nul \u{0} del \u{7F} sep \u{2028}\u{2029} é 😀")
        try Self.expectSame([1.0, -0.0, 0.5, 1e15, 1e15 - 1, -1e20, 123456789.125, .leastNonzeroMagnitude])
        try Self.expectSame([Int.max, Int.min, 0, -7])
        try Self.expectSame([UInt8(7), 255])
        try Self.expectSame(Float(1.5))
        try Self.expectSame([true, false])
        try Self.expectSame(URL(string: "https://example.com/a?b=c")!)
        try Self.expectSame([URL(string: "https://example.com/x"), nil])
        try Self.expectSame(Data([0, 1, 2, 254, 255]))
        try Self.expectSame(Optional(Data([9])))
        try Self.expectSame(Decimal(string: "12.5")!)
        try Self.expectSame(["b": 1, "a": 2])
        try Self.expectSame(LinkJSONValue.object(["z": [1, "x", nil], "a": ["k": true]]))
        try Self.expectSame(["a", nil] as [String?])
        try Self.expectSame(Optional<Optional<String>>.some(nil))
    }

    @Test func unusualEncodersStreamAsTheTreeWritesThem() throws {
        for shape in UnusualShape.allCases { try Self.expectSame(UnusualValue(shape: shape)) }
    }

    /// The wire format streams without ever falling back; the shapes a stream cannot follow do fall
    /// back (and still give the tree's text, above).
    @Test func wireRecordsStreamWithoutFallingBack() throws {
        func streams<Value: Encodable>(_ value: Value) -> Bool {
            (try? OrderedJSONStream(userInfo: [:]).writeDocument(value)) != nil
        }
        for success in WireFormatTests.successes { #expect(streams(success)) }
        for exit in WireFormatTests.exits { #expect(streams(exit)) }
        for event in WireFormatTests.events { #expect(streams(event)) }
        for diagnostic in WireFormatTests.diagnostics { #expect(streams(diagnostic)) }
        let fallsBack: Set<UnusualShape> = [.duplicateKey, .parentAfterNestedChild, .superEncoder, .singleValueTwice, .singleThenKeyed]
        for shape in UnusualShape.allCases {
            #expect(streams(UnusualValue(shape: shape)) == !fallsBack.contains(shape), "\(shape)")
        }
    }

    @Test func aNonFiniteNumberFailsAsWithTheTree() {
        #expect(throws: EncodingError.self) { try Self.streamText(["x": Double.nan]) }
        #expect(throws: EncodingError.self) { try Self.treeText(["x": Double.infinity]) }
        var bytes = Array("kept".utf8)
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encodeOrdered([1, .infinity], appendingTo: &bytes) }
        #expect(bytes == Array("kept".utf8))
    }

    /// One writer for many records (as `providerkit` prints), falling back and streaming again.
    @Test func aReusedWriterWritesEveryRecordAsTheTreeDoes() throws {
        let writer = OrderedJSONWriter(userInfo: [.revealSecrets: true])
        for event in WireFormatTests.events {
            try writer.write(event)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == (try Self.treeText(event, reveal: true)))
            try writer.write(UnusualValue(shape: .duplicateKey))
            #expect(String(decoding: writer.bytes, as: UTF8.self) == (try Self.treeText(UnusualValue(shape: .duplicateKey))))
        }
        for success in WireFormatTests.successes {
            try writer.write(success)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == (try Self.treeText(success, reveal: true)))
        }
        #expect(throws: EncodingError.self) { try writer.write([Double.nan]) }
        #expect(writer.bytes.isEmpty)
    }

    @Test func recordsAppendToTheCallersBuffer() throws {
        var bytes = Array("prefix ".utf8)
        try JSONValueEncoder().encodeOrdered(WireFormatTests.diagnostics[0], appendingTo: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix " + (try Self.treeText(WireFormatTests.diagnostics[0])))
    }
}

/// Ways to use the `Encoder` protocol that a stream cannot follow in order, or that are simply rare.
enum UnusualShape: CaseIterable {
    case writesNothing, duplicateKey, parentAfterNestedChild, nestedContainers, containerTwice, superEncoder
    case singleValueTwice, singleThenKeyed, unkeyedNested, emptyContainers, codingPathRead
}

struct UnusualValue: Encodable {
    let shape: UnusualShape

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    func encode(to encoder: any Encoder) throws {
        switch shape {
        case .writesNothing:
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(Nothing(), forKey: Key("nothing"))
        case .duplicateKey:
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("first", forKey: Key("a"))
            try container.encode(1, forKey: Key("b"))
            try container.encode("second", forKey: Key("a"))
        case .parentAfterNestedChild:
            var container = encoder.container(keyedBy: Key.self)
            var child = container.nestedContainer(keyedBy: Key.self, forKey: Key("child"))
            try child.encode(1, forKey: Key("x"))
            try container.encode(2, forKey: Key("after"))
            try child.encode(3, forKey: Key("late"))
        case .nestedContainers:
            var container = encoder.container(keyedBy: Key.self)
            var child = container.nestedContainer(keyedBy: Key.self, forKey: Key("child"))
            try child.encode(1, forKey: Key("x"))
            var list = child.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode("a")
            try list.encodeNil()
            try container.encode(true, forKey: Key("flag"))
        case .containerTwice:
            var first = encoder.container(keyedBy: Key.self)
            try first.encode(1, forKey: Key("a"))
            var second = encoder.container(keyedBy: Key.self)
            try second.encode(2, forKey: Key("b"))
        case .superEncoder:
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            var base = container.superEncoder().container(keyedBy: Key.self)
            try base.encode("base", forKey: Key("b"))
        case .singleValueTwice:
            var single = encoder.singleValueContainer()
            try single.encode("one")
            try single.encode("two")
        case .singleThenKeyed:
            var single = encoder.singleValueContainer()
            try single.encode(5)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(6, forKey: Key("k"))
        case .unkeyedNested:
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode("v", forKey: Key("k"))
            var innerList = list.nestedUnkeyedContainer()
            try innerList.encode(2.5)
            try list.encode(Nothing())
        case .emptyContainers:
            var container = encoder.container(keyedBy: Key.self)
            _ = container.nestedContainer(keyedBy: Key.self, forKey: Key("object"))
            _ = container.nestedUnkeyedContainer(forKey: Key("array"))
        case .codingPathRead:
            var container = encoder.container(keyedBy: Key.self)
            try container.encode([PathEcho(), PathEcho()], forKey: Key("paths"))
        }
    }

    struct PathEcho: Encodable {
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
        }
    }
}
