import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitMeldSandbox
@testable import ProviderKitMeshSandbox
@testable import ProviderKitPlaidLegacySandbox
@testable import ProviderKitPlaidSandbox

/// Replay (tooling) decodes every adapter's transcript lines from their bytes; `JSONDecoder` into
/// the adapter's mirrors only words the lines that decoder refuses. Both must agree on every line
/// the byte decoder accepts, over the golden transcripts and their mutations.
@Suite struct ReplayByteDecodingTests {
    /// An adapter's byte decoder and its `JSONDecoder` reference, and how many mutated lines the
    /// byte decoder must accept (so the variants test acceptance, not only refusal).
    struct Decoders: Sendable, CustomStringConvertible {
        let adapter: String
        let minimumVariantsAccepted: Int
        let audit: @Sendable (URL) throws -> TranscriptMutations.Audit
        var description: String { adapter }
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReplayGoldens")

    static let decoders: [Decoders] = [
        Decoders(adapter: "plaid", minimumVariantsAccepted: 500) {
            try TranscriptMutations.audit(
                transcripts: $0, adapter: "plaid", byteDecoder: { try? PlaidTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(PlaidTranscriptLine.self, from: Data($0.utf8)) })
        },
        Decoders(adapter: "plaid-legacy", minimumVariantsAccepted: 300) {
            try TranscriptMutations.audit(
                transcripts: $0, adapter: "plaid-legacy", byteDecoder: { try? PlaidLegacyTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(PlaidLegacyTranscriptLine.self, from: Data($0.utf8)) })
        },
        Decoders(adapter: "mesh", minimumVariantsAccepted: 300) {
            try TranscriptMutations.audit(
                transcripts: $0, adapter: "mesh", byteDecoder: { try? MeshTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(MeshTranscriptLine.self, from: Data($0.utf8)) })
        },
        Decoders(adapter: "meld", minimumVariantsAccepted: 300) {
            try TranscriptMutations.audit(
                transcripts: $0, adapter: "meld", byteDecoder: { try? MeldTranscriptLine(utf8: $0) },
                reference: { try? JSONDecoder().decode(MeldTranscriptLine.self, from: Data($0.utf8)) })
        },
    ]

    @Test(arguments: decoders)
    func theByteDecoderAcceptsRealisticLinesAndAgreesWithJSONDecoder(_ decoders: Decoders) async throws {
        let audit = try await BackgroundThread.result { try decoders.audit(Self.goldens) }
        #expect(audit.realisticAccepted == audit.realisticLines)
        #expect(audit.malformedLines >= 5 && audit.malformedAccepted == 0)
        #expect(audit.variantsAccepted > decoders.minimumVariantsAccepted, "the variants exercise acceptance too, not only refusal")
        #expect(audit.disagreements.isEmpty, "\(audit.disagreements.prefix(3))")
    }
}
