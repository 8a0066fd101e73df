import Foundation

/// Decodes JSON with `JSONDecoder` after ``JSONParser`` has read the same bytes, so every reader
/// built on Foundation's decoder refuses what the core parser refuses: a member named twice in
/// one object (at any depth), nesting deeper than ``JSONParser/maximumDepth``, and anything that
/// is not strict RFC 8259.
///
/// Foundation's decoders keep one of two members with the same name, and which one differs between
/// implementations; a document read by them and by ``JSONParser`` must not mean two things, so the
/// parser decides first. Stateless and thread-safe.
package enum StrictJSONDecoding {
    /// Decodes `type` from `data` once ``JSONParser`` accepts the text.
    ///
    /// - Throws: ``JSONSyntaxError`` (with the line, column and, for a repeated member, its name)
    ///   when the parser refuses the text; otherwise what `decoder` throws.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, using decoder: JSONDecoder = JSONDecoder()
    ) throws -> T {
        try check(data)
        return try decoder.decode(type, from: data)
    }

    /// Throws the first problem ``JSONParser`` finds in `data` (read as UTF-8), or returns.
    ///
    /// - Throws: ``JSONSyntaxError``.
    package static func check(_ data: Data) throws(JSONSyntaxError) {
        _ = try JSONParser.parse(String(decoding: data, as: UTF8.self), recordPositions: false).get()
    }
}
