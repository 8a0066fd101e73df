import Foundation
import ProviderKit

/// The strings of a `[meld-connect]<type>?<payload>` body for ``PlantedSecretOracle``: the type,
/// and the payload's strings when it is JSON or a `name=value` form (Meld's error metadata).
public enum MeldMessageStrings {
    /// The body's strings with their secrecy, or `nil` when the body is not a Meld message.
    public static func strings(ofBody body: String) -> [(text: String, secret: Bool)]? {
        let prefix = "[meld-connect]"
        guard body.hasPrefix(prefix) else { return nil }
        let rest = body.dropFirst(prefix.count)
        guard let mark = rest.firstIndex(of: "?") else { return [(String(rest), false)] }
        let type = String(rest[..<mark])
        let payload = String(rest[rest.index(after: mark)...])
        if let value = try? LinkJSONValue(parsing: payload) {
            return [(type, false)] + PlantedSecretOracle.strings(of: value)
        }
        guard let items = URLComponents(string: "x:?" + payload)?.queryItems else { return [(type, false)] }
        return [(type, false)]
            + items.flatMap { item in
                [(item.name, false)]
                    + PlantedSecretOracle.split(item.value ?? "", underSecret: SecretKeyClassifier.isSecret(item.name))
            }
    }
}
