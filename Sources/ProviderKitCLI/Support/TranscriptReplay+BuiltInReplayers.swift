import Foundation
import ProviderKitMeldSandbox
import ProviderKitMeshSandbox
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox
import ProviderKitTesting

extension TranscriptReplay {
    /// Replays `input` through `replayer`'s line decoder when it has one
    /// (``/ProviderKitTesting/PipelinedTranscriptReplayer``), decoding on a second thread when
    /// `decodeAhead`; `false`, having done nothing, when it has none.
    ///
    /// The built-in replayers are named one by one so that the compiler specializes the pipeline
    /// for each: generic code handed a line type it does not know copies every line field by field
    /// and looks up type metadata for every item, which cost as much as the second thread saved.
    /// Any other replayer gets the same pipeline, unspecialized.
    static func replayWithLineDecoder(
        _ replayer: any TranscriptReplayer, input: FileHandle, printer: SessionPrinter, lines: LineBookkeeping,
        decodeAhead: Bool
    ) -> Bool {
        switch replayer {
        case let plaid as PlaidTranscriptReplayer: replayPipelined(plaid, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        case let legacy as PlaidLegacyReplayer: replayPipelined(legacy, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        case let mesh as MeshTranscriptReplayer: replayPipelined(mesh, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        case let meld as MeldTranscriptReplayer: replayPipelined(meld, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        case let other as any PipelinedTranscriptReplayer: replayPipelined(other, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        default: return false
        }
        return true
    }
}
