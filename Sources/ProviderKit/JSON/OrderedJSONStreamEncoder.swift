/// The `Encoder` an ``OrderedJSONStream`` hands to `encode(to:)`: one value position (slot).
struct OrderedJSONStreamEncoder: Encoder {
    let stream: OrderedJSONStream
    let slotID: Int
    let pathCount: Int

    var codingPath: [any CodingKey] { stream.codingPath(pathCount) }
    var userInfo: [CodingUserInfoKey: Any] { stream.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = stream.frame(forSlot: slotID, isObject: true)
        return KeyedEncodingContainer(
            OrderedJSONStreamKeyedContainer<Key>(
                stream: stream, frameIndex: frame?.index ?? -1, frameID: frame?.id ?? -1, pathCount: pathCount))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = stream.frame(forSlot: slotID, isObject: false)
        return OrderedJSONStreamUnkeyedContainer(
            stream: stream, frameIndex: frame?.index ?? -1, frameID: frame?.id ?? -1, pathCount: pathCount)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        OrderedJSONStreamSingleContainer(stream: stream, slotID: slotID, pathCount: pathCount)
    }
}

private struct OrderedJSONStreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let stream: OrderedJSONStream
    let frameIndex: Int
    let frameID: Int
    let pathCount: Int

    var codingPath: [any CodingKey] { stream.codingPath(pathCount) }

    private func begin(_ key: Key) throws {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: key.stringValue) else { throw stream.spoil() }
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        JSONWriter.append("null", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        JSONWriter.append(value ? "true" : "false", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        JSONWriter.writeString(value, into: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try stream.writeNumber(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(Double(value), forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try stream.withKey(key) { try stream.writeValue(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: key.stringValue) else {
            return KeyedEncodingContainer(
                OrderedJSONStreamKeyedContainer<NestedKey>(stream: stream, frameIndex: -1, frameID: -1, pathCount: pathCount))
        }
        let frame = stream.open(isObject: true)
        return KeyedEncodingContainer(
            OrderedJSONStreamKeyedContainer<NestedKey>(
                stream: stream, frameIndex: frame.index, frameID: frame.id, pathCount: pathCount))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: key.stringValue) else {
            return OrderedJSONStreamUnkeyedContainer(stream: stream, frameIndex: -1, frameID: -1, pathCount: pathCount)
        }
        let frame = stream.open(isObject: false)
        return OrderedJSONStreamUnkeyedContainer(
            stream: stream, frameIndex: frame.index, frameID: frame.id, pathCount: pathCount)
    }

    mutating func superEncoder() -> any Encoder { spoilt() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { spoilt() }

    /// A super encoder is left to the tree: an encoder the stream will refuse.
    private func spoilt() -> any Encoder {
        stream.spoilQuietly()
        return OrderedJSONStreamEncoder(stream: stream, slotID: -1, pathCount: pathCount)
    }
}

private struct OrderedJSONStreamUnkeyedContainer: UnkeyedEncodingContainer {
    let stream: OrderedJSONStream
    let frameIndex: Int
    let frameID: Int
    let pathCount: Int

    var codingPath: [any CodingKey] { stream.codingPath(pathCount) }
    var count: Int { stream.count(of: frameIndex, id: frameID) }

    private func begin() throws {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: nil) else { throw stream.spoil() }
    }

    mutating func encodeNil() throws {
        try begin()
        JSONWriter.append("null", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Bool) throws {
        try begin()
        JSONWriter.append(value ? "true" : "false", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: String) throws {
        try begin()
        JSONWriter.writeString(value, into: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Double) throws {
        try begin()
        try stream.writeNumber(value)
    }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int8) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int64) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt8) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt64) throws { try encode(Double(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try begin()
        try stream.withKey(IndexKey(intValue: index)) { try stream.writeValue(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: nil) else {
            return KeyedEncodingContainer(
                OrderedJSONStreamKeyedContainer<NestedKey>(stream: stream, frameIndex: -1, frameID: -1, pathCount: pathCount))
        }
        let frame = stream.open(isObject: true)
        return KeyedEncodingContainer(
            OrderedJSONStreamKeyedContainer<NestedKey>(
                stream: stream, frameIndex: frame.index, frameID: frame.id, pathCount: pathCount))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        guard stream.beginEntry(in: frameIndex, id: frameID, name: nil) else {
            return OrderedJSONStreamUnkeyedContainer(stream: stream, frameIndex: -1, frameID: -1, pathCount: pathCount)
        }
        let frame = stream.open(isObject: false)
        return OrderedJSONStreamUnkeyedContainer(
            stream: stream, frameIndex: frame.index, frameID: frame.id, pathCount: pathCount)
    }

    mutating func superEncoder() -> any Encoder {
        stream.spoilQuietly()
        return OrderedJSONStreamEncoder(stream: stream, slotID: -1, pathCount: pathCount)
    }

    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}

private struct OrderedJSONStreamSingleContainer: SingleValueEncodingContainer {
    let stream: OrderedJSONStream
    let slotID: Int
    let pathCount: Int

    var codingPath: [any CodingKey] { stream.codingPath(pathCount) }

    mutating func encodeNil() throws {
        try stream.fillSlot(slotID)
        JSONWriter.append("null", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Bool) throws {
        try stream.fillSlot(slotID)
        JSONWriter.append(value ? "true" : "false", to: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: String) throws {
        try stream.fillSlot(slotID)
        JSONWriter.writeString(value, into: &stream.state.pointee.bytes)
    }
    mutating func encode(_ value: Double) throws {
        try stream.fillSlot(slotID)
        try stream.writeNumber(value)
    }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int8) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int64) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt8) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(Double(value)) }
    mutating func encode(_ value: UInt64) throws { try encode(Double(value)) }

    /// A single value's own value: written in place (the tree stores it in the same node).
    mutating func encode<T: Encodable>(_ value: T) throws {
        try stream.fillSlot(slotID)
        try stream.writeValue(value)
    }
}
