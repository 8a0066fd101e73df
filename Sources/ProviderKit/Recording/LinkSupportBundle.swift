import Foundation

/// A support bundle: one JSON Lines file an app attaches to a support ticket, from which
/// `providerkit replay BUNDLE` replays every recorded attempt and says whether it reproduces.
///
/// Lines, in order (`docs/support-bundles.md` documents every member):
/// 1. `{"kind":"supportBundle","format":1,…}`: ProviderKit's version, the adapters, the
///    configuration's hash and active entry, and the device-independent settings;
/// 2. `{"kind":"journeyResult",…}`: the journey's result in the wire format, secrets redacted
///    (absent while the journey runs);
/// 3. per recorded attempt, `{"kind":"attempt",…}` (with the redacted `settings` its adapter's
///    replayer needs, when there are any), then its `callback` lines (each a transcript
///    line of the adapter's replay format and its time), its `expect` lines (what the live
///    session delivered) and its `diagnostic` lines.
///
/// Nothing in a bundle is secret: the callbacks were redacted when they were recorded (see
/// ``LinkCallbackRecorder``), and the result's and diagnostics' text loses the session's token
/// again here. The app decides where the bytes go; ProviderKit never sends them anywhere.
///
/// Building a bundle reads the recorders as they are now, so callbacks that arrive later (an
/// event after the outcome) are in a bundle made later. Main actor; idempotent.
public struct LinkSupportBundle: Sendable {
    /// The bundle format's version, the header's `format`.
    public static let format = 1

    /// The header line's `kind`, by which `providerkit replay` recognises a bundle.
    public static let headerKind = "supportBundle"

    /// The bundle's lines, without line breaks.
    public let lines: [String]

    /// The bundle of a journey: its result and its recordings (none when its
    /// ``LinkJourney/recording`` is ``LinkRecordingPolicy/off`` or dropped them).
    ///
    /// - Parameters:
    ///   - journey: the journey, after its result for a complete bundle.
    ///   - configuration: the configuration it ran with (the coordinator's
    ///     ``LinkJourneyCoordinator/factory``'s).
    ///   - settings: device-independent values worth keeping (an app version, a feature flag);
    ///     never put anything secret or personal here.
    @MainActor
    public init(journey: LinkJourney, configuration: ProviderConfiguration, settings: [String: String] = [:]) {
        self.init(
            recorders: journey.keptRecorders, result: journey.result, configuration: configuration,
            recording: journey.recording, limits: journey.recordingLimits, settings: settings)
    }

    /// The bundle of sessions an app recorded itself, one ``LinkCallbackRecorder`` each (set as
    /// their ``LinkSession/callbackRecorder`` before they started), with the journey's result
    /// when there is one.
    @MainActor
    public init(
        recorders: [LinkCallbackRecorder], result: LinkJourneyResult? = nil, configuration: ProviderConfiguration,
        recording: LinkRecordingPolicy = .always, limits: LinkRecordingLimits = .standard, settings: [String: String] = [:]
    ) {
        var lines: [String] = []
        let scrub: (String) -> String = { text in recorders.reduce(text) { $1.removingLinkToken(from: $0) } }
        let header = Header(
            format: Self.format, providerKitVersion: ProviderKitRelease.version,
            adapters: Self.adapterNames(configuration).map { Header.Adapter(name: $0, version: ProviderKitRelease.version) },
            configurationHash: Self.hash(of: configuration), activeEntry: configuration.activeEntryName,
            settings: Header.Settings(
                recording: recording, maximumLines: limits.maximumLines, maximumBytes: limits.maximumBytes,
                fallbacks: configuration.fallbackEntryNames, app: settings.mapValues(scrub)))
        lines.append(Self.text(header))
        if let result, let json = try? result.redactedJSON() {
            lines.append(scrub(String(decoding: json, as: UTF8.self)))
        }
        for recorder in recorders {
            lines += Self.lines(of: recorder.recording, configuration: configuration, scrub: scrub)
        }
        self.lines = lines
    }

