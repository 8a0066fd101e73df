import ProviderKit
import ProviderKitMesh
import ProviderKitTesting
import Testing
import ProviderKitMeshSandbox

@MainActor
@Suite struct MeshConformanceTests {
    @Test func passesTheConformanceSuite() async {
        let report = await ConformanceSuite.run(MeshSandbox.self)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.checks.count >= 15)
    }
}
