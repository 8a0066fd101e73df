import ProviderKit
import ProviderKitTesting

/// The scripted adapter making ``FaultyFlow``s.
struct FaultyAdapter: LinkAdapter {
    let script: [ScriptedVendorCallback]
    let faults: Set<PlantedFault>
    var descriptor: AdapterDescriptor { ScriptedAdapter.descriptor }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        FaultyFlow(token: request.token, script: script, faults: faults)
    }
}
