/// Malformed copies of a valid input, made deterministically: every copy missing one structural
/// character (a quote, a colon, a comma, a bracket), and every prefix cut at a stride. A parser
/// that quotes what it read when it fails shows whatever secret sits next to the break.
enum LineMutations {
    /// The characters whose loss breaks JSON or XML structure.
    static let structural: Set<Character> = ["\"", ":", ",", "{", "}", "[", "]", "<", ">", "/", "="]

    /// The input itself, each one-structural-character deletion, and prefixes every `stride` characters.
    static func variants(of text: String, stride: Int = 7) -> [String] {
        let characters = Array(text)
        var variants = [text]
        for (index, character) in characters.enumerated() where structural.contains(character) {
            var copy = characters
            copy.remove(at: index)
            variants.append(String(copy))
        }
        for length in Swift.stride(from: 1, to: characters.count, by: stride) {
            variants.append(String(characters[..<length]))
        }
        return variants
    }
}
