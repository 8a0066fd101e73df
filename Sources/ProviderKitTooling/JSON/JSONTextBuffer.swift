import ProviderKit
/// A growable run of bytes that the JSON writers append to: the buffer ``OrderedJSONWriter``
/// writes each printed line into.
///
/// It does what `[UInt8]` does for a writer, without the checks an array makes on every append
/// (uniqueness, then the generic copy): an append is a capacity test and a copy. It is not
/// copyable, so exactly one owner frees its memory, and it is not thread-safe.
package struct JSONTextBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes the buffer holds.
    package private(set) var count = 0

    /// An empty buffer, which allocates on its first append.
    package init() {
        // Never read or freed: with no capacity, the first append allocates.
        base = UnsafeMutablePointer(bitPattern: 0x10)!
        capacity = 0
    }

    deinit {
        if capacity > 0 { base.deallocate() }
    }

    /// Makes room for `additional` more bytes.
    @inline(__always) package mutating func reserve(_ additional: Int) {
        if capacity &- count < additional { grow(toHold: count + additional) }
    }

    @inline(never) private mutating func grow(toHold needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 256)
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if capacity > 0 {
            UnsafeMutableRawPointer(newBase).copyMemory(from: base, byteCount: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always) package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends `bytes`.
    @inline(__always) package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count &+= bytes.count
    }

    /// Appends `bytes`.
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of a literal.
    @inline(__always) package mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Empties the buffer, keeping its memory.
    package mutating func removeAll() {
        count = 0
    }

    /// Calls `body` with the bytes, valid only during the call.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: capacity > 0 ? base : nil, count: count))
    }

    /// The bytes, as an array.
    package var bytes: [UInt8] {
        withBytes { Array($0) }
    }
}

/// Where ``JSONWriter`` writes: `[UInt8]` or a ``JSONTextBuffer``. The writers are written once,
/// for any sink, and specialized for each.
protocol JSONByteSink: ~Copyable {
    /// Makes room for `additional` more bytes, or does nothing.
    mutating func reserve(_ additional: Int)
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONTextBuffer: JSONByteSink {}

extension Array: JSONByteSink where Element == UInt8 {
    /// Nothing: `reserveCapacity` with a growing count would reallocate on every call.
    @inline(__always) func reserve(_ additional: Int) {}

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
