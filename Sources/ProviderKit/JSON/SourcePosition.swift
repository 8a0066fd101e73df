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
