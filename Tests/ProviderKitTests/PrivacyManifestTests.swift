import Foundation
import Testing

/// The privacy manifests of the modules an app links (docs/privacy.md): each one parses, says
/// "no tracking, no collected data", and declares exactly the required-reason API categories its
/// sources call, with reasons from Apple's list; Package.swift ships each one as a resource.
@Suite struct PrivacyManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The modules an app links, by target name and directory.
    static let appModules: [(target: String, path: String)] = [
        ("ProviderKit", "Sources/ProviderKit"), ("ProviderKitPlaid", "Providers/Plaid/Adapter"),
        ("ProviderKitPlaidLegacy", "Providers/PlaidLegacy/Adapter"), ("ProviderKitMesh", "Providers/Mesh/Adapter"),
        ("ProviderKitMeld", "Providers/Meld/Adapter"),
    ]

    /// Apple's required-reason API categories: the calls that put a module in each, and the reasons
    /// Apple accepts for it.
    static let categories: [String: (calls: [String], reasons: Set<String>)] = [
        "NSPrivacyAccessedAPICategoryFileTimestamp": (
            [#"\b(f|l)?stat(at)?\("#, #"\bgetattrlist"#, #"\bfgetattrlist"#, #"\bcreationDate\b"#, #"\bmodificationDate\b"#,
             #"\bfileModificationDate\b"#, #"\bcontentModificationDateKey\b"#, #"\bcreationDateKey\b"#],
            ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]
        ),
        "NSPrivacyAccessedAPICategorySystemBootTime": (
            [#"\bsystemUptime\b"#, #"\bmach_absolute_time\b"#], ["35F9.1", "8FFB.1", "3D61.1"]
        ),
        "NSPrivacyAccessedAPICategoryDiskSpace": (
            [#"\bvolumeAvailableCapacity"#, #"\bvolumeTotalCapacity"#, #"\bsystemFreeSize\b"#, #"\bsystemSize\b"#,
             #"\b(f)?statv?fs\("#],
            ["85F4.1", "E174.1", "7D9E.1", "B728.1"]
        ),
        "NSPrivacyAccessedAPICategoryActiveKeyboards": ([#"\bactiveInputModes\b"#], ["3EC4.1", "54BD.1"]),
        "NSPrivacyAccessedAPICategoryUserDefaults": ([#"\bUserDefaults\b"#], ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
    ]

    /// The categories whose calls appear in `source` outside comments.
    static func categoriesCalled(in source: String) -> Set<String> {
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                guard let comment = line.range(of: "//") else { return line }
                return line[..<comment.lowerBound]
            }
            .joined(separator: "\n")
        var found: Set<String> = []
        for (category, entry) in categories
        where entry.calls.contains(where: { code.range(of: $0, options: .regularExpression) != nil }) {
            found.insert(category)
        }
        return found
    }

    static func sources(under path: String) throws -> String {
        let directory = root.appendingPathComponent(path)
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(!files.isEmpty, "no sources under \(path)")
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The manifest at `path`, or `nil` when the module has none.
    static func manifest(at path: String) throws -> [String: Any]? {
        let url = root.appendingPathComponent(path).appendingPathComponent("PrivacyInfo.xcprivacy")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try #require(plist as? [String: Any], "\(path)'s manifest is not a dictionary")
    }

    @Test func theScannerSeesEachCategory() {
        // The check can fail: planted calls are found, commented ones are not.
        #expect(Self.categoriesCalled(in: "let d = UserDefaults.standard") == ["NSPrivacyAccessedAPICategoryUserDefaults"])
        #expect(Self.categoriesCalled(in: "guard fstat(fd, &info) == 0") == ["NSPrivacyAccessedAPICategoryFileTimestamp"])
        #expect(Self.categoriesCalled(in: "let up = ProcessInfo.processInfo.systemUptime") == ["NSPrivacyAccessedAPICategorySystemBootTime"])
        #expect(Self.categoriesCalled(in: "statfs(path, &buf)") == ["NSPrivacyAccessedAPICategoryDiskSpace"])
        #expect(Self.categoriesCalled(in: "UITextInputMode.activeInputModes") == ["NSPrivacyAccessedAPICategoryActiveKeyboards"])
        #expect(Self.categoriesCalled(in: "/// fstat(fd) is not called here\nlet x = 1 // UserDefaults") == [])
        #expect(Self.categoriesCalled(in: "var status = 0; restate(x); Data(); fstatus()") == [])
    }

    @Test(arguments: appModules.map(\.path))
    func everyModuleDeclaresExactlyWhatItCalls(path: String) throws {
        let called = Self.categoriesCalled(in: try Self.sources(under: path))
        guard let manifest = try Self.manifest(at: path) else {
            #expect(called.isEmpty, "\(path) calls \(called.sorted()) but has no PrivacyInfo.xcprivacy")
            return
        }
        #expect(
            Set(manifest.keys)
                == ["NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes", "NSPrivacyAccessedAPITypes"])
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
        let types = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: Set<String> = []
        for entry in types {
            #expect(Set(entry.keys) == ["NSPrivacyAccessedAPIType", "NSPrivacyAccessedAPITypeReasons"])
            let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
            let allowed = try #require(Self.categories[category]?.reasons, "unknown category \(category)")
            #expect(!reasons.isEmpty && Set(reasons).isSubset(of: allowed), "\(category): \(reasons)")
            declared.insert(category)
        }
        #expect(declared == called, "\(path) declares \(declared.sorted()) but calls \(called.sorted())")
    }

    /// The core reads file metadata in the app's own container: reason C617.1. (Mesh's file
    /// store goes through the core's private-file mechanism, so its manifest declares no API.)
    @Test(arguments: ["Sources/ProviderKit"])
    func fileMetadataIsReadInTheAppContainer(path: String) throws {
        let manifest = try #require(try Self.manifest(at: path))
        let types = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        #expect(types.count == 1)
        #expect(types.first?["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryFileTimestamp")
        #expect(types.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["C617.1"])
    }

    /// A manifest only reaches the app when Package.swift declares it as the target's resource.
    @Test func packageDeclaresEveryManifestAsAResource() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (target, path) in Self.appModules {
            let declaration = try #require(
                package.range(of: #"\.target\(\s*name: ""# + target + "\"", options: .regularExpression),
                "\(target) not in Package.swift")
            let end = package[declaration.upperBound...].range(of: ".target(")?.lowerBound ?? package.endIndex
            let body = package[declaration.upperBound..<end]
            let declared = body.contains(#".copy("PrivacyInfo.xcprivacy")"#)
            #expect(declared == (try Self.manifest(at: path) != nil), "\(target)")
        }
    }
}
