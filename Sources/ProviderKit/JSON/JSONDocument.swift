/// A parsed JSON document together with the source position of every value, keyed by key path.
///
/// Key paths use dots for object members and brackets for array elements, for example
/// `providers.plaid.redirectURI` or `fallbacks[1]`. The root's path is the empty string.
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

    /// Appends an object member to a key path.
    package static func path(_ base: String, member: String) -> String {
        base.isEmpty ? member : "\(base).\(member)"
    }

    /// Appends an array index to a key path.
    package static func path(_ base: String, index: Int) -> String {
        "\(base)[\(index)]"
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
