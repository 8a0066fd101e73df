import ProviderKitTesting
import Testing

/// The leak search every planted-secret test and fuzz target relies on: any 12-byte stretch of a
/// canary's core is a leak, wherever it stands; nothing shorter is.
@Suite struct PlantedSecretLeakTests {
    @Test(arguments: PlantedSecret.all)
    func everyStretchIsFoundAnywhere(canary: PlantedSecret) {
        let core = Array(canary.core)
        for start in 0...(core.count - PlantedSecret.leakWindow) {
            let stretch = String(core[start..<(start + PlantedSecret.leakWindow)])
            for text in [stretch, "before \(stretch)", "\(stretch) after", "é\(stretch)é", "<\(stretch)>"] {
                #expect(canary.leaks(in: text), "stretch at \(start) in \(text.count) characters")
            }
        }
        #expect(canary.leaks(in: "x" + canary.value + "y"))
    }

    @Test(arguments: PlantedSecret.all)
    func shorterPiecesAndDamagedStretchesAreNot(canary: PlantedSecret) {
        let core = Array(canary.core)
        let short = PlantedSecret.leakWindow - 1
        for start in 0...(core.count - short) {
            #expect(!canary.leaks(in: "a " + String(core[start..<(start + short)]) + " b"))
        }
        // Every 11th character replaced: no 12 characters of the core stay together.
        var damaged = core
        for position in stride(from: PlantedSecret.leakWindow - 1, to: damaged.count, by: short) { damaged[position] = "~" }
        #expect(!canary.leaks(in: String(damaged)))
        #expect(!canary.leaks(in: ""))
    }
}
