import Foundation

/// The Foundation floor replay is compared with: each transcript line is parsed with
/// `JSONSerialization` and answered with one hand-written JSON line naming the callback and a few
/// of its string members, written to standard output in 64 KiB blocks. It does none of replay's
/// work (no vendor types, mapping, session or redaction); it is what "parse and print" costs with
/// plain Foundation on this machine.
enum FoundationFloor {
    static func run(path: String, adapterName: String) -> Int32 {
        guard let input = FileHandle(forReadingAtPath: path) else {
            FileHandle.standardError.write(Data("cannot open \(path)\n".utf8))
            return 66
        }
        var output = Data()
        output.reserveCapacity(80 * 1024)
        var pending = Data()
        var lines = 0
        func handle(_ line: Data) {
            guard !line.isEmpty else { return }
            lines += 1
            guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
                let (callback, value) = object.first
            else {
                output.append(contentsOf: Array(#"{"kind":"diagnostic","severity":"error","line":\#(lines)}"#.utf8))
                output.append(10)
                return
            }
            var text = #"{"kind":"\#(escaped(callback))","provider":"\#(adapterName)""#
            if let members = value as? [String: Any] {
                for (key, member) in members.prefix(3) {
                    if let string = member as? String { text += #","\#(escaped(key))":"\#(escaped(string))""# }
                }
            } else if let string = value as? String {
                text += #","value":"\#(escaped(string))""#
            }
            text += "}\n"
            output.append(contentsOf: Array(text.utf8))
            if output.count >= 64 * 1024 {
                FileHandle.standardOutput.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        while let chunk = try? input.read(upToCount: 64 * 1024), !chunk.isEmpty {
            pending.append(chunk)
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: 10) {
                handle(pending[start..<newline])
                start = newline + 1
            }
            pending = Data(pending[start...])
        }
        handle(pending)
        FileHandle.standardOutput.write(output)
        return 0
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\"" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 } == true }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}": result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
