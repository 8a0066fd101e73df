import Foundation
import ProviderKit
import ProviderKitCLI

/// Runs the tool in-process and captures what it prints.
@MainActor
struct ToolRun {
    let status: ToolExitStatus
    let out: [String]
    let err: [String]

    init(_ arguments: [String], input: String = "") async {
        let io = CapturedIO(input: Data(input.utf8))
        status = await Tool.run(arguments, io: io)
        out = io.outLines
        err = io.errLines
    }

    /// Standard output parsed as JSON lines.
    func jsonLines() throws -> [LinkJSONValue] {
        try out.map { try LinkJSONValue(parsing: $0) }
    }

    /// The JSON lines whose `kind` is `kind`.
    func lines(kind: String) throws -> [LinkJSONValue] {
        try jsonLines().filter { $0["kind"]?.stringValue == kind }
    }
}

/// Paths inside the repository, found from this file's location.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}

/// A temporary file that exists for the duration of a test.
struct TemporaryFile {
    let url: URL
    var path: String { url.path }

    init(_ contents: String, suffix: String = ".json") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-\(UUID().uuidString)\(suffix)")
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
}
