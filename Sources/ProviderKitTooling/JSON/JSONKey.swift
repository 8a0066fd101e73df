import ProviderKit
/// An object member's name as ``JSONCursor`` read it: the bytes in place when the name has no
/// escapes (almost always), so comparing it with a known name allocates nothing.
package struct JSONKey {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let unescaped: String?

    /// A name read in place.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.unescaped = nil
    }

    /// A name that held escapes, already decoded.
    package init(unescaped: String) {
        self.bytes = UnsafeBufferPointer(start: nil, count: 0)
        self.unescaped = unescaped
    }

    /// `true` when the name is exactly `name`.
    @inline(__always) package func equals(_ name: StaticString) -> Bool {
        guard unescaped == nil else { return unescaped == name.description }
        let count = name.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let expected = name.utf8Start
        for index in 0..<count where bytes[index] != expected[index] { return false }
        return true
    }

    /// The name's bytes in place, or an empty buffer when it held escapes (see ``unescapedName``).
    package var bytesInPlace: UnsafeBufferPointer<UInt8> { bytes }

    /// The decoded name when it held escapes, else `nil` (the name is ``bytesInPlace``).
    package var unescapedName: String? { unescaped }

    /// The name as a string.
    package var string: String { unescaped ?? String(decoding: bytes, as: UTF8.self) }
}
