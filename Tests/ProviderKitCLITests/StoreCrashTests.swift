import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a real `providerkit store remove` process in the middle of its atomic write and checks
/// what it leaves. Debug builds of the store honour `PROVIDERKIT_MESH_STORE_CRASH_AT=<step>`:
/// the process sends itself `SIGKILL` just before that step (`write`: with half of the new
/// contents written), so nothing in the process gets to clean up.
@MainActor
@Suite struct StoreCrashTests {
    static let crashVariable = "PROVIDERKIT_MESH_STORE_CRASH_AT"

    /// The `providerkit` executable next to the test bundle (SwiftPM builds it with the tests).
    static var executable: URL? { BuiltExecutable.url(named: "providerkit") }

    /// Runs `providerkit arguments…` in a child process, crashing at `step`, and waits for it
    /// without blocking the main actor.
    static func run(_ arguments: [String], crashAt step: String?) async throws -> Process {
        let url: URL = try #require(executable, "the providerkit executable was not built next to the tests")
        var environment = ProcessInfo.processInfo.environment
        environment[crashVariable] = step
        let child = try BuiltExecutable.start(url, arguments, environment: environment)
        _ = await child.finish()
        return child.process
    }

    static func temporaries(_ store: StoreFixture) -> [String] {
        store.names().filter { $0.hasPrefix(".credentials.json.tmp-") }
    }

    @Test(arguments: ["createTemporary", "write", "sync", "rename"])
    func aProcessKilledBeforeTheRenameLeavesThePreviousContents(step: String) async throws {
        let store = try StoreFixture()
        let before = try store.data()

        let killed = try await Self.run(["store", "remove", "--path", store.path, StoreFixture.robinhoodID], crashAt: step)
        #expect(killed.terminationReason == .uncaughtSignal)
        #expect(killed.terminationStatus == SIGKILL)

        // The store file is byte for byte what it was.
        #expect(try store.data() == before)
        let leftovers = Self.temporaries(store)
        #expect(leftovers.count == (step == "createTemporary" ? 0 : 1))
        if step == "write", let leftover = leftovers.first {
            // The crash really was in the middle of writing the new contents.
            let size = try FileManager.default.attributesOfItem(atPath: "\(store.directory)/\(leftover)")[.size] as? Int
            #expect(size.map { $0 > 0 } == true)
            #expect(throws: (any Error).self) {
                try LinkJSONValue(parsing: String(contentsOfFile: "\(store.directory)/\(leftover)", encoding: .utf8))
            }
        }

        // The store still reads, with both connections, and the next write cleans up.
        let listed = try await ToolRun(["store", "list", "--path", store.path, "--format", "json"]).jsonLines()
        #expect(listed.map { $0["id"]?.stringValue } == [StoreFixture.robinhoodID, StoreFixture.krakenID])
        let retried = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.robinhoodID])
        #expect(retried.status == .ok)
        #expect(Self.temporaries(store).isEmpty)
        let after = try await ToolRun(["store", "list", "--path", store.path, "--format", "json"]).jsonLines()
        #expect(after.map { $0["id"]?.stringValue } == [StoreFixture.krakenID])
    }

    @Test func aProcessKilledAfterTheRenameLeavesTheNewContents() async throws {
        let store = try StoreFixture()
        let killed = try await Self.run(
            ["store", "remove", "--path", store.path, StoreFixture.robinhoodID], crashAt: "syncDirectory")
        #expect(killed.terminationReason == .uncaughtSignal)
        #expect(killed.terminationStatus == SIGKILL)
        #expect(Self.temporaries(store).isEmpty)
        let listed = try await ToolRun(["store", "list", "--path", store.path, "--format", "json"]).jsonLines()
        #expect(listed.map { $0["id"]?.stringValue } == [StoreFixture.krakenID])
        let mode = try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func withoutTheVariableTheChildWritesNormally() async throws {
        let store = try StoreFixture()
        let process = try await Self.run(["store", "remove", "--path", store.path, StoreFixture.krakenID], crashAt: nil)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8).contains("robinhood"))
        #expect(try !String(contentsOfFile: store.path, encoding: .utf8).contains("kraken"))
    }
}
