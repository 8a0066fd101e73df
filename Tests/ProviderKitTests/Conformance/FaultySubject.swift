import ProviderKit
import ProviderKitTesting

/// The scripted adapter and its sandbox with planted faults, as a conformance subject.
enum FaultySubject {
    static func make(_ faults: Set<PlantedFault>) -> ConformanceSubject {
        var scenarios = ScriptedSandbox.scenarios
        if faults.contains(.declaresScenarioItCannotRun) {
            scenarios.append(SandboxScenario(PlantedFault.unrunnableScenario, "Listed, but the sandbox cannot play it."))
        }
        if faults.contains(.declaresScenarioThatNeverEnds) {
            scenarios.append(SandboxScenario(PlantedFault.endlessScenario, "Opens and never ends."))
        }
        return ConformanceSubject(
            descriptor: ScriptedAdapter.descriptor, scenarios: scenarios,
            makeRun: { name in
                let script: [ScriptedVendorCallback]
                if name == PlantedFault.endlessScenario, faults.contains(.declaresScenarioThatNeverEnds) {
                    script = [.loaded, .event(name: "OPEN")]
                } else if let scripted = ScriptedSandbox.script(for: name) {
                    script = scripted
                } else {
                    throw ScriptedSandbox.unknownScenario(name)
                }
                return SandboxRun(
                    adapter: FaultyAdapter(script: script, faults: faults), request: LinkRequest(token: Secret("scripted-link-token")))
            },
            transcript: { ScriptedSandbox.transcript(for: $0) },
            makeReplayer: { _ in FaultyFlow(token: Secret("scripted-link-token"), script: [], faults: faults) },
            makeProbe: { options in FaultyProbe(faults: faults, options: options) })
    }
}
