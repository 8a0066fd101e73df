import Foundation

/// The Swift sources of some modules, without comments and with whitespace normalized, to check
/// that a declaration a document lists exists and is public.
struct PublicSources {
    /// Every file's code, comments removed, whitespace normalized, joined.
    let text: String

    init(directories: [URL]) throws {
        var files: [String] = []
        for directory in directories {
            let walker = FileManager.default.enumerator(atPath: directory.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                files.append(try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
            }
        }
        text = files.map { file in
            Self.normalized(file.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: " "))
        }.joined(separator: " ")
    }

    /// One space between tokens; none inside brackets or before a closing one; no trailing commas.
    static func normalized(_ code: String) -> String {
        var result = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (from, to) in [("( ", "("), (" )", ")"), ("[ ", "["), (" ]", "]"), (",)", ")"), (",]", "]")] {
            result = result.replacingOccurrences(of: from, with: to)
        }
        return result
    }

    /// The type or extension a line opens (`struct Secret {` is `struct Secret`), or `nil`.
    static func container(_ line: String) -> String? {
        guard line.hasSuffix("{") else { return nil }
        let words = line.dropLast().split(separator: " ")
        for kind in ["struct", "enum", "protocol", "class", "extension"] {
            if let index = words.firstIndex(of: Substring(kind)), index + 1 < words.count, !line.contains("(") {
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber }
                return "\(kind) \(name)"
            }
        }
        return nil
    }

    /// `true` when `public <kind> <Name>` (or `extension <Name>`) is declared.
    func declaresType(_ container: String) -> Bool {
        if container.hasPrefix("extension ") { return text.contains(container) }
        let (kind, name) = (container.prefix { $0 != " " }, container.drop { $0 != " " }.dropFirst())
        return ["public \(kind) \(name)", "public final \(kind) \(name)"].contains { declared in
            text.range(of: declared).map { range in
                range.upperBound == text.endIndex || !(text[range.upperBound].isLetter || text[range.upperBound].isNumber)
            } ?? false
        }
    }

    /// `true` when `member` is declared: inside the body of a public protocol, as a requirement;
    /// as an enum case; otherwise with `public` right before it.
    func declares(member: String, in container: String?) -> Bool {
        let member = Self.normalized(member)
        if member.hasPrefix("case ") { return text.contains(member) }
        if let container, container.hasPrefix("protocol "), let body = body(of: "public \(container)") {
            return body.contains(member)
        }
        return text.contains("public \(member)")
    }

    /// The text between the braces that follow `declaration`.
    func body(of declaration: String) -> Substring? {
        guard let start = text.range(of: declaration), let open = text[start.upperBound...].firstIndex(of: "{") else { return nil }
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return text[text.index(after: open)..<index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The requirements in the body of `public protocol <name>`, each with its attributes and
    /// modifiers (`@MainActor static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun`),
    /// or `nil` when no such protocol is declared.
    func requirements(ofProtocol name: String) -> [String]? {
        guard let body = body(of: "public protocol \(name)") else { return nil }
        return Self.declarations(in: String(body))
    }

    /// `code` (normalized) cut into declarations: each starts at an attribute, a modifier or a
    /// declaration keyword outside brackets, once the previous declaration had its keyword.
    static func declarations(in code: String) -> [String] {
        let modifiers: Set = ["static", "mutating", "nonisolated", "public"]
        let keywords: Set = ["func", "var", "let", "init", "associatedtype", "subscript", "typealias"]
        var result: [[Substring]] = []
        var current: [Substring] = []
        var sawKeyword = false
        var depth = 0
        for token in normalized(code).split(separator: " ") {
            let word = token.prefix { $0.isLetter || $0 == "@" }
            let isKeyword = keywords.contains(String(word)) && (token == word || token.dropFirst(word.count).first == "(")
            let opens = depth == 0 && (token.hasPrefix("@") || modifiers.contains(String(token)) || isKeyword)
            if opens, sawKeyword {
                result.append(current)
                current = []
                sawKeyword = false
            }
            current.append(token)
            if depth == 0, isKeyword { sawKeyword = true }
            for character in token {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.joined(separator: " ") }
    }
}
