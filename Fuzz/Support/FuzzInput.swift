import Foundation

/// The text of a fuzz input, and helpers shared by the targets.
public enum FuzzInput {
    /// The bytes as text, invalid UTF-8 replaced (as every ProviderKit reader does).
    public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// The bytes as `Data`.
    public static func data(_ data: UnsafePointer<UInt8>, _ size: Int) -> Data {
        Data(bytes: data, count: size)
    }

    /// The input's lines, split like the replay reader splits them: at `\n`, a trailing `\r`
    /// dropped, numbered from 1 (blank lines count).
    public static func lines(_ data: Data) -> [String] {
        // As the CLI's LineReader reads them: a `\r` before a `\n` is dropped, a `\r` ending a last line
        // without `\n` is kept (a diagnostic may point at it).
        let pieces = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var lines = pieces.enumerated().map { index, line in
            let terminated = index < pieces.count - 1
            return String(decoding: terminated && line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        if data.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }

    /// Runs main-actor code from libFuzzer's callback (which libFuzzer makes on the main thread),
    /// then lets the main queue run the tasks it scheduled, so nothing piles up between inputs.
    public static func onMainActor(_ body: @MainActor () -> Void) {
        MainActor.assumeIsolated { body() }
        RunLoop.main.run(until: Date())
    }
}
