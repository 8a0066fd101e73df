import Foundation

extension StrictURLSyntax {
    /// The items of a query in this subset (the bytes after `?`, without the fragment) as
    /// `URLComponents.queryItems` gives them: none for an empty query, else split at `&` and each
    /// at its first `=` (no `=`: no value), names and values percent-decoded (`+` stays `+`).
    ///
    /// `nil` when a decoded name or value is not UTF-8: the caller then asks Foundation.
    /// `RedirectURIStrictMatchTests` and `NavigationFastPathTests` compare the items with
    /// Foundation's over tables of queries.
    package static func queryItems(_ query: UnsafeBufferPointer<UInt8>) -> [URLQueryItem]? {
        guard !query.isEmpty else { return [] }
        var items: [URLQueryItem] = []
        var start = 0
        while start <= query.count {
            var end = start
            var equals: Int?
            while end < query.count, query[end] != UInt8(ascii: "&") {
                if equals == nil, query[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            guard let name = decoded(UnsafeBufferPointer(rebasing: query[start..<(equals ?? end)])) else { return nil }
            if let equals {
                guard let value = decoded(UnsafeBufferPointer(rebasing: query[(equals + 1)..<end])) else { return nil }
                items.append(URLQueryItem(name: name, value: value))
            } else {
                items.append(URLQueryItem(name: name, value: nil))
            }
            start = end + 1
        }
        return items
    }

    /// `bytes` percent-decoded (every `%` starts a valid escape in this subset), or `nil` when the
    /// result is not UTF-8.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count {
                output.append(hexValue(bytes[index + 1]) << 4 | hexValue(bytes[index + 2]))
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        let text = String(decoding: output, as: UTF8.self)
        // Decoding repairs what is not UTF-8; such a value is left to Foundation.
        return text.utf8.elementsEqual(output) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return byte &- UInt8(ascii: "A") &+ 10
        }
    }
}
