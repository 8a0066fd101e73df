/// A parsed JSON document together with the source position of every value, keyed by key path.
///
/// Key paths use dots for object members and brackets for array elements, for example
/// `providers.plaid.redirectURI` or `fallbacks[1]`. A member whose name could be read as part of
/// a path (empty, or holding `.`, `[`, `]`, `"`, `\` or a control character) is written as a quoted
/// JSON string in brackets, `providers["eu.plaid"]`, so every value has its own path and a
/// position looked up by path is that value's. The root's path is the empty string.
package struct JSONDocument: Sendable {
    /// The parsed value.
    package let root: LinkJSONValue
    /// The position where each value starts, by key path.
    package let valuePositions: [String: SourcePosition]
    /// The position of each object member's key, by the member's key path.
    package let keyPositions: [String: SourcePosition]

    /// Parses `text` as one JSON document.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    package init(parsing text: String) throws(JSONSyntaxError) {
        let parsed = try JSONParser.parse(text, recordPositions: true).get()
        root = parsed.root
        valuePositions = parsed.valuePositions
        keyPositions = parsed.keyPositions
    }

    /// The best position to report for `path`: the member's key if it has one, else the value.
    package func position(of path: String) -> SourcePosition? {
        keyPositions[path] ?? valuePositions[path]
    }

    /// Appends an object member to a key path: `base.name`, or `base["name"]` (the name written as
    /// a JSON string) when the name is empty or holds `.`, `[`, `]`, `"`, `\` or a control
    /// character, so that no two values share a path, whatever their names.
    package static func path(_ base: String, member: String) -> String {
        guard isPlainMemberName(member) else { return base + "[" + JSONWriter.string(.string(member)) + "]" }
        return base.isEmpty ? member : "\(base).\(member)"
    }

    /// Appends an array index to a key path.
    package static func path(_ base: String, index: Int) -> String {
        "\(base)[\(index)]"
    }

    /// Appends `relative`, itself a key path (such as `countryCodes[2]` or `options.region`), to
    /// `base`.
    package static func path(_ base: String, appending relative: String) -> String {
        if base.isEmpty || relative.isEmpty { return base + relative }
        return relative.hasPrefix("[") ? base + relative : "\(base).\(relative)"
    }

    /// One step of a key path.
    package enum Step: Sendable, Hashable {
        /// An object member, by name.
        case member(String)
        /// An array element, by index.
        case index(Int)
    }

    /// The steps of a key path made by ``path(_:member:)`` and ``path(_:index:)``, or `nil` when
    /// `path` is not such a path.
    package static func steps(of path: String) -> [Step]? {
        var steps: [Step] = []
        let bytes = Array(path.utf8)
        var index = 0
        var expectsMember = true
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "."):
                guard !steps.isEmpty else { return nil }
                index += 1
                expectsMember = true
            case UInt8(ascii: "["):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                    // A quoted name: the JSON string up to its closing quote, then `]`.
                    let parsed = JSONParser.value(in: bytes, at: index + 1)
                    guard case .string(let name)? = parsed.value, parsed.end < bytes.count,
                        bytes[parsed.end] == UInt8(ascii: "]")
                    else { return nil }
                    steps.append(.member(name))
                    index = parsed.end + 1
                } else {
                    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")),
                        let number = Int(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)), number >= 0
                    else { return nil }
                    steps.append(.index(number))
                    index = close + 1
                }
                expectsMember = false
            default:
                guard expectsMember else { return nil }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "[") { end += 1 }
                steps.append(.member(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
                expectsMember = false
            }
        }
        return steps
    }

    /// The path of the value that holds the value at `path`: `nil` for the root (`""`) and for a
    /// text that is not a key path.
    package static func parent(of path: String) -> String? {
        guard let steps = steps(of: path), !steps.isEmpty else { return nil }
        return steps.dropLast().reduce("") { base, step in
            switch step {
            case .member(let name): return Self.path(base, member: name)
            case .index(let index): return Self.path(base, index: index)
            }
        }
    }

    /// `true` for a name written as is in a key path.
    private static func isPlainMemberName(_ name: String) -> Bool {
        !name.isEmpty
            && !name.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }
}

extension LinkJSONValue {
    /// Parses one JSON text (RFC 8259) without recording positions.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    package init(parsing text: String) throws(JSONSyntaxError) {
        self = try JSONParser.parse(text, recordPositions: false).get().root
    }
}
