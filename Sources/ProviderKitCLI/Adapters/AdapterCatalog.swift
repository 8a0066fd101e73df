import ProviderKit
import ProviderKitTesting

/// The adapters a command knows: the built-in ones, with their sandboxes, and those an adapter
/// manifest (`--adapters FILE`) declares.
///
/// - Without a manifest: the four built-in adapters, described by their static descriptors (a
///   Mesh entry may turn storage on: whether the app's adapter has a store is the app's wiring,
///   which only a manifest made from the app's registry knows).
/// - With a manifest that is not complete (a third party's): the built-in adapters plus the
///   manifest's, a manifest adapter replacing a built-in one of the same name.
/// - With a complete manifest (made from the app's registry): exactly the manifest's adapters, as
///   the app would accept them; built-in ones among them keep their Swift rules and sandboxes.
@MainActor
public struct AdapterCatalog {
    /// One known adapter.
    public struct Adapter {
        /// How the configuration is checked.
        public var descriptor: AdapterDescriptor
        /// The built-in sandbox (runs, replay, conformance, tables), or `nil` for an adapter known
        /// only from a manifest.
        public var sandbox: (any AdapterSandbox.Type)?
        /// `true` when the descriptor came from the manifest.
        public var isFromManifest: Bool
        /// The adapter whose `validate(entry:)` rules apply, when the tool has its code.
        var rules: (any LinkAdapter)?

        /// The adapter's name.
        public var name: String { descriptor.name }
    }

    /// Every known adapter: built-in ones first in their usual order, then the manifest's.
    public private(set) var adapters: [Adapter]
    /// The manifest file, when one was read.
    public private(set) var manifestFile: String?

    /// The built-in adapters only.
    public static var builtIn: AdapterCatalog {
        AdapterCatalog(
            adapters: BuiltInAdapters.types.map { type in
                Adapter(
                    descriptor: type.descriptor, sandbox: type, isFromManifest: false,
                    rules: try? type.makeRun(for: .success).adapter)
            }, manifestFile: nil)
    }

    /// The catalog for `manifest`, read from `file`.
    public init(manifest: AdapterManifest, file: String) {
        let builtIn = AdapterCatalog.builtIn.adapters
        var adapters = manifest.isComplete ? [] : builtIn
        for descriptor in manifest.descriptors {
            let known = builtIn.first { $0.name == descriptor.name }
            let adapter = Adapter(
                descriptor: descriptor, sandbox: known?.sandbox, isFromManifest: true, rules: known?.rules)
            if let index = adapters.firstIndex(where: { $0.name == descriptor.name }) {
                adapters[index] = adapter
            } else {
                adapters.append(adapter)
            }
        }
        self.init(adapters: adapters, manifestFile: file)
    }

    private init(adapters: [Adapter], manifestFile: String?) {
        self.adapters = adapters
        self.manifestFile = manifestFile
    }

    /// Reads the manifest at `path` (`--adapters`); `nil` gives the built-in catalog. Warnings
    /// in the manifest are returned with the catalog.
    ///
    /// - Throws: a ``ToolFailure``: `66` when the file cannot be read, `65` when it is not a
    ///   valid manifest (every problem listed).
    static func load(manifestPath path: String?) throws(ToolFailure) -> (catalog: AdapterCatalog, warnings: [ToolDiagnostic]) {
        guard let path else { return (.builtIn, []) }
        let result = AdapterManifestReader.read(text: try InputFile.text(path), file: path)
        let diagnostics = result.diagnostics.map(ToolDiagnostic.init)
        guard let manifest = result.manifest else { throw ToolFailure(.dataError, diagnostics) }
        return (AdapterCatalog(manifest: manifest, file: path), diagnostics)
    }

    /// The adapter named `name`.
    public func adapter(named name: String) -> Adapter? {
        adapters.first { $0.name == name }
    }

    /// Every adapter name, in catalog order.
    public var names: [String] { adapters.map(\.name) }

    /// A registry to validate configurations with: every adapter as a ``DeclaredAdapter``.
    public var validationRegistry: ProviderRegistry {
        ProviderRegistry(adapters.map { DeclaredAdapter(descriptor: $0.descriptor, rules: $0.rules) })
    }

    /// The adapter named `name` for a command that runs it (`--adapter`).
    ///
    /// - Throws: `64` for a name the tool does not know, `69` for an adapter without a sandbox here.
    func runnableAdapter(named name: String) throws(ToolFailure) -> Adapter {
        guard let adapter = adapter(named: name) else {
            throw .usage(
                ToolDiagnosticCode.unknownAdapter,
                "unknown adapter \"\(name)\"\(NameSuggester.hint(for: name, among: names)); adapters: \(names.joined(separator: ", "))")
        }
        guard adapter.sandbox != nil else { throw Self.unavailable(adapter.name, manifest: manifestFile) }
        return adapter
    }

    /// The failure for an adapter this tool cannot run.
    static func unavailable(_ name: String, manifest: String?) -> ToolFailure {
        ToolFailure(
            .unavailable,
            [
                ToolDiagnostic(
                    code: ToolDiagnosticCode.noSandbox,
                    message:
                        "the \(name) adapter is known only from the adapter manifest\(manifest.map { " \($0)" } ?? ""): its flows, sandbox, replayer and tables are Swift code this tool does not have; run them in the adapter's own tests (ConformanceSuite)")
            ])
    }
}
