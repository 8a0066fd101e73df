import ProviderKit
import ProviderKitMeldSandbox
import ProviderKitMeshSandbox
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox
import ProviderKitTesting

/// The adapters that ship with ProviderKit, as the tool sees them.
public enum BuiltInAdapters {
    /// The sandbox of every built-in adapter, in the order `providers` lists them.
    public static let types: [any AdapterSandbox.Type] = [
        PlaidSandbox.self, PlaidLegacySandbox.self, MeshSandbox.self, MeldSandbox.self,
    ]

    /// The sandbox of the built-in adapter named `name`.
    public static func type(named name: String) -> (any AdapterSandbox.Type)? {
        types.first { $0.descriptor.name == name }
    }

    /// Every built-in name.
    public static var names: [String] { types.map { $0.descriptor.name } }

    /// A registry of the built-in adapters wired to their sandbox drivers, for offline runs.
    /// Adapters whose sandbox cannot be created are left out.
    @MainActor
    public static func sandboxRegistry() -> ProviderRegistry {
        ProviderRegistry(types.compactMap { try? $0.makeRun(for: .success).adapter })
    }
}
