// A child process for the remote-configuration cache crash tests
// (Tests/ProviderKitTests/RemoteConfiguration/RemoteConfigurationCrashTests.swift): it fetches the
// remote file with a real LinkConfigurationSource, so a crash point can kill it (SIGKILL) in the
// middle of writing the cache, and the test can see what the next launch finds.
//
//   RemoteConfigurationWorker --bundled FILE --cache DIR --url URL [--crash-at STEP]
//       STEP is a private-file step (createTemporary, write, sync, rename, syncDirectory, lock) of
//       the cache file. Prints the fetch's outcome and the active entry; exit 0 (1: usage).
import Foundation
import ProviderKit
import ProviderKitTooling

/// An adapter that only has a name: enough to validate configurations against.
struct NamedAdapter: LinkAdapter {
    let descriptor: AdapterDescriptor

    init(_ name: String) {
        descriptor = AdapterDescriptor(
            name: name, displayName: name, requiresRedirectURI: false,
            errorTable: ErrorMappingTable(adapterName: name, rules: []), eventTable: EventMappingTable(adapterName: name, rules: []))
    }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("the worker makes no flows")
    }
}

var options: [String: String] = [:]
let arguments = Array(CommandLine.arguments.dropFirst())
var index = 0
while index + 1 < arguments.count {
    options[arguments[index]] = arguments[index + 1]
    index += 2
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: RemoteConfigurationWorker --bundled FILE --cache DIR --url URL [--crash-at STEP]\n".utf8))
    exit(1)
}

guard let bundledPath = options["--bundled"], let cachePath = options["--cache"], let url = options["--url"].flatMap(URL.init(string:))
else { usage() }
if let step = options["--crash-at"] {
    guard let parsed = PrivateFile.Step(rawValue: step) else { usage() }
    PrivateFile.crashPoint = PrivateFileCrashPoint(step: parsed, fileNameContaining: "remote-configuration")
}
let registry = ProviderRegistry([NamedAdapter("plaid"), NamedAdapter("meld")])
do {
    let bundled = try ProviderConfiguration(contentsOf: URL(fileURLWithPath: bundledPath), registry: registry)
    let source = LinkConfigurationSource(
        bundled: bundled, registry: registry, remoteURL: url, cacheDirectory: URL(fileURLWithPath: cachePath),
        policy: LinkConfigurationFetchPolicy(minimumInterval: 0, timeout: 5, maximumAttempts: 1))
    let fetch = await source.fetch()
    print("\(fetch.outcome.rawValue) \(source.configuration.activeEntryName)")
} catch {
    print("error \(error)")
    exit(1)
}
