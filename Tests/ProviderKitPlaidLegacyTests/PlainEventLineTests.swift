import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox
import ProviderKitTooling

/// Replay's event fast path reads a `didHandleEvent` line's plain metadata straight from its
/// bytes. Whenever it takes a line, the general path must take it too and hand the mapping the
/// same name, the same plain fields and the same metadata dictionary.
@Suite struct PlainEventLineTests {
    /// What the mapping receives for an event line.
    struct Delivered: Equatable {
        var name: String
        var fields: PLKPlainEventMetadata
        var metadata: LinkJSONValue
    }

    static func fastPath(_ line: UnsafeBufferPointer<UInt8>) -> Delivered? {
        var interner = StringInterner(slots: 1)
        return fastPath(line, interning: &interner)
    }

    /// The fast path with an interner kept from line to line, as replay's decoder keeps one.
    static func fastPath(_ line: UnsafeBufferPointer<UInt8>, interning interner: inout StringInterner) -> Delivered? {
        guard let event = try? PlaidLegacyPlainEventLine(utf8: line, interning: &interner) else { return nil }
        return Delivered(name: event.name, fields: event.fields, metadata: event.rawMetadata.revealed())
    }

    /// The general path: the line decoded by `JSONDecoder`, an event whose metadata the mapping
    /// reads as plain fields.
    static func generalPath(_ line: String) -> Delivered? {
        guard let decoded = try? JSONDecoder().decode(PlaidLegacyTranscriptLine.self, from: Data(line.utf8)),
            decoded.delegate == .didHandleEvent
        else { return nil }
        let metadata = decoded.metadata.map(LinkJSONValue.object) ?? .null
        guard let fields = PLKPlainEventMetadata(metadata) else { return nil }
        return Delivered(name: decoded.event ?? "", fields: fields, metadata: metadata)
    }

    @Test func theFastPathTakesRealisticEventLinesAndAgreesWithTheGeneralPath() async throws {
        let audit = try await BackgroundThread.result {
            // Few slots, so that kept strings are both found again and replaced.
            var interner = StringInterner(slots: 4)
            return try TranscriptMutations.audit(
                transcripts: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("ProviderKitCLITests/ReplayGoldens"),
                adapter: "plaid-legacy", byteDecoder: { Self.fastPath($0, interning: &interner) }, reference: Self.generalPath)
        }
        #expect(audit.realisticAccepted > audit.realisticLines / 2, "most realistic lines are plain events")
        #expect(audit.malformedAccepted == 0)
        #expect(audit.variantsAccepted > 300, "the variants exercise acceptance too, not only refusal")
        #expect(audit.disagreements.isEmpty, "\(audit.disagreements.prefix(3))")
    }

    /// Lines at the edge of what the fast path takes: each is taken exactly when the general path
    /// reads plain fields, and then delivers the same.
    static let edges: [String] = [
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":null}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN"}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":"CONSENT","view_name":"MFA"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"extra":"a","extra":"b"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"extra":"a","extra2":"b"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"vi\u0065w_name":"CONSENT"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":"CONSENT","vi\u0065w_name":"MFA"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"café":"x","cafe\u0301":"y"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"café":"x"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":7}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":"A\nB","timestamp":"2024-05-01T12:00:00.000Z"}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":"A\u00e9","mfa_type":null}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"nested":{"a":"b"}}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":nul}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{"view_name":"x",}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":"text"}"#,
        #"{"delegate":"didHandleEvent","event":"","metadata":{}}"#,
        #"{"delegate":"didHandleEvent","event":"OPEN","metadata":{},"publicToken":"x"}"#,
        #"{"delegate":"didExitWithError","error":null,"metadata":{"status":"x"}}"#,
        #"{"delegate":"didSucceedWithPublicToken","publicToken":"public-sandbox-1","metadata":{"status":"x"}}"#,
        #" { "delegate" : "didHandleEvent" , "event" : "OPEN" , "metadata" : { "timestamp" : "2024-05-01T12:00:00.5Z" } } "#,
    ]

    @Test func edgeLinesAreTakenExactlyWhenTheGeneralPathReadsPlainFields() {
        for line in Self.edges {
            var bytes = line
            let fast = bytes.withUTF8 { Self.fastPath($0) }
            let general = Self.generalPath(line)
            if let fast { #expect(fast == general, "\(line)") }
        }
        // The lines the fast path must take: events with a name, no other member, and metadata
        // that is absent, null, or plain with unique ASCII names written without escapes.
        let taken = Self.edges.indices.filter { index in
            var bytes = Self.edges[index]
            return bytes.withUTF8 { Self.fastPath($0) } != nil
        }
        #expect(taken == [0, 1, 2, 5, 11, 12, 21])
    }
}
