/// What a binary property list describes once shared references are expanded, worked out
/// independently of `PropertyListBudget`'s walk: each object's count and height are computed once,
/// from its children's (dynamic programming over the object graph), so the answer costs the size
/// of the file, not the size of what it describes. The fuzz oracle for issue 29's class 4.
public enum PlistExpandedCount {
    /// The expanded value count and the nesting height from the top object (each saturating at
    /// `Int.max / 4`, also for a cycle), and whether any object (reachable or not) is a set or a
    /// dictionary with a key that is not a string; `nil` when `bytes` is not a binary property
    /// list whose trailer, offsets and references all lie inside it.
    public static func measure(_ bytes: [UInt8]) -> (count: Int, height: Int, unusualShape: Bool)? {
        guard bytes.count >= 40, Array(bytes[0..<8]) == Array("bplist00".utf8) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        func number(_ at: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, at >= 0, at + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in at..<(at + size) { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max / 2) ? Int(value) : nil
        }
        guard let objectCount = number(trailer + 8, 8), let top = number(trailer + 16, 8),
            let table = number(trailer + 24, 8), objectCount > 0, objectCount < 1 << 20, top < objectCount,
            table + objectCount * max(offsetSize, 1) <= trailer
        else { return nil }
        var children: [[Int]] = []
        var kinds: [UInt8] = []
        var dictionaryKeys: [Int] = []
        for object in 0..<objectCount {
            guard let start = number(table + object * offsetSize, offsetSize), start >= 8, start < table else { return nil }
            let marker = bytes[start]
            kinds.append(marker >> 4)
            guard [0xA, 0xC, 0xD].contains(marker >> 4) else {
                children.append([])
                continue
            }
            var count = Int(marker & 0x0F)
            var first = start + 1
            if count == 0x0F {
                guard start + 1 < table, bytes[start + 1] >> 4 == 1, let length = number(start + 2, 1 << Int(bytes[start + 1] & 0x0F)) else { return nil }
                count = length
                first = start + 2 + (1 << Int(bytes[start + 1] & 0x0F))
            }
            let references = marker >> 4 == 0xD ? count * 2 : count
            guard count < 1 << 20, first + references * referenceSize <= table else { return nil }
            var list: [Int] = []
            for index in 0..<references {
                guard let reference = number(first + index * referenceSize, referenceSize), reference < objectCount else { return nil }
                list.append(reference)
                if marker >> 4 == 0xD, index < count { dictionaryKeys.append(reference) }
            }
            children.append(list)
        }
        let cap = Int.max / 4
        var known = [(count: Int, height: Int)?](repeating: nil, count: objectCount)
        var onPath = [Bool](repeating: false, count: objectCount)
        // A cycle describes values without end, nested without end: both saturate.
        func visit(_ object: Int) -> (count: Int, height: Int) {
            if let measured = known[object] { return measured }
            if onPath[object] { return (cap, cap) }
            onPath[object] = true
            var total = 1
            var height = 1
            for child in children[object] {
                let measured = visit(child)
                total = min(total + measured.count, cap)
                height = min(max(height, measured.height + 1), cap)
            }
            onPath[object] = false
            known[object] = (total, height)
            return (total, height)
        }
        let (count, height) = visit(top)
        let unusual = kinds.contains(0xC) || dictionaryKeys.contains { !(0x5...0x7).contains(kinds[$0]) }
        return (count, height, unusual)
    }
}
