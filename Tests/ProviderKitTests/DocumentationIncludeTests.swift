import Foundation
import Testing

/// The docs show iOS glue only as verbatim copies of files that CI compiles against the Apple stubs
/// (`Scripts/check-apple-surface.sh`): an app pastes exactly what was checked.
@Suite("Documentation: included Swift files")
struct DocumentationIncludeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules whose import marks a code block as iOS glue.
    static let appleModules = ["LinkKit", "LinkSDK", "UIKit", "WebKit", "SafariServices", "Security", "SwiftUI"]

    /// One ```swift block of a Markdown file.
    struct Block {
        let document: String
        let line: Int
        let include: String?
        /// The line before the block (an HTML comment marks what the block is).
        let marker: String
        let body: String
    }

    static func markdownFiles() throws -> [String] {
        var found = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { found.append("docs/" + path) }
        }
        return found.sorted()
    }

    /// Every ```swift block, with the include marker on the line before it, if any.
    static func blocks(in document: String) throws -> [Block] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" else {
                index += 1
                continue
            }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            let marker = start > 0 ? lines[start - 1] : ""
            let include = marker.hasPrefix("<!-- include: ") && marker.hasSuffix(" -->")
                ? String(marker.dropFirst("<!-- include: ".count).dropLast(" -->".count)) : nil
            blocks.append(
                Block(document: document, line: start + 1, include: include, marker: marker, body: body.joined(separator: "\n")))
            index += 1
        }
        return blocks
    }

    static func allBlocks() throws -> [Block] {
        try markdownFiles().flatMap { try blocks(in: $0) }
    }

    static func glueFiles() -> [String] {
        let glue = root.appendingPathComponent("Glue")
        let walker = FileManager.default.enumerator(atPath: glue.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { found.append("Glue/" + path) }
        }
        return found.sorted()
    }

    @Test func everyIncludedBlockIsItsFileVerbatim() throws {
        let included = try Self.allBlocks().filter { $0.include != nil }
        #expect(!included.isEmpty)
        for block in included {
            let path = try #require(block.include)
            let url = Self.root.appendingPathComponent(path)
            guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(block.document):\(block.line) includes \(path), which does not exist")
                continue
            }
            let expected = source.trimmingCharacters(in: .newlines)
            #expect(
                block.body == expected,
                "\(block.document):\(block.line) differs from \(path); run python3 Scripts/sync-doc-includes.py")
        }
    }

    @Test func everyGlueFileIsShownInTheDocs() throws {
        let shown = Set(try Self.allBlocks().compactMap(\.include))
        let glue = Self.glueFiles()
        #expect(glue.count >= 3, "expected the Plaid, Plaid legacy and Mesh glue files, found \(glue)")
        for file in glue {
            #expect(shown.contains(file), "\(file) is not included by any doc")
        }
    }

    @Test func noDocShowsIOSGlueThatIsNotACheckedFile() throws {
        for block in try Self.allBlocks() where block.include == nil {
            let imports = block.body.components(separatedBy: "\n").filter { line in
                Self.appleModules.contains { line.trimmingCharacters(in: .whitespaces) == "import \($0)" }
            }
            #expect(
                imports.isEmpty,
                "\(block.document):\(block.line) shows iOS code (\(imports.joined(separator: ", "))) that CI does not compile; put it in a file the Apple-surface check compiles (Glue/, Examples/) and include it"
            )
        }
    }
}
