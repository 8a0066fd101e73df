import ProviderKit
extension NameIndex {
    /// The number of the name whose UTF-8 bytes are exactly `key`'s (its escapes decoded), as
    /// ``JSONKey/equals(_:)`` compares: for decoders with many members, one call instead of a
    /// chain of `equals`, each a call across modules.
    package func number(of key: JSONKey) -> Int? {
        guard var unescaped = key.unescapedName else { return number(ofUTF8: key.bytesInPlace) }
        return unescaped.withUTF8 { number(ofUTF8: $0) }
    }
}
