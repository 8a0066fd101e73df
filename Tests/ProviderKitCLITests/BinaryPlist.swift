/// Writes binary property lists (`bplist00`) from encoded objects, for tests that need shapes
/// Foundation never writes: objects referred to many times, and references in any order.
enum BinaryPlist {
    /// `objects` (each its marker byte and contents, object references one byte each) with
    /// `top` as the root: header, objects, offset table (two bytes an offset) and trailer.
    static func encode(objects: [[UInt8]], top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func word(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + word(objects.count) + word(top) + word(table)
        return bytes
    }
}
