import Foundation
import ProviderKit

/// Replays a support bundle (``/ProviderKit/LinkSupportBundle``) and compares each attempt with
/// what its live session delivered: the check behind `providerkit replay BUNDLE`, usable in
/// tests without the tool.
///
/// Each attempt's callback lines go through a fresh replayer for its adapter, inside a real
/// ``/ProviderKit/LinkSession`` with a ``/ProviderKit/LinkCallbackRecorder`` attached, so the
/// replay's ``/ProviderKit/LinkReplayStep`` lines are made by the same code as the live ones.
/// Main actor; each call replays from scratch.
@MainActor
public enum SupportBundleReplay {
    /// Makes the replayer for an attempt (its adapter, its recorded settings), or throws when
    /// this tool has none.
    public typealias ReplayerFactory = @MainActor (SupportBundle.Attempt) throws -> any TranscriptReplayer

    /// What the replay of one attempt showed.
    public struct Verdict: Sendable, Hashable, CustomStringConvertible {
        /// The attempt's number.
        public var attempt: Int
        /// The attempt's adapter.
        public var adapterName: String
        /// `nil` when the replay reproduced every expected step; otherwise the first difference.
        public var difference: Difference?
        /// Transcript lines the replayer refused (their messages), which also fail reproduction.
        public var malformedLines: [String]

        /// `true` when the attempt reproduced.
        public var reproduced: Bool { difference == nil && malformedLines.isEmpty }

        /// `attempt N (adapter): reproduced` or `… differs at line N: expected …, got …`.
        public var description: String {
            let head = "attempt \(attempt) (\(adapterName))"
            if let difference { return "\(head): \(difference)" }
            if let first = malformedLines.first { return "\(head): a callback line could not be replayed: \(first)" }
            return "\(head): reproduced"
        }
    }

    /// The first step where a replay and the recording part.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// The bundle line (1-based) of the expected step, or of the attempt's last line when the
        /// replay delivered more than was recorded.
        public var line: Int
        /// The recorded step, `nothing` when the replay went further.
        public var expected: String
        /// The replayed step, `nothing` when the replay stopped short.
        public var got: String

        /// `differs at line N: expected …, got …`.
        public var description: String { "differs at line \(line): expected \(expected), got \(got)" }
    }

    /// Replays every attempt of `bundle`.
    public static func replay(_ bundle: SupportBundle, makeReplayer: ReplayerFactory) -> [Verdict] {
        bundle.attempts.map { replay($0, makeReplayer: makeReplayer) }
    }

    /// Replays one attempt.
    public static func replay(_ attempt: SupportBundle.Attempt, makeReplayer: ReplayerFactory) -> Verdict {
        var verdict = Verdict(attempt: attempt.number, adapterName: attempt.adapterName, difference: nil, malformedLines: [])
        let replayer: any TranscriptReplayer
        do {
            replayer = try attempt.refusal.map { RefusedStartReplayer(error: $0) } ?? makeReplayer(attempt)
        } catch {
            verdict.malformedLines.append("no replayer for \(attempt.adapterName): \((error as? LinkError)?.message ?? "\(error)")")
            return verdict
        }
        let got = steps(replaying: attempt.callbacks, through: replayer, attempt: attempt, malformed: &verdict.malformedLines)
        verdict.difference = compare(expected: attempt.expected, got: got, lastLine: attempt.lastLine)
        return verdict
    }

    /// The steps a replay of `callbacks` delivers.
    static func steps(
        replaying callbacks: [String], through replayer: any TranscriptReplayer, attempt: SupportBundle.Attempt,
        malformed: inout [String]
    ) -> [String] {
        let session = LinkSession(
            adapterName: attempt.adapterName, flow: replayer, entryName: attempt.entryName,
            options: .init(closeAfterOutcome: nil))
        let recorder = LinkCallbackRecorder(
            attempt: attempt.number, adapterName: attempt.adapterName, entryName: attempt.entryName, linkToken: nil,
            limits: LinkRecordingLimits(maximumLines: 0, maximumBytes: 0))
        session.callbackRecorder = recorder
        replayer.traceHandler = { _ in }
        session.open()
        for line in callbacks {
            do {
                try replayer.replay(line: line)
            } catch {
                malformed.append((error as? TranscriptLineError)?.message ?? "\(error)")
            }
        }
        replayer.finish()
        let steps = recorder.expectedSteps
        session.close()
        return steps
    }

    /// The first difference between the recorded and the replayed steps, or `nil`.
    static func compare(expected: [SupportBundle.Step], got: [String], lastLine: Int) -> Difference? {
        for index in 0..<max(expected.count, got.count) {
            let want = index < expected.count ? expected[index].text : nil
            let have = index < got.count ? got[index] : nil
            if want == have { continue }
            return Difference(
                line: index < expected.count ? expected[index].line : lastLine, expected: want ?? "nothing",
                got: have ?? "nothing")
        }
        return nil
    }
}
