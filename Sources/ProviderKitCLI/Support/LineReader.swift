import Foundation

/// Reads a file or standard input line by line in fixed-size chunks, so memory stays flat however
/// long the input is. Lines end with `\n`; a trailing `\r` is dropped.
public struct LineReader {
    private let handle: FileHandle
    private let chunkSize: Int
    private var buffer = Data()
    private var reachedEnd = false
    /// The 1-based number of the line most recently returned.
    public private(set) var lineNumber = 0

    /// Reads from `handle` in chunks of `chunkSize` bytes.
    public init(handle: FileHandle, chunkSize: Int = 64 * 1024) {
        self.handle = handle
        self.chunkSize = chunkSize
    }

    /// The next line, or `nil` at the end of input. Invalid UTF-8 is replaced, never fatal.
    public mutating func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var lineData = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                if lineData.last == UInt8(ascii: "\r") { lineData = lineData.dropLast() }
                lineNumber += 1
                return String(decoding: lineData, as: UTF8.self)
            }
            if reachedEnd {
                guard !buffer.isEmpty else { return nil }
                let rest = buffer
                buffer = Data()
                lineNumber += 1
                return String(decoding: rest, as: UTF8.self)
            }
            let chunk = (try? handle.read(upToCount: chunkSize)) ?? nil
            if let chunk, !chunk.isEmpty {
                buffer.append(chunk)
            } else {
                reachedEnd = true
            }
        }
    }
}
