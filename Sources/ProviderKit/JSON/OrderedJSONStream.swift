import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        /// Where this object's member names start in ``State/names``.
        var namesStart: Int
    }

    /// A value position: the top-level value, a member's value or an element.
    struct Slot {
        var id: Int
        /// The frame the slot's value opened, if it is an object or array.
        var frameID: Int?
        var isFilled: Bool
    }

    /// Everything the stream changes as it writes. It lives behind a pointer: as stored properties
    /// of a class, every access would pay for a dynamic exclusivity check.
    struct State {
        var bytes: [UInt8] = []
        var frames: [Frame] = []
        /// Where the names of every open object's members are in ``bytes`` (without the quotes),
        /// innermost last: a name written twice spoils the stream.
        var names: [(start: Int, count: Int)] = []
        var slots: [Slot] = []
        /// The coding path of the value being written.
        var path: [any CodingKey] = []
        var nextID = 0
        var isSpoilt = false
        /// Whether a type is `Optional`, for types seen before (a conformance check is not free).
        var optionalTypes: [(type: ObjectIdentifier, isOptional: Bool)] = []
    }

    let state: UnsafeMutablePointer<State>
    private let storedUserInfo: [CodingUserInfoKey: any Sendable]
    private var convertedUserInfo: [CodingUserInfoKey: Any]?

    init(userInfo: [CodingUserInfoKey: any Sendable]) {
        self.storedUserInfo = userInfo
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The encoder's user info, converted once, when first read.
    var userInfo: [CodingUserInfoKey: Any] {
        if let convertedUserInfo { return convertedUserInfo }
        let converted: [CodingUserInfoKey: Any] = storedUserInfo
        convertedUserInfo = converted
        return converted
    }

    /// Writes one top-level value after whatever `bytes` holds. Throws ``Spoilt`` (with `bytes`
    /// holding a partial value) when the tree must write it instead.
    func writeDocument<Value: Encodable>(_ value: Value) throws {
        state.pointee.frames.removeAll(keepingCapacity: true)
        state.pointee.names.removeAll(keepingCapacity: true)
        state.pointee.slots.removeAll(keepingCapacity: true)
        state.pointee.path.removeAll(keepingCapacity: true)
        state.pointee.isSpoilt = false
        try writeValue(value)
        if state.pointee.isSpoilt { throw Spoilt() }
    }

    // MARK: - Values

    /// Writes `value` into a new slot at the current position (its name or comma already written),
    /// with the special cases of ``JSONValueNode/encode(_:into:codingPath:userInfo:)``.
    func writeValue<Value: Encodable>(_ value: Value) throws {
        // Exact types first: comparing metatypes costs nothing, a dynamic cast does.
        if Value.self == String.self {
            JSONWriter.writeString(unsafeBitCast(value, to: String.self), into: &state.pointee.bytes)
        } else if Value.self == Bool.self {
            JSONWriter.append(unsafeBitCast(value, to: Bool.self) ? "true" : "false", to: &state.pointee.bytes)
        } else if Value.self == LinkJSONValue.self {
            JSONWriter.write(unsafeBitCast(value, to: LinkJSONValue.self), into: &state.pointee.bytes)
        } else if Value.self == URL.self || Value.self == Data.self || Value.self == Decimal.self || isOptional(Value.self) {
            // What the tree does, casts included (an optional URL is written as a URL).
            switch value {
            case let string as String: JSONWriter.writeString(string, into: &state.pointee.bytes)
            case let bool as Bool: JSONWriter.append(bool ? "true" : "false", to: &state.pointee.bytes)
            case let url as URL: JSONWriter.writeString(url.absoluteString, into: &state.pointee.bytes)
            case let data as Data: JSONWriter.writeString(data.base64EncodedString(), into: &state.pointee.bytes)
            case let decimal as Decimal:
                JSONWriter.writeNumber(NSDecimalNumber(decimal: decimal).doubleValue, into: &state.pointee.bytes)
            case let json as LinkJSONValue: JSONWriter.write(json, into: &state.pointee.bytes)
            default: try writeEncoded(value)
            }
        } else {
            try writeEncoded(value)
        }
    }

    private func isOptional<Value>(_ type: Value.Type) -> Bool {
        let identifier = ObjectIdentifier(type)
        for known in state.pointee.optionalTypes where known.type == identifier { return known.isOptional }
        let isOptional = type is any OptionalValue.Type
        if state.pointee.optionalTypes.count < 32 { state.pointee.optionalTypes.append((identifier, isOptional)) }
        return isOptional
    }

    private func writeEncoded<Value: Encodable>(_ value: Value) throws {
        state.pointee.nextID += 1
        let slotID = state.pointee.nextID
        state.pointee.slots.append(Slot(id: slotID, frameID: nil, isFilled: false))
        let depth = state.pointee.frames.count
        try value.encode(to: OrderedJSONStreamEncoder(stream: self, slotID: slotID, pathCount: state.pointee.path.count))
        let slot = state.pointee.slots.removeLast()
        if !slot.isFilled {
            // An `encode(to:)` that wrote nothing: the tree's unset node.
            JSONWriter.append("{}", to: &state.pointee.bytes)
        }
        close(downTo: depth)
    }

    /// Writes a number as the tree does: an error for a non-finite one (the tree words it).
    func writeNumber(_ value: Double) throws {
        guard value.isFinite else { throw spoil() }
        JSONWriter.writeNumber(value, into: &state.pointee.bytes)
    }

    // MARK: - Slots

    /// Fills the innermost slot with a scalar; spoils the stream if `slotID` is not that slot or
    /// it is already filled.
    func fillSlot(_ slotID: Int) throws {
        guard let last = state.pointee.slots.indices.last, state.pointee.slots[last].id == slotID,
            !state.pointee.slots[last].isFilled
        else { throw spoil() }
        state.pointee.slots[last].isFilled = true
    }

    /// The frame the slot's container writes to: opened now (`{` or `[` written) if the slot is
    /// empty, or the one it opened before if that is still open and of the same kind. `nil` spoils.
    func frame(forSlot slotID: Int, isObject: Bool) -> (index: Int, id: Int)? {
        guard !state.pointee.isSpoilt, let last = state.pointee.slots.indices.last,
            state.pointee.slots[last].id == slotID
        else {
            spoilQuietly()
            return nil
        }
        if let frameID = state.pointee.slots[last].frameID {
            guard let index = state.pointee.frames.lastIndex(where: { $0.id == frameID }),
                state.pointee.frames[index].isObject == isObject
            else {
                spoilQuietly()
                return nil
            }
            return (index, frameID)
        }
        guard !state.pointee.slots[last].isFilled else {
            spoilQuietly()
            return nil
        }
        let opened = open(isObject: isObject)
        state.pointee.slots[last].isFilled = true
        state.pointee.slots[last].frameID = opened.id
        return opened
    }

    // MARK: - Frames

    /// Opens an object or array at the current position.
    func open(isObject: Bool) -> (index: Int, id: Int) {
        state.pointee.nextID += 1
        state.pointee.bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        state.pointee.frames.append(
            Frame(isObject: isObject, id: state.pointee.nextID, count: 0, namesStart: state.pointee.names.count))
        return (state.pointee.frames.count - 1, state.pointee.nextID)
    }

    /// Prepares the frame to take its next member or element: closes any deeper frames, writes the
    /// comma and name, and checks the name is new. Returns `false` (and spoils) when the frame is
    /// gone or the name was written before (or is not ASCII, which the check does not cover).
    func beginEntry(in index: Int, id: Int, name: String?) -> Bool {
        guard !state.pointee.isSpoilt, index < state.pointee.frames.count, state.pointee.frames[index].id == id else {
            spoilQuietly()
            return false
        }
        close(downTo: index + 1)
        if state.pointee.frames[index].count > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
        state.pointee.frames[index].count += 1
        guard let name else { return true }
        let start = state.pointee.bytes.count + 1
        JSONWriter.writeString(name, into: &state.pointee.bytes)
        let count = state.pointee.bytes.count - 1 - start
        state.pointee.bytes.append(UInt8(ascii: ":"))
        let isNew = state.pointee.bytes.withUnsafeBufferPointer { bytes -> Bool in
            let written = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
            // Canonically equivalent non-ASCII names are one member to the tree; only ASCII names
            // are compared here.
            guard !written.contains(where: { $0 >= 0x80 }) else { return false }
            for earlier in state.pointee.names[state.pointee.frames[index].namesStart...] where earlier.count == count {
                if memcmp(bytes.baseAddress! + earlier.start, bytes.baseAddress! + start, count) == 0 { return false }
            }
            return true
        }
        guard isNew else {
            spoilQuietly()
            return false
        }
        state.pointee.names.append((start, count))
        return true
    }

    /// How many members or elements the frame holds (0 once it is gone).
    func count(of index: Int, id: Int) -> Int {
        index < state.pointee.frames.count && state.pointee.frames[index].id == id ? state.pointee.frames[index].count : 0
    }

    /// Closes frames until `depth` remain.
    private func close(downTo depth: Int) {
        while state.pointee.frames.count > depth {
            let frame = state.pointee.frames.removeLast()
            state.pointee.names.removeSubrange(frame.namesStart...)
            state.pointee.bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    // MARK: - Coding path

    /// Runs `body` with `key` appended to the coding path.
    func withKey<Result>(_ key: any CodingKey, _ body: () throws -> Result) rethrows -> Result {
        state.pointee.path.append(key)
        defer { state.pointee.path.removeLast() }
        return try body()
    }

    /// The first `count` keys of the coding path.
    func codingPath(_ count: Int) -> [any CodingKey] { Array(state.pointee.path.prefix(count)) }

    // MARK: - Spoiling

    /// Marks the stream spoilt and returns the error to throw.
    func spoil() -> Spoilt {
        state.pointee.isSpoilt = true
        return Spoilt()
    }

    /// Marks the stream spoilt where nothing can be thrown.
    func spoilQuietly() { state.pointee.isSpoilt = true }
}

/// `Optional`, so the stream recognises a value whose static type is optional (it may hold a URL,
/// `Data`… that the tree writes specially).
protocol OptionalValue {}

extension Optional: OptionalValue {}

extension OrderedJSONStream {
    /// Appends `value`'s JSON to `bytes`: streamed, or through `encoder`'s tree when the stream is
    /// spoilt. On error `bytes` is left as it was.
    func write<Value: Encodable>(_ value: Value, appendingTo bytes: inout [UInt8], encoder: JSONValueEncoder) throws {
        let start = bytes.count
        swap(&state.pointee.bytes, &bytes)
        defer { swap(&state.pointee.bytes, &bytes) }
        do {
            try writeDocument(value)
        } catch {
            state.pointee.bytes.removeSubrange(start...)
            try encoder.tree(value).writeOrderedJSON(into: &state.pointee.bytes)
        }
    }
}
