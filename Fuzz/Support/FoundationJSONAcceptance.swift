import Foundation

/// Whether Foundation takes a text as JSON, the way a replayer's fallback would: through
/// `JSONSerialization`, or through `JSONDecoder`, which accepts a few texts the former refuses
/// (a raw control character inside a member name, for one). A replayer hands a line its byte
/// decoder refuses to `JSONDecoder` and prints what that decodes, so the oracle must read the
/// strings of every such line.
enum FoundationJSONAcceptance {
    /// `true` when either of Foundation's JSON readers accepts `data`.
    static func accepts(_ data: Data) -> Bool {
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil { return true }
        return (try? JSONDecoder().decode(AnyValue.self, from: data)) != nil
    }

    /// Any JSON value, read through `Decodable` down to its leaves.
    private struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {
            if var elements = try? decoder.unkeyedContainer() {
                while !elements.isAtEnd { _ = try elements.decode(AnyValue.self) }
            } else if let members = try? decoder.container(keyedBy: AnyKey.self) {
                for key in members.allKeys { _ = try members.decode(AnyValue.self, forKey: key) }
            } else {
                _ = try decoder.singleValueContainer()
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
