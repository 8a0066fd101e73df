import Foundation

/// One node of the tree under construction. Containers share nodes by reference so nested
/// containers can fill them in after they were created, as the `Encoder` protocol requires.
final class JSONValueNode {
    private enum Content {
        case unset
        case leaf(LinkJSONValue)
        /// Members by key, and the keys in the order they were first written.
        case object([String: JSONValueNode], order: [String])
        case array([JSONValueNode])
    }

    private var content = Content.unset

    var value: LinkJSONValue {
        switch content {
        case .unset: return .object([:])
        case .leaf(let value): return value
        case .object(let members, _): return .object(members.mapValues(\.value))
        case .array(let elements): return .array(elements.map(\.value))
        }
    }

    func set(_ value: LinkJSONValue) { content = .leaf(value) }

    func becomeObject() {
        if case .object = content { return }
        content = .object([:], order: [])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func child(forKey key: String) -> JSONValueNode {
        becomeObject()
        guard case .object(var members, var order) = content else { return JSONValueNode() }
        if let existing = members[key] { return existing }
        let node = JSONValueNode()
        members[key] = node
        order.append(key)
        content = .object(members, order: order)
        return node
    }

    func appendChild() -> JSONValueNode {
        becomeArray()
        guard case .array(var elements) = content else { return JSONValueNode() }
        let node = JSONValueNode()
        elements.append(node)
        content = .array(elements)
        return node
    }

    var count: Int {
        switch content {
        case .array(let elements): return elements.count
        case .object(let members, _): return members.count
        default: return 0
        }
    }

    /// Appends the node as compact JSON text, object members in the order they were written.
    /// Leaves (including a ``LinkJSONValue`` encoded whole) are written by ``JSONWriter``.
    func writeOrderedJSON(into bytes: inout [UInt8]) {
        switch content {
        case .unset:
            bytes.append(contentsOf: "{}".utf8)
        case .leaf(let value):
            JSONWriter.write(value, into: &bytes)
        case .object(let members, let order):
            bytes.append(UInt8(ascii: "{"))
            for (offset, key) in order.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONWriter.writeString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                members[key]?.writeOrderedJSON(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                element.writeOrderedJSON(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// Encodes `value` into `node`, handling the types `JSONEncoder` special-cases.
    static func encode<Value: Encodable>(
        _ value: Value, into node: JSONValueNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        switch value {
        case let string as String: node.set(.string(string))
        case let bool as Bool: node.set(.bool(bool))
        case let url as URL: node.set(.string(url.absoluteString))
        case let data as Data: node.set(.string(data.base64EncodedString()))
        case let decimal as Decimal: node.set(.number(NSDecimalNumber(decimal: decimal).doubleValue))
        case let json as LinkJSONValue: node.set(json)
        default:
            try value.encode(to: JSONValueTreeEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
        }
    }

    static func number(_ value: Double, codingPath: [any CodingKey]) throws -> LinkJSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "JSON has no \(value)."))
        }
        return .number(value)
    }
}
