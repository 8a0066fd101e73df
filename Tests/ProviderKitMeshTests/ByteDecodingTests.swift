import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitMeshSandbox

/// Replay decodes Mesh callbacks from their bytes; `JSONDecoder` only words the lines that
/// decoder refuses. Both must agree on every line the byte decoder accepts.
@Suite struct ByteDecodingTests {
    @Test func theByteDecoderAcceptsRealisticLinesAndAgreesWithJSONDecoder() async throws {
        let audit = try await BackgroundThread.result {
            try TranscriptMutations.audit(
                transcripts: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("ProviderKitCLITests/ReplayGoldens"),
                adapter: "mesh", byteDecoder: { try? MeshTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(MeshTranscriptLine.self, from: Data($0.utf8)) })
        }
        #expect(audit.realisticAccepted == audit.realisticLines)
        #expect(audit.malformedLines >= 5 && audit.malformedAccepted == 0)
        #expect(audit.variantsAccepted > 300, "the variants exercise acceptance too, not only refusal")
        #expect(audit.disagreements.isEmpty, "\(audit.disagreements.prefix(3))")
    }
}
