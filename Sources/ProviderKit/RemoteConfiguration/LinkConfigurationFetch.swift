import Foundation

/// The result of one fetch of the remote configuration file, as a value an app can log. It never
/// holds the file's contents or a secret.
public struct LinkConfigurationFetch: Sendable, Hashable, CustomStringConvertible {
    /// What came of the fetch.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// A new, valid file is now active (and cached).
        case activated
        /// The server said the cached file is still current (`304 Not Modified`).
        case notModified
        /// The file arrived but is not valid: the diagnostics say every problem.
        case invalid
        /// The integrity check refused the file (or its signature could not be fetched).
        case integrityFailed
        /// The server answered with an HTTP error status (after retries for 5xx).
        case httpError
        /// The request did not complete within the policy's timeout (after retries).
        case timedOut
        /// The connection failed or the body was cut short (after retries).
        case networkError
        /// The file is larger than the policy allows.
        case tooLarge
        /// The URL, or a redirect, is not HTTPS (plain http is allowed only to the loopback host).
        case insecure
        /// No remote URL is configured.
        case noRemote
    }

    /// What came of the fetch.
    public var outcome: Outcome
    /// When the fetch started.
    public var startedAt: Date
    /// When it ended.
    public var finishedAt: Date
    /// The last HTTP status received, when one was.
    public var httpStatus: Int?
    /// How many requests were sent for the file.
    public var attempts: Int
    /// One sentence saying what happened and, when the active configuration did not change, why.
    public var message: String
    /// Every problem of an ``Outcome/invalid`` file, with key paths and positions; else empty.
    public var diagnostics: [ConfigDiagnostic]

    /// Creates a fetch result.
    public init(
        outcome: Outcome, startedAt: Date, finishedAt: Date, httpStatus: Int? = nil, attempts: Int = 0,
        message: String, diagnostics: [ConfigDiagnostic] = []
    ) {
        self.outcome = outcome
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.httpStatus = httpStatus
        self.attempts = attempts
        self.message = message
        self.diagnostics = diagnostics
    }

    /// `true` when the fetch changed the active configuration.
    public var changedConfiguration: Bool { outcome == .activated }

    /// `invalid (HTTP 200, 1 attempt): message`, then one line per diagnostic.
    public var description: String {
        var facts: [String] = []
        if let httpStatus { facts.append("HTTP \(httpStatus)") }
        facts.append(attempts == 1 ? "1 attempt" : "\(attempts) attempts")
        var text = "\(outcome.rawValue) (\(facts.joined(separator: ", "))): \(message)"
        for diagnostic in diagnostics { text += "\n  \(diagnostic)" }
        return text
    }
}
