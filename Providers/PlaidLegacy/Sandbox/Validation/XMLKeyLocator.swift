import ProviderKit

/// Where the keys and values of an XML property list sit, found in one pass over the text.
///
/// The scan follows the plist's structure (`<dict>` with `<key>` and value pairs, `<array>` with
/// indexed values) and records the position of every dictionary key and array element down to
/// ``maximumDepth`` levels, so a key path (`["PLKPlaidLinkConfiguration", "product", "[1]"]`)
/// is found in constant time. Comments, processing instructions, `DOCTYPE` and `CDATA` sections
/// are skipped. The cost is linear in the text whatever it holds: each character is read once,
/// and paths longer than ``maximumPathLength`` characters are not recorded.
struct XMLKeyLocator {
    /// The deepest path recorded (Info.plist checks look three levels down at most).
    static let maximumDepth = 4
    /// The longest path recorded, in characters: longer keys are never looked up.
    static let maximumPathLength = 1024

    /// The position of the root value's tag (the top-level `<dict>`), or for a text that is not
    /// an XML plist (an old-style plist), of its first character other than white space, or for
    /// a text of white space alone (an empty old-style plist), its first character; `nil` only for
    /// an empty text, which has no position.
    var rootPosition: SourcePosition? {
        rootTagPosition ?? firstContentPosition ?? (scalars.isEmpty ? nil : SourcePosition(line: 1, column: 1))
    }
    private var rootTagPosition: SourcePosition?
    private var firstContentPosition: SourcePosition?
    /// The position of every recorded key (for dictionary members) or value tag (for array
    /// elements), by path joined with ``separator``.
    private var positions: [String: SourcePosition] = [:]
    private static let separator = "\u{1F}"

    private enum Container {
        case dictionary(path: [String]?, pendingKey: (name: String, position: SourcePosition)?)
        case array(path: [String]?, count: Int)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var stack: [Container] = []

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        scan()
    }

    /// The position of `path`'s last segment: a key's `<key>` tag, or an array element's value tag.
    func position(of path: [String]) -> SourcePosition? {
        path.isEmpty ? rootPosition : positions[path.joined(separator: Self.separator)]
    }

    // MARK: - Scanning

    private mutating func scan() {
        while index < scalars.count {
            if firstContentPosition == nil, !scalars[index].properties.isWhitespace {
                firstContentPosition = SourcePosition(line: line, column: column)
            }
            if scalars[index] == "<" {
                readMarkup()
            } else {
                advance()
            }
        }
    }

    /// Reads one piece of markup starting at `<`.
    private mutating func readMarkup() {
        let start = SourcePosition(line: line, column: column)
        if skip(from: "<!--", to: "-->") || skip(from: "<?", to: "?>") || skip(from: "<![CDATA[", to: "]]>")
            || skip(from: "<!", to: ">")
        {
            return
        }
        advance()  // <
        let closing = peek == "/"
        if closing { advance() }
        var name = String.UnicodeScalarView()
        while let scalar = peek, scalar != ">", scalar != "/", !scalar.properties.isWhitespace {
            if name.count < 16 { name.append(scalar) }
            advance()
        }
        var selfClosing = false
        while let scalar = peek, scalar != ">" {
            selfClosing = scalar == "/"
            advance()
        }
        advance()  // >
        handleTag(String(name), closing: closing, selfClosing: selfClosing, at: start)
    }

    private mutating func handleTag(_ name: String, closing: Bool, selfClosing: Bool, at start: SourcePosition) {
        if closing {
            if name == "dict" || name == "array", !stack.isEmpty { stack.removeLast() }
            return
        }
        switch name {
        case "plist":
            return
        case "key":
            let key = selfClosing ? "" : readText()
            if case .dictionary(let path, _) = stack.last {
                stack[stack.count - 1] = .dictionary(path: path, pendingKey: (key, start))
            }
        case "dict", "array":
            let path = beginValue(at: start)
            guard !selfClosing else { return }
            stack.append(name == "dict" ? .dictionary(path: path, pendingKey: nil) : .array(path: path, count: 0))
        default:
            _ = beginValue(at: start)
        }
    }

    /// Records a value starting at `start`; returns its path, or `nil` when it is not recorded.
    private mutating func beginValue(at start: SourcePosition) -> [String]? {
        guard let container = stack.last else {
            if rootTagPosition == nil { rootTagPosition = start }
            return []
        }
        var path: [String]?
        switch container {
        case .dictionary(let parent, let pendingKey):
            guard let pendingKey else { return nil }
            path = parent.map { $0 + [pendingKey.name] }
            stack[stack.count - 1] = .dictionary(path: parent, pendingKey: nil)
            record(path, at: pendingKey.position)
        case .array(let parent, let count):
            path = parent.map { $0 + ["[\(count)]"] }
            stack[stack.count - 1] = .array(path: parent, count: count + 1)
            record(path, at: start)
        }
        guard let path, path.count < Self.maximumDepth, path.reduce(0, { $0 + $1.count }) <= Self.maximumPathLength
        else { return nil }
        return path
    }

    private mutating func record(_ path: [String]?, at position: SourcePosition) {
        guard let path, path.count <= Self.maximumDepth, path.reduce(0, { $0 + $1.count }) <= Self.maximumPathLength
        else { return }
        let key = path.joined(separator: Self.separator)
        if positions[key] == nil { positions[key] = position }
    }

    /// The text up to the next `<`, with the five XML entities and numeric references decoded.
    private mutating func readText() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek, scalar != "<" {
            if scalar == "&", let decoded = readEntity() {
                text.append(decoded)
            } else {
                if text.count <= Self.maximumPathLength { text.append(scalar) }
                advance()
            }
        }
        return String(text)
    }

    /// Decodes `&name;` at the cursor, or returns `nil` (reading nothing) when it is not an entity.
    private mutating func readEntity() -> Unicode.Scalar? {
        var end = index + 1
        while end < scalars.count, end - index <= 10, scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";" else { return nil }
        var body = String.UnicodeScalarView()
        body.append(contentsOf: scalars[(index + 1)..<end])
        let name = String(body)
        let decoded: Unicode.Scalar?
        switch name {
        case "lt": decoded = "<"
        case "gt": decoded = ">"
        case "amp": decoded = "&"
        case "quot": decoded = "\""
        case "apos": decoded = "'"
        default:
            if name.hasPrefix("#x") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                decoded = nil
            }
        }
        guard decoded != nil else { return nil }
        while index <= end { advance() }
        return decoded
    }

    /// Skips from `opening` through `closing` when the cursor is at `opening`.
    private mutating func skip(from opening: String, to closing: String) -> Bool {
        guard matches(opening) else { return false }
        for _ in opening.unicodeScalars { advance() }
        while index < scalars.count, !matches(closing) { advance() }
        for _ in closing.unicodeScalars { advance() }
        return true
    }

    private func matches(_ text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }
}
