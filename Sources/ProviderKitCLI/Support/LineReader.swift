import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file or standard input line by line into one reusable buffer, so memory stays flat
/// however long the input is. Lines end with `\n`; a trailing `\r` is dropped (except on a last
/// line without `\n`, as before).
///
/// Lines are handed out as bytes in place (``withNextLine(_:)``): finding the end of a line is one
/// `memchr`, and the unread rest of the buffer moves only when a line straddles the end of what was
/// read, not once per line.
///
/// A line is at most ``maximumLineLength`` bytes (by default ``defaultMaximumLineLength``, 1 MiB).
/// A longer line is never buffered whole: the reader stops as soon as it has seen more bytes than
/// that without a line feed, sets ``overlongLine`` to that line's number and reads nothing more
/// (an endless line, such as `/dev/zero`, ends the input at once). Memory stays below twice the
/// limit plus one chunk.
public struct LineReader {
    /// The longest line read by default, in bytes (without its line break): 1 MiB. Recorded vendor
    /// callbacks are a few kilobytes.
    public static let defaultMaximumLineLength = 1 << 20
    private let descriptor: Int32
    private var buffer: [UInt8]
    /// The first unread byte.
    private var start = 0
    /// The end of the bytes read so far.
    private var end = 0
    /// `[start, searched)` is known to hold no line feed.
    private var searched = 0
    private var reachedEnd = false
    /// The 1-based number of the line most recently returned.
    public private(set) var lineNumber = 0
    /// The longest line this reader returns, in bytes.
    public let maximumLineLength: Int
    /// The number of the line that was longer than ``maximumLineLength``, once one was found: the
    /// reader then returns no more lines and reads no more input.
    public private(set) var overlongLine: Int?
    /// Called before a read that would wait for more input (a pipe or terminal with nothing
    /// buffered), so output written so far can be flushed first.
    public var onStall: (() -> Void)?

    /// Reads from `handle` in chunks of `chunkSize` bytes (the buffer grows for longer lines, up
    /// to `maximumLineLength` bytes and one chunk).
    public init(handle: FileHandle, chunkSize: Int = 64 * 1024, maximumLineLength: Int = Self.defaultMaximumLineLength) {
        self.descriptor = handle.fileDescriptor
        self.buffer = [UInt8](repeating: 0, count: max(chunkSize, 16))
        self.maximumLineLength = max(maximumLineLength, 1)
    }

    /// The next line, or `nil` at the end of input. Invalid UTF-8 is replaced, never fatal.
    public mutating func nextLine() -> String? {
        withNextLine { bytes, _ in String(decoding: bytes, as: UTF8.self) }
    }

    /// Calls `body` with the next line's bytes (valid only during the call) and its 1-based number;
    /// `nil` at the end of input, or once a line longer than ``maximumLineLength`` was found
    /// (``overlongLine`` then says which).
    public mutating func withNextLine<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Result
    ) rethrows -> Result? {
        guard overlongLine == nil else { return nil }
        while true {
            if let newline = findLineFeed() {
                var lineEnd = newline
                if lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                guard lineEnd - start <= maximumLineLength else { return refuseOverlongLine() }
                let lineStart = start
                start = newline + 1
                searched = start
                lineNumber += 1
                let number = lineNumber
                return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]), number) }
            }
            // No line feed in the unread bytes: past the limit, the line is refused unread.
            if end - start > maximumLineLength + 1 { return refuseOverlongLine() }
            if reachedEnd {
                guard start < end else { return nil }
                guard end - start <= maximumLineLength else { return refuseOverlongLine() }
                let lineStart = start
                let lineEnd = end
                start = end
                searched = end
                lineNumber += 1
                let number = lineNumber
                return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]), number) }
            }
            fill()
        }
    }

    /// Marks the next line as too long and stops reading.
    private mutating func refuseOverlongLine<Result>() -> Result? {
        overlongLine = lineNumber + 1
        start = end
        searched = end
        return nil
    }

    private mutating func findLineFeed() -> Int? {
        guard searched < end else { return nil }
        let from = searched
        let found: Int? = buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let hit = memchr(base + from, 0x0A, end - from) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        if found == nil { searched = end }
        return found
    }

    /// Reads more input after the unread bytes, moving them to the front first (and growing the
    /// buffer when one line fills it).
    private mutating func fill() {
        if start > 0 {
            let count = end - start
            if count > 0 {
                buffer.withUnsafeMutableBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return }
                    memmove(base, base + start, count)
                }
            }
            searched -= start
            end = count
            start = 0
        }
        if end == buffer.count { buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count)) }
        if let onStall, !Self.hasInput(descriptor) { onStall() }
        let read = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            while true {
                #if canImport(Glibc)
                    let count = Glibc.read(descriptor, base + end, bytes.count - end)
                #else
                    let count = Darwin.read(descriptor, base + end, bytes.count - end)
                #endif
                if count < 0, errno == EINTR { continue }
                return count
            }
        }
        if read > 0 { end += read } else { reachedEnd = true }
    }

    /// `true` when a read would not wait (or the descriptor cannot be polled).
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }
}
