import Foundation
import ProviderKit

/// Foundation's property-list parse errors, made safe to print.
///
/// Foundation quotes input in some messages (`Encountered unknown tag <whatever the file had>
/// on line 3`). ``describe(_:)`` keeps only the words of Foundation's own vocabulary, numbers and
/// single quoted characters.
enum PlistParseErrorDescription {
    /// The words Foundation's XML and old-style plist parsers use in their messages, and the plist tag names.
    static let vocabulary: Set<String> = [
        "encountered", "unknown", "unexpected", "tag", "on", "line", "at", "in", "close", "does", "not", "match",
        "open", "character", "could", "interpret", "misformatted", "real", "integer", "string", "key", "dict",
        "array", "data", "date", "true", "false", "plist", "eof", "end", "of", "file", "while", "parsing",
        "malformed", "byte", "group", "invalid", "hex", "missing", "semicolon", "dictionary", "expected", "value",
        "terminating", "premature", "empty", "found", "without", "a", "an", "the", "for", "after", "before", "to",
        "element", "elements", "entity", "reference", "cdata", "comment", "tags", "xml", "header", "encoding",
        "old-style", "parser", "too", "large", "number", "unterminated", "quoted", "quote", "with", "is", "was",
        "and", "or", "no", "closing", "opening", "bracket", "brace", "parenthesis", "comma", "format", "text",
    ]

    /// Foundation's message with every word outside its vocabulary replaced by `…`.
    static func describe(_ detail: String) -> String {
        var words: [String] = []
        for word in detail.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()"))
            let safe =
                vocabulary.contains(trimmed.lowercased()) || (!trimmed.isEmpty && trimmed.allSatisfy(\.isNumber))
                || (trimmed.count == 3 && trimmed.first == "'" && trimmed.last == "'")
                || (trimmed.hasPrefix("<") && vocabulary.contains(trimmed.dropFirst().dropLast().lowercased()))
                || (trimmed.hasPrefix("0x") && trimmed.count <= 6 && trimmed.dropFirst(2).allSatisfy(\.isHexDigit))
            let shown = safe ? String(word) : "…"
            if shown == "…", words.last == "…" { continue }
            words.append(shown)
        }
        return String(words.joined(separator: " ").prefix(200))
    }
}
