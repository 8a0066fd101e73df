import Foundation

/// Records one attempt of a journey: the vendor callbacks its adapter received, each as one
/// line of the adapter's replay transcript format with its time, redacted before it is kept,
/// and what the session delivered from them (the expectations a replay is compared with).
///
/// A journey whose ``LinkJourney/recording`` is not ``LinkRecordingPolicy/off`` makes one per
/// attempt and sets it as the session's ``LinkSession/callbackRecorder`` before the session
/// starts. Adapters never see it: they call ``LinkReporter/recordCallback(_:payload:)`` at the
/// seam where a vendor callback enters the flow, and the reporter forwards to the recorder when
/// there is one.
///
/// Contract:
/// - Main actor only. Each callback is recorded once, in arrival order, while the session is open
///   (a closed session hears nothing, so a callback it drops is not part of what replays).
/// - Nothing secret is stored: see ``LinkRecordedCallback/line`` and the redaction rule described
///   in `docs/support-bundles.md`. The recorder keeps the request's link token only inside the
///   core's ``SecretRedactor``, as the session itself keeps it, to find it in payloads.
/// - Bounded by ``limits``: past either limit nothing more is recorded and ``isTruncated`` is
///   `true`. Recording never fails a session: a payload that cannot be encoded is recorded as
///   nothing and counted in ``unencodableCallbackCount``.
@MainActor
public final class LinkCallbackRecorder {
    /// The attempt's number in its journey.
    public let attempt: Int
    /// The adapter that received the callbacks.
    public let adapterName: String
    /// The configuration entry the attempt ran on.
    public let entryName: String?
    /// The per-attempt limits.
    public let limits: LinkRecordingLimits
    /// The callbacks kept so far, in arrival order.
    public private(set) var callbacks: [LinkRecordedCallback] = []
    /// The UTF-8 size of ``callbacks``' lines.
    public private(set) var byteCount = 0
    /// `true` once a callback was left out because of ``limits``.
    public private(set) var isTruncated = false
    /// Callbacks whose payload could not be encoded as JSON (none for the built-in adapters).
    public private(set) var unencodableCallbackCount = 0
    /// What the session delivered, one ``LinkReplayStep`` line per event and one for the outcome.
    public private(set) var expectedSteps: [String] = []
    /// The diagnostics the session reported, in order.
    public private(set) var diagnostics: [LinkDiagnostic] = []
    /// The error with which the adapter refused the request at start, if it did (then there are
    /// no callbacks: the session ended before the vendor was reached).
    public private(set) var refusal: LinkError?
    /// The settings the adapter's replayer needs to replay the callbacks as the live flow read
    /// them (replay option names without their dashes, such as `widget-url` or `mode`), each
    /// value redacted as the callbacks are.
    public private(set) var replaySettings: [String: String] = [:]

    private var redaction: CallbackRedaction
    /// When the recorder was made; callbacks' times count from here (wall clock, as the journey's
    /// attempt durations do: no boot-time API, so no privacy-manifest reason).
    private let startedAt: Date

    /// A recorder for one attempt. `linkToken` is the request's token: it is recorded as
    /// `<link-token>`, never in clear.
    public init(
        attempt: Int, adapterName: String, entryName: String?, linkToken: Secret?, limits: LinkRecordingLimits = .standard
    ) {
        self.attempt = attempt
        self.adapterName = adapterName
        self.entryName = entryName
        self.limits = limits
        self.redaction = CallbackRedaction(linkToken: linkToken)
        self.startedAt = Date()
    }

    /// Records a callback named `callback` (the transcript line's one member, such as `onEvent`)
    /// whose payload is `payload`, encoded the way `JSONEncoder` encodes it and redacted first.
    public func record(callback: String, payload: some Encodable) {
        guard admitsMore else { return }
        guard let value = try? JSONValueEncoder().encode(payload) else {
            unencodableCallbackCount += 1
            return
        }
        record(callback: callback, json: value)
    }

    /// Records a callback whose payload is already a JSON value (an untyped vendor message).
    public func record(callback: String, json payload: LinkJSONValue) {
        record(line: .object([callback: payload]))
    }

    /// Records a callback given as its whole transcript line, for adapters whose lines are not
    /// one member named for the callback (Plaid v1's `{"delegate": …, "metadata": …}`).
    public func record(line: LinkJSONValue) {
        guard admitsMore else { return }
        guard let data = try? Self.encoder.encode(redaction.redact(line)) else {
            unencodableCallbackCount += 1
            return
        }
        guard callbacks.count < limits.maximumLines, byteCount + data.count <= limits.maximumBytes else {
            isTruncated = true
            return
        }
        let elapsed = Date().timeIntervalSince(startedAt)
        callbacks.append(LinkRecordedCallback(milliseconds: max(0, Int(elapsed * 1_000)), line: String(decoding: data, as: UTF8.self)))
        byteCount += data.count
    }

    /// Notes a setting the adapter's replayer needs (`name` is its replay option without the
    /// dashes). The value is redacted before it is kept, as a callback's string is: a URL keeps
    /// its shape with its credentials replaced by a percent-encoded `<redacted>`. Setting a name
    /// again replaces its value. Not bounded by ``limits``: adapters set a handful when they start.
    public func recordReplaySetting(_ name: String, value: String) {
        replaySettings[name] = redaction.redact(setting: value)
    }

    /// Notes an event the session delivered.
    public func delivered(_ event: LinkEvent) {
        expectedSteps.append(redaction.removingLinkToken(from: LinkReplayStep.line(for: event)))
    }

    /// Notes that the adapter refused the request when the session started, before any vendor
    /// callback: `error`'s code and vendor code are kept, its message redacted.
    public func refused(_ error: LinkError) {
        refusal = LinkError(
            code: error.code, recovery: error.recovery, isRetryable: error.isRetryable, vendorType: error.vendorType,
            vendorCode: error.vendorCode, message: redaction.redact(text: error.message))
    }

    /// Notes a diagnostic the session reported.
    public func reported(_ diagnostic: LinkDiagnostic) {
        diagnostics.append(
            LinkDiagnostic(
                severity: diagnostic.severity, code: diagnostic.code, message: redaction.redact(text: diagnostic.message),
                line: diagnostic.line))
    }

    /// `text` without the session's link token: for JSON written beside the recording.
    func removingLinkToken(from text: String) -> String {
        redaction.removingLinkToken(from: text)
    }

    /// Notes the attempt's outcome: the last expected step.
    public func settled(_ outcome: LinkOutcome) {
        expectedSteps.append(LinkReplayStep.line(for: outcome))
    }

    /// What was recorded, as a value to keep after the session is gone.
    public var recording: LinkAttemptRecording {
        LinkAttemptRecording(
            attempt: attempt, adapterName: adapterName, entryName: entryName, callbacks: callbacks, byteCount: byteCount,
            isTruncated: isTruncated, expectedSteps: expectedSteps, diagnostics: diagnostics, refusal: refusal,
            replaySettings: replaySettings)
    }

    private var admitsMore: Bool {
        if isTruncated { return false }
        if callbacks.count >= limits.maximumLines {
            isTruncated = true
            return false
        }
        return true
    }

    /// Sorted members, so a line's text depends only on its content.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
