import Foundation

/// Opens and reads the files commands take, turning every way that can fail into the same
/// diagnostic and exit status in every command: a missing file is `input.notFound` (`66`), an
/// unreadable one (a directory, no permission) `input.unreadable` (`66`), text that is not UTF-8
/// `input.notUTF8` (`65`), one larger than ``maximumFileSize`` `input.tooLarge` (`65`).
enum InputFile {
    /// The largest file read whole (configurations, Info.plists, manifests), in bytes: 4 MiB.
    /// Reading stops one byte past it, so an endless file (`/dev/zero`) costs no more than that.
    static let maximumFileSize = 4 << 20

    /// A handle for reading `path`, for streaming.
    static func handle(_ path: String) throws(ToolFailure) -> FileHandle {
        try check(path)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .file(.noInput, ToolDiagnosticCode.fileUnreadable, "cannot open \(path) for reading; check its permissions", file: path)
        }
        return handle
    }

    /// The whole contents of `path`, at most ``maximumFileSize`` bytes.
    static func data(_ path: String) throws(ToolFailure) -> Data {
        let handle = try self.handle(path)
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw .file(.noInput, ToolDiagnosticCode.fileUnreadable, "cannot read \(path); check its permissions", file: path)
        }
        guard data.count <= maximumFileSize else {
            throw .file(
                .dataError, ToolDiagnosticCode.fileTooLarge,
                "\(path) is larger than the \(maximumFileSize)-byte limit for an input file; nothing was read past it",
                file: path)
        }
        return data
    }

    /// The contents of `path` as UTF-8 text.
    static func text(_ path: String) throws(ToolFailure) -> String {
        let data = try data(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw .file(.dataError, ToolDiagnosticCode.fileNotUTF8, "\(path) is not UTF-8 text; save it as UTF-8", file: path)
        }
        return text
    }

    /// Fails unless `path` names an existing file that is not a directory.
    private static func check(_ path: String) throws(ToolFailure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(.noInput, ToolDiagnosticCode.fileNotFound, "\(path) does not exist; check the path", file: path)
        }
        if isDirectory.boolValue {
            throw .file(.noInput, ToolDiagnosticCode.fileUnreadable, "\(path) is a directory; give a file", file: path)
        }
    }
}
