import Foundation
import Testing

@testable import ProviderKit
import ProviderKitTooling

/// Parses `text` and returns the syntax error it must raise.
private func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    do {
        let value = try LinkJSONValue(parsing: text)
        Issue.record("expected a syntax error, parsed \(value)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONParserTests {
    // MARK: - Valid documents

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "12", "-3.25", "1e3", "2.5E-2", "\"\"", "\"text\"", "[]", "{}",
        "[1,\"a\",null,true,false,{\"k\":[]}]",
        "{\"a\":{\"b\":{\"c\":[1,2,{\"d\":\"e\"}]}},\"z\":null}",
        "\"quote \\\" backslash \\\\ slash \\/ controls \\b\\f\\n\\r\\t\"",
        "\"\\u00e9\\u4e2d\\ud83d\\ude00\"",
    ])
    func validDocumentsRoundTripThroughTheWriter(text: String) throws {
        let value = try LinkJSONValue(parsing: text)
        let written = JSONWriter.string(value)
        let reparsed = try LinkJSONValue(parsing: written)
        #expect(reparsed == value, "\(text) -> \(written)")
        // Writing is deterministic, so a second round trip is a fixed point.
        #expect(JSONWriter.string(reparsed) == written)
    }

    @Test func parsedValuesHaveTheRightCases() throws {
        let value = try LinkJSONValue(parsing: #"{"s":"x","n":-1.5e2,"i":42,"t":true,"f":false,"z":null,"a":[1],"o":{}}"#)
        #expect(value["s"] == .string("x"))
        #expect(value["n"] == .number(-150))
        #expect(value["i"]?.intValue == 42)
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["z"] == .null)
        #expect(value["a"] == .array([.number(1)]))
        #expect(value["o"] == .object([:]))
        #expect(value["missing"] == nil)
    }

    @Test func writerSortsKeysAndFormatsNumbersCompactly() throws {
        let value = try LinkJSONValue(parsing: #"{ "b" : [1.0, 2.5, -0, 1e2], "a" : "x", "c" : { "z": 1, "y": 2 } }"#)
        #expect(JSONWriter.string(value) == #"{"a":"x","b":[1,2.5,0,100],"c":{"y":2,"z":1}}"#)
    }

    @Test func writerEscapesControlCharactersAndLineSeparators() {
        let value = LinkJSONValue.string("a\"b\\c\nd\re\tf\u{01}g\u{7F}h\u{2028}i\u{2029}jé😀")
        let written = JSONWriter.string(value)
        #expect(written == #""a\"b\\c\nd\re\tf\u0001g\u007fh\u2028i\u2029jé😀""#)
        #expect((try? LinkJSONValue(parsing: written)) == value)
    }

    @Test func writerKeepsTheOrderOfAnOrderedObject() {
        let text = JSONWriter.string(orderedObject: [("kind", "event"), ("b", 1), ("a", .null)])
        #expect(text == #"{"kind":"event","b":1,"a":null}"#)
    }

    @Test func nonFiniteNumbersAreWrittenAsNull() {
        #expect(JSONWriter.string(.number(.infinity)) == "null")
        #expect(JSONWriter.string(.number(.nan)) == "null")
    }

    @Test func surrogatePairsDecodeToOneScalar() throws {
        let value = try LinkJSONValue(parsing: #""\uD83D\uDE00 \ud83c\udff3""#)
        #expect(value == .string("😀 🏳"))
        #expect(value.stringValue?.unicodeScalars.first?.value == 0x1F600)
    }

    @Test(arguments: [
        (#""\uD83D""#, "lone high surrogate"),
        (#""\uD83Dx""#, "lone high surrogate"),
        (#""\uD83D\n""#, "lone high surrogate"),
        (#""\uDE00""#, "lone low surrogate"),
        (#""\uD83D\u0041""#, "invalid low surrogate"),
        (#""\u12""#, "four hexadecimal digits"),
        (#""\u12G4""#, "four hexadecimal digits"),
    ])
    func brokenUnicodeEscapesAreRefused(text: String, fragment: String) {
        let error = syntaxError(text)
        #expect(error?.message.contains(fragment) == true, "\(text): \(String(describing: error))")
        #expect(error?.position.line == 1)
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        #expect(try LinkJSONValue(parsing: "\u{FEFF}{\"a\":1}") == ["a": 1])
        #expect(try LinkJSONValue(parsing: "\u{FEFF}  [true]") == [true])
    }

    @Test func aByteOrderMarkAnywhereElseIsAnError() {
        let error = syntaxError("[1, \u{FEFF}2]")
        #expect(error?.position == SourcePosition(line: 1, column: 5))
        let afterSpace = syntaxError(" \u{FEFF}{}")
        #expect(afterSpace?.position == SourcePosition(line: 1, column: 2))
    }

    // MARK: - Syntax errors: line, column and message

    struct BadDocument: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let line: Int
        let column: Int
        let fragment: String
        var testDescription: String { name }
    }

    static let badDocuments: [BadDocument] = [
        BadDocument(name: "empty", text: "", line: 1, column: 1, fragment: "empty"),
        BadDocument(name: "only whitespace", text: " \n  ", line: 2, column: 2, fragment: "empty"),
        BadDocument(name: "trailing comma in object", text: #"{"a": 1,}"#, line: 1, column: 9, fragment: "trailing comma before '}'"),
        BadDocument(name: "trailing comma in array", text: "[1,2,]", line: 1, column: 6, fragment: "trailing comma before ']'"),
        BadDocument(
            name: "trailing comma on a later line", text: "{\n  \"a\": [\n    1,\n  ]\n}", line: 4, column: 3,
            fragment: "trailing comma before ']'"),
        BadDocument(name: "missing colon", text: #"{"a" 1}"#, line: 1, column: 6, fragment: "expected ':' after the member name"),
        BadDocument(name: "missing comma", text: #"{"a": 1 "b": 2}"#, line: 1, column: 9, fragment: "expected ',' or '}'"),
        BadDocument(name: "missing comma in array", text: "[1 2]", line: 1, column: 4, fragment: "expected ',' or ']'"),
        BadDocument(name: "unquoted key", text: "{a: 1}", line: 1, column: 2, fragment: "expected a quoted member name"),
        BadDocument(name: "single quotes", text: "['a']", line: 1, column: 2, fragment: "unexpected ''';"),
        BadDocument(name: "unterminated string", text: #"{"a": "abc"#, line: 1, column: 10, fragment: "unterminated string"),
        BadDocument(
            name: "unterminated string on line 2", text: "{\n\"key\": \"value", line: 2, column: 13,
            fragment: "unterminated string"),
        BadDocument(name: "unterminated escape", text: #""abc\"#, line: 1, column: 5, fragment: "unterminated escape"),
        BadDocument(name: "bad escape", text: #"["a\x"]"#, line: 1, column: 4, fragment: "invalid escape '\\x'"),
        BadDocument(name: "bad escape on line 3", text: "[\n1,\n\"ok\\q\"]", line: 3, column: 4, fragment: "invalid escape '\\q'"),
        BadDocument(name: "raw line feed in string", text: "[\"a\nb\"]", line: 1, column: 4, fragment: "control character U+A must be escaped"),
        BadDocument(name: "raw tab in string", text: "\"a\tb\"", line: 1, column: 3, fragment: "control character U+9 must be escaped"),
        BadDocument(name: "raw NUL in string", text: "\"\u{0}\"", line: 1, column: 2, fragment: "control character U+0 must be escaped"),
        BadDocument(name: "leading zero", text: "[01]", line: 1, column: 3, fragment: "leading zeros"),
        BadDocument(name: "negative leading zero", text: #"{"n": -007}"#, line: 1, column: 9, fragment: "leading zeros"),
        BadDocument(name: "bare minus", text: "-", line: 1, column: 1, fragment: "expected a digit"),
        BadDocument(name: "fraction without digits", text: "1.", line: 1, column: 2, fragment: "after '.'"),
        BadDocument(name: "exponent without digits", text: "[1e+]", line: 1, column: 5, fragment: "exponent"),
        BadDocument(name: "leading plus", text: "+1", line: 1, column: 1, fragment: "expected a JSON value"),
        BadDocument(name: "number out of range", text: "[1, 1e400]", line: 1, column: 5, fragment: "out of range"),
        BadDocument(name: "bad literal", text: "{\n  \"a\": 1,\n  \"b\": tru\n}", line: 3, column: 8, fragment: "expected 'true'"),
        BadDocument(name: "capitalised literal", text: "[True]", line: 1, column: 2, fragment: "expected a JSON value"),
        BadDocument(name: "NaN", text: "NaN", line: 1, column: 1, fragment: "expected a JSON value"),
        BadDocument(name: "duplicate key", text: #"{"a": 1, "a": 2}"#, line: 1, column: 10, fragment: "duplicate member \"a\""),
        BadDocument(
            name: "nested duplicate key", text: "{\"o\": {\n  \"k\": 1,\n  \"k\": 2}}", line: 3, column: 3,
            fragment: "duplicate member \"k\""),
        // A repeated name is reported before anything wrong with its value, and past the capacity an
        // object's dictionary starts with.
        BadDocument(name: "duplicate key before a malformed value", text: #"{"a": 1, "a": tru}"#, line: 1, column: 10, fragment: "duplicate member \"a\""),
        BadDocument(name: "duplicate key before an unclosed value", text: #"{"a": 1, "a": [1, 2"#, line: 1, column: 10, fragment: "duplicate member \"a\""),
        BadDocument(name: "duplicate key before a bad member", text: #"{"a": 1, "a": {"b": 1, "b": 2}}"#, line: 1, column: 10, fragment: "duplicate member \"a\""),
        BadDocument(name: "duplicate key with an object value", text: #"{"a": {}, "a": {"b": [1]}}"#, line: 1, column: 11, fragment: "duplicate member \"a\""),
        BadDocument(
            name: "duplicate key before a value nested too deep", text: #"{"a":1,"a":"# + String(repeating: "[", count: 300),
            line: 1, column: 8, fragment: "duplicate member \"a\""),
        BadDocument(
            name: "duplicate key after twenty members", text: "{" + manyMembers(20) + #""c":1}"#, line: 1, column: 122,
            fragment: "duplicate member \"c\""),
        BadDocument(
            name: "duplicate key on a later line, after a nested value", text: "{\"k\": [1,\n2],\n \"k\": {\"x\": \n[3]}}",
            line: 3, column: 2, fragment: "duplicate member \"k\""),
        BadDocument(name: "two documents", text: "{} {}", line: 1, column: 4, fragment: "after the end of the JSON value"),
        BadDocument(name: "comment", text: "{} // done", line: 1, column: 4, fragment: "after the end"),
        BadDocument(name: "unclosed object", text: #"{"a": 1"#, line: 1, column: 7, fragment: "unexpected end of input"),
        BadDocument(name: "unclosed array", text: "[1,\n2", line: 2, column: 1, fragment: "unexpected end of input"),
        BadDocument(name: "columns count scalars", text: "[\"😀é\", x]", line: 1, column: 8, fragment: "expected a JSON value"),
        BadDocument(name: "CRLF line endings", text: "{\r\n\"a\": 1,\r\n}", line: 3, column: 1, fragment: "trailing comma"),
    ]

    /// `"a":0,"b":0,…` for the first `count` letters (six characters each).
    static func manyMembers(_ count: Int) -> String {
        (0..<count).map { "\"\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))))\":0," }.joined()
    }

    @Test func objectsLargerThanTheInitialCapacityKeepEveryMember() throws {
        for count in [1, 15, 16, 17, 20, 26] {
            let text = "{" + Self.manyMembers(count).dropLast() + "}"
            let parsed = try LinkJSONValue(parsing: text)
            let foundation = try #require(
                JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(count) members")
            #expect(parsed.objectValue?.count == count)
            #expect(parsed == LinkJSONValue(foundationObject: foundation), "\(count) members")
        }
    }

    /// The replay decoders see a repeated name as a mismatch just after the second name, as when the
    /// name was checked before its value was read.
    @Test(arguments: [
        (#"{"a":1,"a":2}"#, 10), (#"{"a":1,"a":tru}"#, 10), (#"{"a":{"b":1},"a":[1,2,3]}"#, 16),
        (#"{"x":{"a":1,"a":null}}"#, 15),
    ])
    func cursorValueReportsARepeatedNameAfterIt(text: String, offset: Int) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = JSONCursor(UnsafeBufferPointer(buffer))
            do throws(JSONCursor.Mismatch) {
                let value = try cursor.value()
                Issue.record("parsed \(value)")
            } catch {
                #expect(error.offset == offset, "\(text)")
            }
        }
    }

    @Test(arguments: badDocuments)
    func syntaxErrorsReportLineAndColumn(document: BadDocument) {
        guard let error = syntaxError(document.text) else { return }
        #expect(
            error.position == SourcePosition(line: document.line, column: document.column),
            "\(document.name): got \(error)")
        #expect(error.message.contains(document.fragment), "\(document.name): got \(error.message)")
        #expect(error.description == "line \(error.position.line), column \(error.position.column): \(error.message)")
    }

    @Test func everySyntaxErrorPointsInsideTheText() {
        for document in Self.badDocuments {
            guard let error = syntaxError(document.text) else { continue }
            #expect(error.position.lies(in: document.text), "\(document.name): \(error.position)")
        }
    }

    @Test func positionsInsideATextAreExactlyItsCharactersAndLineBreaks() {
        #expect(SourcePosition(line: 1, column: 1).lies(in: ""))
        #expect(!SourcePosition(line: 1, column: 2).lies(in: ""))
        #expect(SourcePosition(line: 1, column: 2).lies(in: "ab"))
        #expect(!SourcePosition(line: 1, column: 3).lies(in: "ab"))
        #expect(SourcePosition(line: 1, column: 3).lies(in: "ab\nc"))
        #expect(!SourcePosition(line: 1, column: 4).lies(in: "ab\nc"))
        #expect(SourcePosition(line: 2, column: 1).lies(in: "ab\nc"))
        #expect(!SourcePosition(line: 3, column: 1).lies(in: "ab\nc"))
        #expect(!SourcePosition(line: 2, column: 1).lies(in: "ab\n"))
        #expect(!SourcePosition(line: 0, column: 1).lies(in: "ab"))
        #expect(SourcePosition(line: 1, column: 2).lies(in: "😀é"))
    }

    @Test func documentParsingReportsTheSameErrors() {
        for document in Self.badDocuments {
            do {
                _ = try JSONDocument(parsing: document.text)
                Issue.record("\(document.name) parsed")
            } catch {
                #expect(error.position == SourcePosition(line: document.line, column: document.column), "\(document.name)")
            }
        }
    }

    // MARK: - Depth

    @Test func nestingUpToTheMaximumDepthParses() throws {
        let depth = JSONParser.maximumDepth
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try LinkJSONValue(parsing: arrays)
        var levels = 0
        var current: LinkJSONValue? = value
        while let elements = current?.arrayValue {
            levels += 1
            current = elements.first
        }
        #expect(levels == depth)
    }

    @Test func nestingBeyondTheMaximumDepthThrows() {
        let depth = JSONParser.maximumDepth + 1
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = syntaxError(arrays)
        #expect(error?.message.contains("deeper than \(JSONParser.maximumDepth)") == true)
        #expect(error?.position == SourcePosition(line: 1, column: depth))

        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let objectError = syntaxError(objects)
        #expect(objectError?.message.contains("deeper than") == true)
        #expect(objectError?.position == SourcePosition(line: 1, column: 5 * (depth - 1) + 1))
    }

    @Test func hostileNestingThrowsInsteadOfCrashing() {
        let hostile = String(repeating: "[", count: 200_000)
        #expect(syntaxError(hostile)?.message.contains("deeper than") == true)
        let mixed = String(repeating: "{\"a\":[", count: 100_000)
        #expect(syntaxError(mixed)?.message.contains("deeper than") == true)
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(parsing: hostile) }
    }

    // MARK: - Key-path positions

    @Test func documentRecordsKeyAndValuePositionsByKeyPath() throws {
        let text = """
            {
              "version": 1,
              "fallbacks": ["a", "b"],
              "providers": {
                "plaid": {
                  "redirectURI": "https://app.example.com/cb"
                }
              }
            }
            """
        let document = try JSONDocument(parsing: text)
        #expect(document.valuePositions[""] == SourcePosition(line: 1, column: 1))
        #expect(document.keyPositions["version"] == SourcePosition(line: 2, column: 3))
        #expect(document.valuePositions["version"] == SourcePosition(line: 2, column: 14))
        #expect(document.keyPositions["fallbacks"] == SourcePosition(line: 3, column: 3))
        #expect(document.valuePositions["fallbacks"] == SourcePosition(line: 3, column: 16))
        #expect(document.valuePositions["fallbacks[0]"] == SourcePosition(line: 3, column: 17))
        #expect(document.valuePositions["fallbacks[1]"] == SourcePosition(line: 3, column: 22))
        #expect(document.keyPositions["fallbacks[1]"] == nil)
        #expect(document.keyPositions["providers.plaid"] == SourcePosition(line: 5, column: 5))
        #expect(document.keyPositions["providers.plaid.redirectURI"] == SourcePosition(line: 6, column: 7))
        #expect(document.valuePositions["providers.plaid.redirectURI"] == SourcePosition(line: 6, column: 22))

        // `position(of:)` prefers the key, falls back to the value, and is nil for unknown paths.
        #expect(document.position(of: "providers.plaid.redirectURI") == SourcePosition(line: 6, column: 7))
        #expect(document.position(of: "fallbacks[1]") == SourcePosition(line: 3, column: 22))
        #expect(document.position(of: "") == SourcePosition(line: 1, column: 1))
        #expect(document.position(of: "providers.mesh") == nil)
        #expect(document.root["providers"]?["plaid"]?["redirectURI"] == "https://app.example.com/cb")
    }

    @Test func keyPathsOfNestedArraysAndObjects() throws {
        let document = try JSONDocument(parsing: #"{"a":[[0,{"b":[true]}]]}"#)
        #expect(document.valuePositions["a[0][1].b[0]"] == SourcePosition(line: 1, column: 16))
        #expect(document.keyPositions["a[0][1].b"] == SourcePosition(line: 1, column: 11))
        #expect(Set(document.keyPositions.keys) == ["a", "a[0][1].b"])
        #expect(
            Set(document.valuePositions.keys) == ["", "a", "a[0]", "a[0][0]", "a[0][1]", "a[0][1].b", "a[0][1].b[0]"])
    }

    @Test func pathHelpers() {
        #expect(JSONDocument.path("", member: "version") == "version")
        #expect(JSONDocument.path("providers", member: "plaid") == "providers.plaid")
        #expect(JSONDocument.path("fallbacks", index: 2) == "fallbacks[2]")
        #expect(JSONDocument.path("", index: 0) == "[0]")
    }

    // MARK: - Accessors

    @Test func accessorsReturnNilForOtherCases() {
        let number: LinkJSONValue = 3.5
        #expect(number.numberValue == 3.5)
        #expect(number.intValue == nil)
        #expect(number.stringValue == nil)
        #expect(LinkJSONValue.number(1e300).intValue == nil)
        #expect(LinkJSONValue.number(-7).intValue == -7)
        #expect(LinkJSONValue.string("x").numberValue == nil)
        #expect(LinkJSONValue.null.isNull)
        #expect(!LinkJSONValue.bool(false).isNull)
        #expect(LinkJSONValue.array([]).objectValue == nil)
        #expect(LinkJSONValue.object([:]).arrayValue == nil)
        #expect(LinkJSONValue.string("x")["key"] == nil)
        #expect(
            [LinkJSONValue.null, true, 1, "s", [], [:]].map(\.kindDescription)
                == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }

    @Test func literalDictionaryKeepsTheLastRepeatedKey() {
        let value: LinkJSONValue = ["a": 1, "a": 2]
        #expect(value == .object(["a": .number(2)]))
    }

    @Test func codableRoundTripThroughFoundation() throws {
        let value: LinkJSONValue = ["a": [1, "two", nil, true], "b": ["c": 2.5]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(LinkJSONValue.self, from: data) == value)
    }
}
