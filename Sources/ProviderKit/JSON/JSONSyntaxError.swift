/// A JSON document that could not be parsed, with the position of the first offending character.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the parser stopped.
    package var position: SourcePosition
    /// What the parser expected or found.
    package var message: String

    /// Creates a syntax error.
    package init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line L, column C: message`.
    package var description: String { "line \(position.line), column \(position.column): \(message)" }
}
