/// Text as a terminal may be given it: every character a terminal would act on or hide is shown as
/// an escape, so vendor text (an institution's or broker's name, an account's name, a message) can
/// neither forge a line, move the cursor, recolour or reorder what follows, nor hide a character.
///
/// Escaped (``isEscaped(_:)``): C0 controls (tab, line feed and carriage return included), DEL, C1
/// controls (U+0080–U+009F), the zero-width characters U+200B–U+200F, the line and paragraph
/// separators U+2028 and U+2029, the bidirectional embeddings and overrides U+202A–U+202E and
/// isolates U+2066–U+2069, U+2060–U+2064 and the byte order mark U+FEFF. Tab, line feed and carriage
/// return print as `\t`, `\n` and `\r`; the others as `\u{XX}` with the scalar's hex value (`\u{1B}`,
/// `\u{202E}`). Everything else, backslashes included, prints as it is: an escape in the output
/// may therefore also be text the vendor wrote, but no control ever reaches the terminal raw.
///
/// Pure functions: safe from any thread.
package enum TerminalText {
    /// `true` for a character that ``escaped(_:)`` shows as an escape.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// `text` with every character ``isEscaped(_:)`` accepts written as an escape, the rest unchanged.
    /// Idempotent: an escaped text holds no character that would be escaped again.
    package static func escaped(_ text: String) -> String {
        // The characters escaped start with a byte below 0x20, 0x7F, 0xC2, 0xE2 or 0xEF in UTF-8.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": output += "\\t"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case _ where isEscaped(scalar): output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// One line of text output: unless `revealingSecrets` (`--show-secrets`), with what has a
    /// credential's shape hidden (``SecretRedactor/redactShapes(_:)``, the rule records follow),
    /// then escaped. Redaction reads the text before it is escaped, so a control inside a token does
    /// not cut it.
    package static func line(_ text: String, revealingSecrets: Bool) -> String {
        escaped(revealingSecrets ? text : SecretRedactor.standard.redactShapes(text))
    }
}
