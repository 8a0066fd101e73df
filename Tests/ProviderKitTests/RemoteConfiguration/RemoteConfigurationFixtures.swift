import Foundation
import ProviderKit

/// An adapter that only has a name: enough to validate configurations against.
struct NamedTestAdapter: LinkAdapter {
    let descriptor: AdapterDescriptor

    init(_ name: String) {
        descriptor = AdapterDescriptor(
            name: name, displayName: name, requiresRedirectURI: false,
            errorTable: ErrorMappingTable(adapterName: name, rules: []), eventTable: EventMappingTable(adapterName: name, rules: []))
    }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("the named test adapter makes no flows")
    }
}

/// Configuration texts, registries and directories for the remote-configuration tests.
enum RemoteFixtures {
    static let registry = ProviderRegistry([NamedTestAdapter("plaid"), NamedTestAdapter("meld")])

    /// A file whose active entry is `provider` (a name, or weighted choices as JSON), falling back
    /// to the other entry (to `meld` unless `meld` is active); `plaidEntry` adds keys to plaid's entry.
    static func text(
        provider: String = "\"plaid\"", version: Int = 1, plaidEntry: String = "", meldAdapter: String = "meld"
    ) -> String {
        """
        {
          "version": \(version),
          "provider": \(provider),
          "fallbacks": \(provider == "\"meld\"" ? #"["plaid"]"# : #"["meld"]"#),
          "providers": {
            "plaid": { "adapter": "plaid"\(plaidEntry.isEmpty ? "" : ", " + plaidEntry) },
            "meld": { "adapter": "\(meldAdapter)" }
          }
        }
        """
    }

    /// The bundled layer of every test: plaid active.
    static func bundled(registry: ProviderRegistry = registry) throws -> ProviderConfiguration {
        try ProviderConfiguration(parsing: text(), registry: registry)
    }

    /// A fresh directory that does not exist yet.
    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-remote-\(UUID().uuidString)")
    }

    /// A quick policy for tests: no interval, short timeout, short retry pauses.
    static func policy(attempts: Int = 3, timeout: TimeInterval = 5, maximumBytes: Int = 64 * 1024) -> LinkConfigurationFetchPolicy {
        LinkConfigurationFetchPolicy(
            minimumInterval: 0, timeout: timeout, maximumAttempts: attempts, retryDelay: 0.01, maximumBytes: maximumBytes)
    }
}

/// A stand-in integrity check for Linux, where CryptoKit is absent: the signature of a file is
/// its bytes reversed, served at `<file>.sig`.
struct ReversedBytesCheck: LinkConfigurationIntegrityCheck {
    static func sign(_ file: Data) -> Data { Data(file.reversed()) }

    func isAuthentic(file: Data, signature: Data) -> Bool {
        signature == Self.sign(file)
    }
}
