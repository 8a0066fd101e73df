import ProviderKit

/// Finds where keys sit in an XML property list, by scanning for `<key>name</key>` in order.
struct XMLKeyLocator {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The position of the last segment of `path`, searching each segment after the previous one.
    /// An index segment (`[2]`) finds the third `<string>`, `<integer>`, … value after its key.
    func position(of path: [String]) -> SourcePosition? {
        var line = 0
        var column = 0
        var found: SourcePosition?
        for segment in path {
            if segment.hasPrefix("["), let index = Int(segment.dropFirst().dropLast()) {
                guard let hit = findValue(number: index, from: line, column: column) else { return found }
                found = hit
                line = hit.line - 1
                column = hit.column
            } else {
                guard let hit = find("<key>\(segment)</key>", from: line, column: column) else { return found }
                found = hit
                line = hit.line - 1
                column = hit.column
            }
        }
        return found
    }

    private func find(_ needle: String, from startLine: Int, column startColumn: Int) -> SourcePosition? {
        var index = startLine
        while index < lines.count {
            let line = lines[index]
            let searchStart =
                index == startLine
                ? line.index(line.startIndex, offsetBy: min(startColumn, line.count)) : line.startIndex
            if let range = line[searchStart...].range(of: needle) {
                return SourcePosition(
                    line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
            index += 1
        }
        return nil
    }

    /// The `number`-th element of the first `<array>` after the given point.
    private func findValue(number: Int, from startLine: Int, column startColumn: Int) -> SourcePosition? {
        guard let array = find("<array>", from: startLine, column: startColumn) else { return nil }
        let tags = ["<string>", "<integer>", "<real>", "<true/>", "<false/>", "<dict>", "<array>", "<date>", "<data>"]
        var remaining = number
        var index = array.line - 1
        var searchColumn = array.column - 1 + "<array>".count
        while index < lines.count {
            let line = lines[index]
            var cursor = line.index(line.startIndex, offsetBy: min(searchColumn, line.count))
            while cursor < line.endIndex,
                let hit = tags.compactMap({ line[cursor...].range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
            {
                if remaining == 0 {
                    return SourcePosition(
                        line: index + 1, column: line.distance(from: line.startIndex, to: hit.lowerBound) + 1)
                }
                remaining -= 1
                cursor = hit.upperBound
            }
            index += 1
            searchColumn = 0
        }
        return nil
    }
}
