import Foundation
import ProviderKit

/// The strings of a JSON text that repeats member names, each with whether it is secret by the
/// same rule as ``PlantedSecretOracle/strings(of:)``. The project's parser refuses such text, but
/// a replayer hands a line its byte decoder refuses to Foundation's decoder, which accepts it and
/// keeps one of the values: the oracle must see every one of them. The same holds for the few
/// texts only `JSONDecoder` accepts (``FoundationJSONAcceptance``).
enum TolerantJSONStrings {
    /// Every string of `text`, in order, members with the same name included; `nil` when
    /// Foundation does not accept the text either.
    static func strings(of text: String) -> [(text: String, secret: Bool)]? {
        let data = Data(text.utf8)
        guard FoundationJSONAcceptance.accepts(data) else { return nil }
        let bytes = Array(text.utf8)
        var result: [(text: String, secret: Bool)] = []
        // Per open container: whether it is an object, and for an array whether its elements are secret.
        var stack: [(isObject: Bool, secret: Bool)] = []
        var key: String?
        var expectingKey = false
        var index = 0
        func valueIsSecret() -> Bool {
            guard let top = stack.last else { return false }
            return top.isObject ? key.map(SecretKeyClassifier.isSecret) ?? false : top.secret
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                stack.append((true, false))
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append((false, valueIsSecret()))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                // Foundation accepts a few texts this walk does not follow (trailing bytes it
                // ignores): an unmatched bracket closes nothing.
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last?.isObject ?? false
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                let literal = String(decoding: bytes[index...min(end, bytes.count - 1)], as: UTF8.self)
                let string = (try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed])) as? String ?? ""
                if expectingKey {
                    key = string
                    expectingKey = false
                    result.append((string, false))
                } else {
                    result += PlantedSecretOracle.split(string, underSecret: valueIsSecret())
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return result
    }
}
