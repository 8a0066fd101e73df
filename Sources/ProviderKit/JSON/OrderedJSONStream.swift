import Foundation

/// Writes an `Encodable` value as compact JSON straight into UTF-8 bytes, object members in the
/// order `encode(to:)` writes them: exactly the text of ``JSONValueEncoder/encodeOrderedText(_:)``'s
/// tree, without building the tree.
///
/// A stream can only follow `encode(to:)` implementations that fill containers one after another,
/// as the wire format's and synthesized conformances do. Anything else (writing to a container after
/// a later sibling was started, naming a member twice, a `superEncoder`, reusing an encoder after
/// its value was written, a value that throws) marks the stream as spoilt, and
/// ``JSONValueEncoder/encodeOrdered(_:appendingTo:)`` writes the value again through the tree, which
/// handles all of it. The output is the same either way.
final class OrderedJSONStream {
    /// The stream cannot follow this use of the `Encoder` protocol; the tree will.
    struct Spoilt: Error {}

    /// An object or array whose opening bracket is written and closing bracket is not.
    struct Frame {
        var isObject: Bool
        /// Distinguishes this frame from an earlier one at the same depth.
        var id: Int
        /// Members or elements written so far.
        var count: Int
        /// Where this object's member names start in ``OrderedJSONStream/names``.
        var namesStart: Int
    }

    /// A value position: the top-level value, a member's value or an element.
    struct Slot {
        var id: Int
        /// The frame the slot's value opened, if it is an object or array.
        var frameID: Int?
        var isFilled: Bool
    }

    var bytes: [UInt8] = []
    private let storedUserInfo: [CodingUserInfoKey: any Sendable]
    private var convertedUserInfo: [CodingUserInfoKey: Any]?
    private(set) var frames: [Frame] = []
    /// The member names written in every open object, innermost last (duplicates spoil the stream).
    private var names: [String] = []
    private var slots: [Slot] = []
    /// The coding path of the value being written.
    private(set) var path: [any CodingKey] = []
    private var nextID = 0
    private(set) var isSpoilt = false

    init(userInfo: [CodingUserInfoKey: any Sendable]) {
        self.storedUserInfo = userInfo
    }

    /// The encoder's user info, converted once, when first read.
    var userInfo: [CodingUserInfoKey: Any] {
        if let convertedUserInfo { return convertedUserInfo }
        let converted: [CodingUserInfoKey: Any] = storedUserInfo
        convertedUserInfo = converted
        return converted
    }

    /// Writes one top-level value.
    func writeDocument<Value: Encodable>(_ value: Value) throws {
        try writeValue(value)
        if isSpoilt { throw Spoilt() }
    }

    // MARK: - Values

    /// Writes `value` into a new slot at the current position (its name or comma already written),
    /// with the special cases of ``JSONValueNode/encode(_:into:codingPath:userInfo:)``.
    func writeValue<Value: Encodable>(_ value: Value) throws {
        // Exact types first: comparing metatypes costs nothing, a dynamic cast does.
        if Value.self == String.self {
            JSONWriter.writeString(unsafeBitCast(value, to: String.self), into: &bytes)
        } else if Value.self == Bool.self {
            JSONWriter.append(unsafeBitCast(value, to: Bool.self) ? "true" : "false", to: &bytes)
        } else if Value.self == LinkJSONValue.self {
            JSONWriter.write(unsafeBitCast(value, to: LinkJSONValue.self), into: &bytes)
        } else if Value.self == URL.self || Value.self == Data.self || Value.self == Decimal.self
            || Value.self is any OptionalValue.Type
        {
            // What the tree does, casts included (an optional URL is written as a URL).
            switch value {
            case let string as String: JSONWriter.writeString(string, into: &bytes)
            case let bool as Bool: JSONWriter.append(bool ? "true" : "false", to: &bytes)
            case let url as URL: JSONWriter.writeString(url.absoluteString, into: &bytes)
            case let data as Data: JSONWriter.writeString(data.base64EncodedString(), into: &bytes)
            case let decimal as Decimal: JSONWriter.writeNumber(NSDecimalNumber(decimal: decimal).doubleValue, into: &bytes)
            case let json as LinkJSONValue: JSONWriter.write(json, into: &bytes)
            default: try writeEncoded(value)
            }
        } else {
            try writeEncoded(value)
        }
    }

