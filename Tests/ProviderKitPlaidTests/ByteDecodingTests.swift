import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidSandbox

/// Replay decodes LinkKit 7 lines from their bytes; `JSONDecoder` only words the lines that
/// decoder refuses. Both must agree on every line the byte decoder accepts.
@Suite struct ByteDecodingTests {
    @Test func theByteDecoderAcceptsRealisticLinesAndAgreesWithJSONDecoder() async throws {
        let audit = try await BackgroundThread.result {
            try TranscriptMutations.audit(
                transcripts: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("ProviderKitCLITests/ReplayGoldens"),
                adapter: "plaid", byteDecoder: { try? PlaidTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(PlaidTranscriptLine.self, from: Data($0.utf8)) })
        }
        #expect(audit.realisticAccepted == audit.realisticLines)
        #expect(audit.malformedLines >= 5 && audit.malformedAccepted == 0)
        #expect(audit.variantsAccepted > 500, "the variants exercise acceptance too, not only refusal")
        #expect(audit.disagreements.isEmpty, "\(audit.disagreements.prefix(3))")
    }
}
