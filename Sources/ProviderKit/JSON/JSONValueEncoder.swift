import Foundation

/// Encodes any `Encodable` value straight into a ``LinkJSONValue``, without producing JSON text.
///
/// Adapters keep each vendor payload as ``RawMetadata``. Going through `JSONEncoder` and back through
/// `JSONDecoder` serialises and re-parses every payload, on every event; this encoder builds the
/// value tree directly. It follows `JSONEncoder`'s default strategies: `Date` as seconds since
/// 2001 (its own `Encodable` form), `Data` as Base64, `URL` as its absolute string, `Decimal` and
/// every integer type as a number, and `nil` optionals omitted by `encodeIfPresent`.
package struct JSONValueEncoder {
    /// Values passed to every `Encodable` implementation, such as `CodingUserInfoKey/revealSecrets`.
    package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates an encoder.
    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Encodes `value`.
    ///
    /// - Throws: whatever the value's `encode(to:)` throws, or `EncodingError.invalidValue` for a
    ///   non-finite floating-point number (JSON has none).
    package func encode<Value: Encodable>(_ value: Value) throws -> LinkJSONValue {
        try tree(value).value
    }

    /// Encodes `value` as compact JSON text whose object members appear in the order the
    /// `encode(to:)` implementations wrote them (a member written twice keeps its first place).
    /// This is how ProviderKit writes its wire format (`docs/wire-format.md`): Foundation's
    /// `JSONEncoder` does not promise any member order on the OS versions ProviderKit supports.
    ///
    /// - Throws: as ``encode(_:)``.
    package func encodeOrderedText<Value: Encodable>(_ value: Value) throws -> String {
        var bytes: [UInt8] = []
        try encodeOrdered(value, appendingTo: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of ``encodeOrderedText(_:)``'s text to `bytes`, a buffer the caller
    /// may reuse for every record.
    ///
    /// The value is built as a tree of nodes that remember the order their members were written
    /// in, then written out. On error, `bytes` is left as it was.
    ///
    /// - Throws: as ``encode(_:)``.
    package func encodeOrdered<Value: Encodable>(_ value: Value, appendingTo bytes: inout [UInt8]) throws {
        let root = try tree(value)
        root.writeOrderedJSON(into: &bytes)
    }

    /// The value as a tree of nodes.
    func tree<Value: Encodable>(_ value: Value) throws -> JSONValueNode {
        let root = JSONValueNode()
        try JSONValueNode.encode(value, into: root, codingPath: [], userInfo: userInfo)
        return root
    }
}

struct JSONValueTreeEncoder: Encoder {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    let storedUserInfo: [CodingUserInfoKey: any Sendable]

    init(node: JSONValueNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.node = node
        self.codingPath = codingPath
        self.storedUserInfo = userInfo
    }

    var userInfo: [CodingUserInfoKey: Any] { storedUserInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(JSONValueKeyedContainer<Key>(node: node, codingPath: codingPath, userInfo: storedUserInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return JSONValueUnkeyedContainer(node: node, codingPath: codingPath, userInfo: storedUserInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONValueSingleContainer(node: node, codingPath: codingPath, userInfo: storedUserInfo)
    }
}

private struct JSONValueKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: any Sendable]

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.child(forKey: key.stringValue).set(try JSONValueNode.number(value, codingPath: codingPath + [key]))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.number(Double(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.number(Double(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.number(Double(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(UInt(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.child(forKey: key.stringValue).set(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JSONValueNode.encode(
            value, into: node.child(forKey: key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = node.child(forKey: key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(
            JSONValueKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key], userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.child(forKey: key.stringValue)
        child.becomeArray()
        return JSONValueUnkeyedContainer(node: child, codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueTreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath, userInfo: userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONValueTreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }
}

private struct JSONValueUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: any Sendable]

    var count: Int { node.count }

    private var indexKey: IndexKey { IndexKey(intValue: count) }

    mutating func encodeNil() throws { node.appendChild().set(.null) }
    mutating func encode(_ value: Bool) throws { node.appendChild().set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.appendChild().set(.string(value)) }
    mutating func encode(_ value: Double) throws {
        let number = try JSONValueNode.number(value, codingPath: codingPath + [indexKey])
        node.appendChild().set(number)
    }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { node.appendChild().set(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int64) throws { node.appendChild().set(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { node.appendChild().set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt64) throws { node.appendChild().set(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [indexKey]
        try JSONValueNode.encode(value, into: node.appendChild(), codingPath: path, userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [indexKey]
        let child = node.appendChild()
        child.becomeObject()
        return KeyedEncodingContainer(JSONValueKeyedContainer<NestedKey>(node: child, codingPath: path, userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [indexKey]
        let child = node.appendChild()
        child.becomeArray()
        return JSONValueUnkeyedContainer(node: child, codingPath: path, userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [indexKey]
        return JSONValueTreeEncoder(node: node.appendChild(), codingPath: path, userInfo: userInfo)
    }

    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}

private struct JSONValueSingleContainer: SingleValueEncodingContainer {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: any Sendable]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(try JSONValueNode.number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int64) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(UInt(value)) }
    mutating func encode(_ value: UInt64) throws { node.set(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try JSONValueNode.encode(value, into: node, codingPath: codingPath, userInfo: userInfo)
    }
}
