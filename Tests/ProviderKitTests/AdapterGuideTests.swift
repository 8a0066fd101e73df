import Foundation
import Testing

/// `docs/adapter-guide.md` holds no code that CI does not check: each Swift block is either a file
/// of the example adapter package (`Examples/CustomAdapter`, built and conformance-tested by CI,
/// kept identical by ``DocumentationIncludeTests``), or a list of ProviderKit declarations, each of
/// which must be public in `Sources/ProviderKit` or `Sources/ProviderKitTesting`.
@Suite("Documentation: the adapter guide")
struct AdapterGuideTests {
    static let guide = "docs/adapter-guide.md"
    static let example = "Examples/CustomAdapter"
    static let signaturesMarker = "<!-- signatures -->"

    @Test func everyFileOfTheExampleAdapterIsInTheGuide() throws {
        let shown = Set(try DocumentationIncludeTests.blocks(in: Self.guide).compactMap(\.include))
        let files = Self.exampleFiles()
        #expect(files.count >= 10, "expected the example adapter package's files, found \(files)")
        for file in files {
            #expect(shown.contains(file), "\(file) is not included by \(Self.guide); add <!-- include: \(file) -->")
        }
    }

    @Test func everyCodeBlockIsAnIncludedFileOrCheckedSignatures() throws {
        for block in try DocumentationIncludeTests.blocks(in: Self.guide) where block.include == nil {
            #expect(
                block.marker == Self.signaturesMarker,
                "\(Self.guide):\(block.line): a Swift block must follow an include marker (a compiled file) or \(Self.signaturesMarker)")
        }
    }

    @Test func everyListedSignatureIsPublic() throws {
        let sources = try PublicSources(
            directories: ["Sources/ProviderKit", "Sources/ProviderKitTesting"].map { DocumentationIncludeTests.root.appendingPathComponent($0) })
        let blocks = try DocumentationIncludeTests.blocks(in: Self.guide).filter { $0.marker == Self.signaturesMarker }
        #expect(blocks.count >= 8)
        for block in blocks {
            var containers: [String] = []
            for (offset, raw) in block.body.components(separatedBy: "\n").enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                let location = "\(Self.guide):\(block.line + 1 + offset)"
                if line.isEmpty || line.hasPrefix("//") || (line.hasPrefix("@") && !line.contains(" ")) { continue }
                if line == "}" {
                    _ = containers.popLast()
                    continue
                }
                if let container = PublicSources.container(line) {
                    let declared = sources.declaresType(container)
                    #expect(declared, "\(location): \(line) is not a public type of ProviderKit or ProviderKitTesting")
                    containers.append(container)
                    continue
                }
                let found = sources.declares(member: line, in: containers.last)
                #expect(found, "\(location): \(line) is not a public declaration of \(containers.last ?? "the modules"); update the guide")
            }
        }
    }

    /// The check itself rejects what it must: a wrong type, an internal member, a requirement the
    /// protocol does not have, a type that does not exist.
    @Test func signatureCheckRejectsPlantedMistakes() throws {
        let sources = try PublicSources(directories: [DocumentationIncludeTests.root.appendingPathComponent("Sources/ProviderKit")])
        #expect(sources.declares(member: "func reveal() -> String", in: "struct Secret"))
        #expect(!sources.declares(member: "func reveal() -> Secret", in: "struct Secret"))
        #expect(!sources.declares(member: "init(session: LinkSession, adapterName: String)", in: "final class LinkReporter"))
        #expect(sources.declares(member: "func cancel()", in: "protocol LinkFlow"))
        #expect(!sources.declares(member: "func dismiss()", in: "protocol LinkFlow"))
        #expect(sources.declaresType("struct Secret"))
        #expect(!sources.declaresType("struct Secrets"))
        #expect(!sources.declaresType("struct JSONWriter"))
    }

    static func exampleFiles() -> [String] {
        let root = DocumentationIncludeTests.root.appendingPathComponent(example)
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".swiftpm") {
                walker?.skipDescendants()
                continue
            }
            if path.hasSuffix(".swift") { found.append("\(example)/\(path)") }
        }
        return found.sorted()
    }
}