    private func writeEncoded<Value: Encodable>(_ value: Value) throws {
        nextID += 1
        slots.append(Slot(id: nextID, frameID: nil, isFilled: false))
        let depth = frames.count
        try value.encode(to: OrderedJSONStreamEncoder(stream: self, slotID: nextID, pathCount: path.count))
        let slot = slots.removeLast()
        if !slot.isFilled {
            // An `encode(to:)` that wrote nothing: the tree's unset node.
            JSONWriter.append("{}", to: &bytes)
        }
        close(downTo: depth)
    }

    /// Writes a number as the tree does: an error for a non-finite one (the tree words it).
    func writeNumber(_ value: Double) throws {
        guard value.isFinite else { throw spoil() }
        JSONWriter.writeNumber(value, into: &bytes)
    }

    // MARK: - Slots

    /// Fills the innermost slot with a scalar; spoils the stream if `slotID` is not that slot or
    /// it is already filled.
    func fillSlot(_ slotID: Int) throws {
        guard let last = slots.indices.last, slots[last].id == slotID, !slots[last].isFilled else { throw spoil() }
        slots[last].isFilled = true
    }

    /// The frame the slot's container writes to: opened now (`{` or `[` written) if the slot is
    /// empty, or the one it opened before if that is still open and of the same kind. `nil` spoils.
    func frame(forSlot slotID: Int, isObject: Bool) -> (index: Int, id: Int)? {
        guard !isSpoilt, let last = slots.indices.last, slots[last].id == slotID else {
            spoilQuietly()
            return nil
        }
        if let frameID = slots[last].frameID {
            guard let index = frames.lastIndex(where: { $0.id == frameID }), frames[index].isObject == isObject else {
                spoilQuietly()
                return nil
            }
            return (index, frameID)
        }
        guard !slots[last].isFilled else {
            spoilQuietly()
            return nil
        }
        let opened = open(isObject: isObject)
        slots[last].isFilled = true
        slots[last].frameID = opened.id
        return opened
    }

    // MARK: - Frames

    /// Opens an object or array at the current position.
    func open(isObject: Bool) -> (index: Int, id: Int) {
        nextID += 1
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append(Frame(isObject: isObject, id: nextID, count: 0, namesStart: names.count))
        return (frames.count - 1, nextID)
    }

    /// Prepares the frame to take its next member or element: closes any deeper frames, checks the
    /// name is new, writes the comma and name. Returns `false` (and spoils) when the frame is gone.
    func beginEntry(in index: Int, id: Int, name: String?) -> Bool {
        guard !isSpoilt, index < frames.count, frames[index].id == id else {
            spoilQuietly()
            return false
        }
        close(downTo: index + 1)
        if let name {
            for written in names[frames[index].namesStart...] where written == name {
                spoilQuietly()
                return false
            }
            names.append(name)
        }
        if frames[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[index].count += 1
        if let name {
            JSONWriter.writeString(name, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
        return true
    }

    /// How many members or elements the frame holds (0 once it is gone).
    func count(of index: Int, id: Int) -> Int {
        index < frames.count && frames[index].id == id ? frames[index].count : 0
    }

    /// Closes frames until `depth` remain.
    private func close(downTo depth: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            names.removeSubrange(frame.namesStart...)
            bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    // MARK: - Coding path

    /// Runs `body` with `key` appended to the coding path.
    func withKey<Result>(_ key: any CodingKey, _ body: () throws -> Result) rethrows -> Result {
        path.append(key)
        defer { path.removeLast() }
        return try body()
    }

    /// The first `count` keys of the coding path.
    func codingPath(_ count: Int) -> [any CodingKey] { Array(path.prefix(count)) }

    // MARK: - Spoiling

    /// Marks the stream spoilt and returns the error to throw.
    func spoil() -> Spoilt {
        isSpoilt = true
        return Spoilt()
    }

    /// Marks the stream spoilt where nothing can be thrown.
    func spoilQuietly() { isSpoilt = true }
}

/// `Optional`, so the stream recognises a value whose static type is optional (it may hold a URL,
/// `Data`… that the tree writes specially).
protocol OptionalValue {}

extension Optional: OptionalValue {}
