import ProviderKit
extension JSONCursor {
    /// `true` when `bytes` is one JSON document that ``JSONParser`` accepts, written without a
    /// single escape and with ASCII member names, checked without building the value: for
    /// callers that only need to know a payload is well formed (a Meld `debug` message).
    ///
    /// `false` when the parser refuses the document, and also, without deciding, when a string
    /// holds an escape or a member name a non-ASCII byte: the parser compares names as Swift
    /// strings, under which two different byte sequences can be the same name, so such
    /// documents are left to it. Repeated names are refused as the parser refuses them.
    package static func isEscapeFreeDocument(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = JSONCursor(bytes)
        cursor.skipWhitespace()
        // A byte-order mark is skipped, as the parser skips it.
        if cursor.offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor.offset = 3 }
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else { return false }
        do {
            try cursor.skipValue(depth: 0, escapeFree: true)
        } catch {
            return false
        }
        cursor.skipWhitespace()
        return cursor.isAtEnd
    }

    /// Throws when `key` holds an escape or a non-ASCII byte, or repeats one of `names`; else adds it.
    func checkEscapeFreeName(_ key: JSONKey, against names: inout [UnsafeBufferPointer<UInt8>]) throws(Mismatch) {
        let name = key.bytesInPlace
        guard key.unescapedName == nil, !name.contains(where: { $0 >= 0x80 }) else { throw Mismatch(.unexpected, at: offset) }
        for earlier in names where earlier.count == name.count && earlier.elementsEqual(name) {
            throw Mismatch(.duplicateMember(String(decoding: name, as: UTF8.self)), at: offset)
        }
        names.append(name)
    }
}
