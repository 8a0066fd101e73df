/// Malformed copies of a valid input (a transcript line, a configuration file, an Info.plist),
/// made deterministically, for tests that check what a parser says about broken input: every
/// copy missing one structural character (a quote, a colon, a comma, a bracket, an angle
/// bracket, a slash, an equals sign), and every prefix cut at a stride. A parser that quotes
/// what it read when it fails shows whatever secret sits next to the break.
public enum InputMutations {
    /// The characters whose loss breaks JSON, XML or URL structure.
    public static let structural: Set<Character> = ["\"", ":", ",", "{", "}", "[", "]", "<", ">", "/", "="]

    /// The input itself first, then each one-structural-character deletion, then the prefixes
    /// of every `stride` characters.
    public static func variants(of text: String, stride: Int = 7) -> [String] {
        let characters = Array(text)
        var variants = [text]
        for (index, character) in characters.enumerated() where structural.contains(character) {
            var copy = characters
            copy.remove(at: index)
            variants.append(String(copy))
        }
        for length in Swift.stride(from: 1, to: characters.count, by: max(1, stride)) {
            variants.append(String(characters[..<length]))
        }
        return variants
    }
}
