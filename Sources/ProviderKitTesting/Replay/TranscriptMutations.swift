import Foundation

/// Deterministic near-misses of transcript lines, for checking a replayer's byte decoder against
/// its `Decodable` path: the byte decoder may refuse any line (the replayer then falls back), but a
/// line it accepts must decode exactly as `JSONDecoder` decodes it.
///
/// Each variant applies one to three edits to a line: a character or token inserted, replaced or
/// deleted (quotes, backslashes and escapes, brackets, digits, `null`, numbers that overflow or
/// underflow, non-ASCII text, control characters), a stretch deleted, or a stretch copied elsewhere
/// (which makes duplicate members). The same seed always gives the same variants.
public enum TranscriptMutations {
    private static let tokens: [String] = [
        "{", "}", "[", "]", "\"", "\\", ":", ",", " ", "\t", "0", "7", "-", ".", "e", "E", "+", "null", "true",
        "false", "1e400", "1e-400", "-0", "0.5", "12345678901234567890", "\\u0041", "\\ud800", "\\ude00",
        "\\ud83d\\ude00", "\\n", "\\/", "é", "😀", "\u{0}", "\u{1F}", "\u{FEFF}", "\u{2028}", "\"x\"", "[]", "{}",
    ]

    /// `count` variants of `lines`, the same for the same `seed`.
    public static func variants(of lines: [String], count: Int, seed: UInt64) -> [String] {
        guard !lines.isEmpty else { return [] }
        var random = SplitMix(state: seed)
        return (0..<count).map { _ in
            var characters = Array(lines[random.next(below: lines.count)])
            for _ in 0..<(1 + random.next(below: 3)) {
                let position = random.next(below: characters.count + 1)
                switch random.next(below: 5) {
                case 0:
                    characters.insert(contentsOf: tokens[random.next(below: tokens.count)], at: position)
                case 1 where position < characters.count:
                    characters.replaceSubrange(position...position, with: tokens[random.next(below: tokens.count)])
                case 2 where position < characters.count:
                    characters.remove(at: position)
                case 3 where position < characters.count:
                    let end = min(characters.count, position + 1 + random.next(below: 12))
                    characters.removeSubrange(position..<end)
                default:
                    guard characters.count > 2 else { break }
                    let start = random.next(below: characters.count - 1)
                    let end = min(characters.count, start + 2 + random.next(below: 40))
                    characters.insert(contentsOf: Array(characters[start..<end]), at: random.next(below: characters.count))
                }
            }
            return String(characters)
        }
    }

    /// Runs a byte decoder and its reference (the `JSONDecoder` path) on every line: how many lines
    /// the byte decoder accepted, and the ones it accepted that the reference refused or decoded
    /// differently (which must be none).
    public static func disagreements<Line: Equatable>(
        on lines: [String], byteDecoder: (UnsafeBufferPointer<UInt8>) -> Line?, reference: (String) -> Line?
    ) -> (accepted: Int, disagreements: [String]) {
        var accepted = 0
        var disagreements: [String] = []
        for line in lines {
            var bytes = line
            guard let fast = bytes.withUTF8(byteDecoder) else { continue }
            accepted += 1
            if reference(line) != fast { disagreements.append(line) }
        }
        return (accepted, disagreements)
    }

    /// What ``audit(transcripts:adapter:byteDecoder:reference:)`` found.
    public struct Audit: Sendable {
        /// Lines of `<adapter>-realistic.jsonl`, and how many the byte decoder accepted.
        public var realisticLines: Int, realisticAccepted: Int
        /// Lines of `<adapter>-malformed.jsonl` the reference refuses, and how many the byte decoder accepted.
        public var malformedLines: Int, malformedAccepted: Int
        /// Variants of both (``variants(of:count:seed:)``) the byte decoder accepted.
        public var variantsAccepted: Int
        /// Lines the byte decoder accepted that the reference refused or decoded differently.
        public var disagreements: [String]
    }

    /// Checks an adapter's byte decoder on its golden transcripts (`<adapter>-realistic.jsonl` and
    /// `<adapter>-malformed.jsonl` in `transcripts`) and on 6,000 variants of them.
    public static func audit<Line: Equatable>(
        transcripts: URL, adapter: String, byteDecoder: (UnsafeBufferPointer<UInt8>) -> Line?,
        reference: (String) -> Line?
    ) throws -> Audit {
        func lines(_ kind: String) throws -> [String] {
            try String(contentsOf: transcripts.appendingPathComponent("\(adapter)-\(kind).jsonl"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
        }
        let realistic = try lines("realistic")
        let malformed = try lines("malformed").filter { reference($0) == nil }
        let onRealistic = disagreements(on: realistic, byteDecoder: byteDecoder, reference: reference)
        let onMalformed = disagreements(on: malformed, byteDecoder: byteDecoder, reference: reference)
        let variants = variants(of: Array(realistic.prefix(60)) + (try lines("malformed")), count: 6_000, seed: 7)
        let onVariants = disagreements(on: variants, byteDecoder: byteDecoder, reference: reference)
        return Audit(
            realisticLines: realistic.count, realisticAccepted: onRealistic.accepted, malformedLines: malformed.count,
            malformedAccepted: onMalformed.accepted, variantsAccepted: onVariants.accepted,
            disagreements: onRealistic.disagreements + onMalformed.disagreements + onVariants.disagreements)
    }

    /// SplitMix64: small, fast and the same on every platform.
    private struct SplitMix {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }
}
