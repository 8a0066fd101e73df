import ProviderKit
import ProviderKitMeld
import ProviderKitMesh
import ProviderKitPlaid
import ProviderKitPlaidLegacy

/// The adapters that ship with ProviderKit, as the tool sees them.
public enum BuiltInAdapters {
    /// Every built-in adapter type, in the order `providers` lists them.
    public static let types: [any SandboxedAdapter.Type] = [
        PlaidAdapter.self, PlaidLegacyAdapter.self, MeshAdapter.self, MeldAdapter.self,
    ]

    /// The adapter type registered under `name`.
    public static func type(named name: String) -> (any SandboxedAdapter.Type)? {
        types.first { $0.descriptor.name == name }
    }

    /// Every built-in name.
    public static var names: [String] { types.map { $0.descriptor.name } }

    /// A registry of the built-in adapters wired to their sandbox drivers, for validation and
    /// offline runs. Adapters whose sandbox cannot be created are left out.
    @MainActor
    public static func sandboxRegistry() -> ProviderRegistry {
        var registry = ProviderRegistry()
        for type in types {
            if let run = try? type.sandbox(scenario: SandboxScenario.success) { registry.register(run.adapter) }
        }
        return registry
    }
}