    private static func lines(
        of recording: LinkAttemptRecording, configuration: ProviderConfiguration, scrub: (String) -> String
    ) -> [String] {
        var lines: [String] = []
        lines.append(
            text(
                AttemptLine(
                    attempt: recording.attempt, adapterName: recording.adapterName, entryName: recording.entryName,
                    redirectURI: recording.entryName.flatMap { configuration.entries[$0]?.redirectURI?.description },
                    callbacks: recording.callbacks.count, bytes: recording.byteCount, truncated: recording.isTruncated,
                    refused: recording.refusal.map {
                        AttemptLine.Refusal(code: $0.code.rawValue, vendorType: $0.vendorType, vendorCode: $0.vendorCode, message: $0.message)
                    },
                    settings: recording.replaySettings.isEmpty ? nil : SortedSettings(values: recording.replaySettings))))
        for callback in recording.callbacks {
            lines.append(text(CallbackLine(attempt: recording.attempt, ms: callback.milliseconds, line: callback.line)))
        }
        for step in recording.expectedSteps {
            lines.append(text(ExpectLine(attempt: recording.attempt, step: step)))
        }
        for diagnostic in recording.diagnostics {
            lines.append(
                scrub(
                    text(
                        DiagnosticLine(
                            attempt: recording.attempt, severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue,
                            message: diagnostic.message))))
        }
        return lines
    }

    /// The bundle as UTF-8 JSON Lines, each line ending with a line break.
    public var data: Data {
        var data = Data()
        for line in lines {
            data.append(contentsOf: line.utf8)
            data.append(0x0A)
        }
        return data
    }

    /// Writes ``data`` to `url`, replacing the file atomically.
    ///
    /// - Throws: the file system's error.
    public func write(to url: URL) throws {
        try data.write(to: url, options: .atomic)
    }

    // MARK: - Lines

    private struct Header: Encodable {
        struct Adapter: Encodable {
            let name: String
            let version: String
        }
        struct Settings: Encodable {
            let recording: LinkRecordingPolicy
            let maximumLines: Int
            let maximumBytes: Int
            let fallbacks: [String]
            let app: [String: String]
        }
        let kind = LinkSupportBundle.headerKind
        let format: Int
        let providerKitVersion: String
        let adapters: [Adapter]
        let configurationHash: String
        let activeEntry: String
        let settings: Settings
    }

    private struct AttemptLine: Encodable {
        struct Refusal: Encodable {
            let code: String
            let vendorType: String?
            let vendorCode: String?
            let message: String
        }
        let kind = "attempt"
        let attempt: Int
        let adapterName: String
        let entryName: String?
        let redirectURI: String?
        let callbacks: Int
        let bytes: Int
        let truncated: Bool
        let refused: Refusal?
        let settings: SortedSettings?
    }

    /// A string map written with its members in name order, so a bundle's bytes depend only on
    /// its content.
    private struct SortedSettings: Encodable {
        struct Name: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let values: [String: String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: Name(stringValue: name))
            }
        }
    }

    private struct CallbackLine: Encodable {
        let kind = "callback"
        let attempt: Int
        let ms: Int
        let line: String
    }

    private struct ExpectLine: Encodable {
        let kind = "expect"
        let attempt: Int
        let step: String
    }

    private struct DiagnosticLine: Encodable {
        let kind = "diagnostic"
        let attempt: Int
        let severity: String
        let code: String
        let message: String
    }

    private static func text(_ value: some Encodable) -> String {
        (try? JSONValueEncoder().encodeOrderedText(value)) ?? "{}"
    }

    private static func adapterNames(_ configuration: ProviderConfiguration) -> [String] {
        Array(Set(configuration.entries.values.map(\.adapterName))).sorted()
    }

    private static let sortedEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// FNV-1a (64 bits) of the configuration's entries, routes and fallbacks in a fixed order: the
    /// same configuration always hashes the same, on every device.
    static func hash(of configuration: ProviderConfiguration) -> String {
        var text = "active=\(configuration.activeEntryName);fallbacks=\(configuration.fallbackEntryNames.joined(separator: ","))"
        for (name, entry) in configuration.entries.sorted(by: { $0.key < $1.key }) {
            let options = (try? sortedEncoder.encode(LinkJSONValue.object(entry.options))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            text += ";\(name)|\(entry.adapterName)|\(entry.redirectURI?.description ?? "")|\(entry.isEnabled)|\(options)"
        }
        for (institution, entry) in configuration.routes.sorted(by: { $0.key < $1.key }) {
            text += ";route \(institution)=\(entry)"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
