/// A JSON document that could not be parsed, with the position of the first offending character.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the parser stopped.
    public var position: SourcePosition
    /// What the parser expected or found.
    public var message: String

    /// Creates a syntax error.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line L, column C: message`.
    public var description: String { "line \(position.line), column \(position.column): \(message)" }
}
