import Foundation
import ProviderKit

/// A support bundle read back (`docs/support-bundles.md`): its header and each recorded attempt's
/// callback lines and expected steps, with their line numbers for messages.
public struct SupportBundle: Sendable, Hashable {
    /// One recorded attempt.
    public struct Attempt: Sendable, Hashable {
        /// The attempt's number in its journey.
        public var number: Int
        /// The adapter that received the callbacks.
        public var adapterName: String
        /// The configuration entry it ran on.
        public var entryName: String?
        /// The entry's redirect URI when the bundle was made.
        public var redirectURI: String?
        /// The transcript lines, in order.
        public var callbacks: [String]
        /// What the live session delivered.
        public var expected: [Step]
        /// Whether the recorder's limits left callbacks out.
        public var isTruncated: Bool
        /// The error with which the adapter refused the request at start (no callbacks then).
        public var refusal: LinkError?
        /// The bundle line number of the attempt's last line.
        public var lastLine: Int
        /// The redacted replay settings recorded for the attempt, by replay option name without
        /// its dashes (`widget-url`, `mode`).
        public var settings: [String: String] = [:]

        /// The options to make the attempt's replayer with, keyed by flag: each recorded setting
        /// that `accepted` names, and the entry's redirect URI for a replayer that takes
        /// `--redirect-uri` when no setting gave one. Settings the replayer does not take are left out.
        public func replayOptions(accepted: [ReplayOption]) -> [String: String] {
            let flags = Set(accepted.map(\.flag))
            var options: [String: String] = [:]
            for (name, value) in settings where flags.contains("--" + name) {
                options["--" + name] = value
            }
            if options["--redirect-uri"] == nil, let redirectURI, flags.contains("--redirect-uri") {
                options["--redirect-uri"] = redirectURI
            }
            return options
        }
    }

    /// One expected step and the bundle line it is on.
    public struct Step: Sendable, Hashable {
        /// The ``/ProviderKit/LinkReplayStep`` text.
        public var text: String
        /// The 1-based bundle line.
        public var line: Int
    }

    /// Why a file is not a readable bundle.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// What is wrong with it.
        public var message: String
        /// `line N: message`.
        public var description: String { "line \(line): \(message)" }
    }

    /// The header's `providerKitVersion`.
    public var providerKitVersion: String
    /// The header's `configurationHash`.
    public var configurationHash: String
    /// The recorded attempts, in bundle order.
    public var attempts: [Attempt]

    /// `true` when `firstLine` is a bundle's header (`"kind":"supportBundle"`).
    public static func isHeader(_ firstLine: String) -> Bool {
        guard let object = object(firstLine) else { return false }
        return object["kind"] as? String == LinkSupportBundle.headerKind
    }

    /// Reads a bundle's text.
    ///
    /// - Throws: ``ReadError`` for a header that is missing or of another format, a line that is
    ///   not a JSON object, or a callback or step of an attempt that was not announced.
    public init(text: String) throws(ReadError) {
        var attempts: [Attempt] = []
        var index: [Int: Int] = [:]
        var header: [String: Any]?
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = String(raw)
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let object = Self.object(line), let kind = object["kind"] as? String else {
                throw ReadError(line: number, message: "not a JSON object with a \"kind\"")
            }
            if header == nil {
                guard kind == LinkSupportBundle.headerKind else {
                    throw ReadError(line: number, message: "the first line is not a support bundle header")
                }
                guard object["format"] as? Int == LinkSupportBundle.format else {
                    throw ReadError(line: number, message: "bundle format \(object["format"] ?? "missing") is not \(LinkSupportBundle.format)")
                }
                header = object
                continue
            }
            let attemptNumber = object["attempt"] as? Int
            switch kind {
            case "attempt":
                guard let attemptNumber, let adapterName = object["adapterName"] as? String else {
                    throw ReadError(line: number, message: "an attempt line needs \"attempt\" and \"adapterName\"")
                }
                var settings: [String: String] = [:]
                if let value = object["settings"] {
                    guard let strings = value as? [String: String] else {
                        throw ReadError(line: number, message: "an attempt's \"settings\" must be an object of strings")
                    }
                    settings = strings
                }
                index[attemptNumber] = attempts.count
                attempts.append(
                    Attempt(
                        number: attemptNumber, adapterName: adapterName, entryName: object["entryName"] as? String,
                        redirectURI: object["redirectURI"] as? String, callbacks: [], expected: [],
                        isTruncated: object["truncated"] as? Bool ?? false,
                        refusal: Self.refusal(object["refused"] as? [String: Any]), lastLine: number, settings: settings))
            case "callback", "expect", "diagnostic":
                guard let attemptNumber, let position = index[attemptNumber] else {
                    throw ReadError(line: number, message: "a \(kind) line of an attempt not announced before it")
                }
                attempts[position].lastLine = number
                if kind == "callback" {
                    guard let callback = object["line"] as? String else {
                        throw ReadError(line: number, message: "a callback line needs \"line\", a string")
                    }
                    attempts[position].callbacks.append(callback)
                } else if kind == "expect" {
                    guard let step = object["step"] as? String else {
                        throw ReadError(line: number, message: "an expect line needs \"step\", a string")
                    }
                    attempts[position].expected.append(Step(text: step, line: number))
                }
            default:
                continue  // the journey result and lines a later format adds
            }
        }
        guard let header else { throw ReadError(line: 1, message: "the file is empty") }
        providerKitVersion = header["providerKitVersion"] as? String ?? ""
        configurationHash = header["configurationHash"] as? String ?? ""
        self.attempts = attempts
    }

    /// The `refused` member of an attempt line as an error; `nil` when absent or unreadable.
    private static func refusal(_ object: [String: Any]?) -> LinkError? {
        guard let object, let code = (object["code"] as? String).flatMap(LinkError.Code.init(rawValue:)) else { return nil }
        return LinkError(
            code: code, vendorType: object["vendorType"] as? String, vendorCode: object["vendorCode"] as? String,
            message: object["message"] as? String ?? "")
    }

    private static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
