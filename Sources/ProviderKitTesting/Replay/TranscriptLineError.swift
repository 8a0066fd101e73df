import Foundation
import ProviderKit

/// A transcript line that could not be replayed.
public struct TranscriptLineError: LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the key path where possible, and what the line should look like.
    /// Redacted by ``/ProviderKit/SecretRedactor/standard`` whenever it is set: it never quotes a secret from the line.
    public var message: String {
        didSet { message = SecretRedactor.standard.redact(message) }
    }
    /// The column where a JSON syntax error was found, if that is the problem.
    public var column: Int?

    /// Creates an error.
    public init(message: String, column: Int? = nil) {
        self.message = SecretRedactor.standard.redact(message)
        self.column = column
    }

    /// The message, with the column when known.
    public var description: String { column.map { "column \($0): \(message)" } ?? message }

    /// The ``description``.
    public var errorDescription: String? { description }

    /// The error for a line that failed to decode: a JSON syntax error with its column, or a
    /// decoding error naming the key path, followed by what a line should look like.
    ///
    /// - Parameters:
    ///   - error: what the decoder threw.
    ///   - line: the line, re-parsed only on this failure path to find a syntax error's column.
    ///   - expected: an example of a valid line, shown after the problem.
    public init(decoding error: any Error, line: String, expected: String) {
        do {
            _ = try LinkJSONValue(parsing: line)
        } catch {
            self.init(message: "malformed JSON: \(error.message); expected \(expected)", column: error.position.column)
            return
        }
        // Only a decoding error is described: any other error's text is the decoder's and may quote the line.
        let problem =
            (error as? DecodingError).map { DecodingErrorDescription.describe($0) } ?? "the line could not be decoded"
        self.init(message: "\(problem); expected \(expected)")
    }
}
