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

    /// Every requirement of a protocol the guide lists is shown, so an author who implements the
    /// protocol from the guide misses none (the check above shows every listed line exists).
    @Test func everyListedProtocolShowsAllItsRequirements() throws {
        let sources = try PublicSources(
            directories: ["Sources/ProviderKit", "Sources/ProviderKitTesting"].map { DocumentationIncludeTests.root.appendingPathComponent($0) })
        let protocols = try Self.listedProtocols()
        #expect(Set(protocols.keys).isSuperset(of: ["LinkFlow", "LinkAdapter", "AdapterSandbox", "TranscriptReplayer", "ConformanceProbe"]))
        for (name, shown) in protocols {
            let required = try #require(sources.requirements(ofProtocol: name), "protocol \(name) is not public")
            let missing = Self.missing(required, shown: shown)
            #expect(missing.isEmpty, "\(Self.guide): protocol \(name) does not show the requirements \(missing); update the guide")
        }
    }

    /// The completeness check finds what a guide leaves out, attributes and modifiers included.
    @Test func completenessCheckFindsAMissingRequirement() throws {
        let declarations = PublicSources.declarations(
            in: "@MainActor static func a(_ x: @escaping () -> Void) throws -> Int var b: [String: Int] { get } init(x: Int) @discardableResult func c() -> Int")
        #expect(declarations == ["@MainActor static func a(_ x: @escaping () -> Void) throws -> Int", "var b: [String: Int] { get }", "init(x: Int)", "@discardableResult func c() -> Int"])
        #expect(Self.missing(declarations, shown: "var b: [String: Int] { get }\ninit(x: Int)\n@discardableResult\nfunc c() -> Int") == [declarations[0]])
        #expect(Self.missing(declarations, shown: "static func a(_ x: @escaping () -> Void) throws -> Int\nvar b: [String: Int] { get }\ninit(x: Int)\nfunc c() -> Int").count == 2)
        let sources = try PublicSources(directories: [DocumentationIncludeTests.root.appendingPathComponent("Sources/ProviderKit")])
        let flow = try #require(sources.requirements(ofProtocol: "LinkFlow"))
        #expect(flow.contains("func cancel()"))
        #expect(sources.requirements(ofProtocol: "LinkFlows") == nil)
    }

    /// The requirements in `required` that the guide's lines `shown` do not declare.
    static func missing(_ required: [String], shown: String) -> [String] {
        let declared = Set(PublicSources.declarations(in: shown))
        return required.filter { !declared.contains($0) }
    }

    /// Each protocol the signature blocks list, with the lines of its body.
    static func listedProtocols() throws -> [String: String] {
        var protocols: [String: String] = [:]
        for block in try DocumentationIncludeTests.blocks(in: guide) where block.marker == signaturesMarker {
            var open: String?
            var body: [String] = []
            for raw in block.body.components(separatedBy: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if let name = open {
                    if line == "}" {
                        protocols[name] = body.joined(separator: "\n")
                        open = nil
                    } else if !line.hasPrefix("//") {
                        body.append(line)
                    }
                } else if let container = PublicSources.container(line), container.hasPrefix("protocol ") {
                    open = String(container.dropFirst("protocol ".count))
                    body = []
                }
            }
        }
        return protocols
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
