/// A 1-based line and column in a text document, used to point at the exact place of a problem.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, counted in Unicode scalars.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers use.
    package var description: String { "\(line):\(column)" }

    /// Orders positions by line, then column.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourcePosition {
    /// `true` when the position points at a character of `text`: its line exists, and its column
    /// is within the line or at the line break that ends it. The only position in an empty text
    /// is 1:1. Every diagnostic ProviderKit reports about a text satisfies this.
    package func lies(in text: String) -> Bool {
        guard line >= 1, column >= 1 else { return false }
        if text.isEmpty { return line == 1 && column == 1 }
        var currentLine = 1
        var length = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if currentLine == line { return column <= length + 1 }
                currentLine += 1
                length = 0
            } else {
                length += 1
            }
        }
        return currentLine == line && column <= length
    }
}

extension SourcePosition {
    /// The position inside `text` nearest to `line` and `column`: the line clamped to the text's
    /// lines, the column to that line's characters and line break. For positions other tools
    /// report (a property-list parser's "line 12"), which may point past the end.
    package static func nearest(line: Int, column: Int, in text: String) -> SourcePosition {
        var lengths: [Int] = [0]
        for scalar in text.unicodeScalars {
            if scalar == "\n" { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        // A final empty line (after a last line break) has no character: its line break belongs to the line before.
        if lengths.count > 1, lengths[lengths.count - 1] == 0 { lengths.removeLast() }
        let clampedLine = min(max(1, line), lengths.count)
        let endsWithBreak = clampedLine < lengths.count || text.unicodeScalars.last == "\n"
        let lastColumn = max(1, lengths[clampedLine - 1] + (endsWithBreak ? 1 : 0))
        return SourcePosition(line: clampedLine, column: min(max(1, column), lastColumn))
    }
}
