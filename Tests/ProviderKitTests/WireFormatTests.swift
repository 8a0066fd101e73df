import Foundation
import ProviderKit
import Testing

/// The wire format of docs/wire-format.md: every record and every case round-trips, members come
/// in the documented order, secrets are redacted unless revealed, and raw metadata never appears.
@Suite struct WireFormatTests {
    static let token = "public-sandbox-WIRE-SECRET"
    static let accessToken = "mesh-access-WIRE-SECRET"
    static let refreshToken = "mesh-refresh-WIRE-SECRET"
    static let metadataSecret = "metadata-WIRE-SECRET"
    static let metadataMarker = "metadata-only-marker"
    static let date = Date(timeIntervalSince1970: 1_714_564_800.123)

    static let institution = LinkInstitution(id: "ins_3", name: "Chase")
    static let account = LinkAccount(
        id: "acc_1", name: "Checking", mask: "0000", type: .depository, subtype: "checking",
        verificationStatus: .unknown, rawVerificationStatus: "odd_status")
    static let metadata = RawMetadata(["public_token": .string(metadataSecret), "note": .string(metadataMarker)])
    static let error = LinkError(
        code: .institutionUnavailable, vendorType: "INSTITUTION_ERROR", vendorCode: "INSTITUTION_DOWN", message: "down",
        displayMessage: "The bank is unavailable.")

    /// Every credential case, with every optional filled and empty.
    static let credentials: [LinkCredential] = [
        .publicToken(Secret(token)),
        .accessTokens([
            AccountAccessToken(
                accountID: "a1", accountName: "Individual", accessToken: Secret(accessToken),
                refreshToken: Secret(refreshToken)),
            AccountAccessToken(accountID: "a2", accountName: nil, accessToken: Secret(accessToken)),
        ]),
        .delayedAuth(refreshToken: Secret(refreshToken)),
        .connection(id: "conn_42"),
    ]

    static var successes: [LinkSuccess] {
        credentials.map { credential in
            LinkSuccess(
                adapterName: "plaid", entryName: "main", credential: credential, institution: institution,
                accounts: [account, LinkAccount(id: nil, name: nil)],
                transfer: TransferResult(
                    transactionID: "tx", fromAddress: nil, toAddress: "0xabc", symbol: "USDC", amount: 12.5, networkID: "eth"),
                sessionID: "s-1", metadata: metadata)
        } + [
            LinkSuccess(
                adapterName: "meld", credential: .connection(id: "c"), institution: nil, accounts: [], sessionID: nil,
                metadata: .empty)
        ]
    }

    static var exits: [LinkExit] {
        LinkError.Code.allCases.map { code in
            LinkExit(
                adapterName: "mesh", entryName: "main",
                reason: .error(LinkError(code: code, vendorType: nil, vendorCode: "C", message: "m")), stage: .mfa,
                institution: institution, sessionID: "s", requestID: "r", metadata: metadata, fallbacks: ["b", "c"])
        } + LinkError.Recovery.allCases.map { recovery in
            LinkExit(adapterName: "plaid", reason: .error(LinkError(code: .unknown, recovery: recovery, isRetryable: true, message: "m")))
        } + [LinkExit(adapterName: "meld", reason: .userCancelled)]
            + LinkJourneyPhase.allCases.map { phase in
                LinkExit(adapterName: "plaid-legacy", reason: .interrupted(LinkInterruption(phase: phase, message: "killed")))
            }
    }

    static var events: [LinkEvent] {
        LinkEvent.Name.allCases.map { name in
            LinkEvent(
                adapterName: "plaid", entryName: "main", name: name, vendorEventName: "V_\(name.rawValue)", timestamp: date,
                institution: institution, stage: .institutionSelection, view: "SELECT", error: error, sessionID: "s",
                isStable: true, metadata: metadata)
        } + LinkStage.allCases.map { stage in
            LinkEvent(adapterName: "meld", name: .other, vendorEventName: "x", timestamp: date, stage: stage)
        }
    }

    static var diagnostics: [LinkDiagnostic] {
        LinkDiagnostic.Severity.allCases.map { severity in
            LinkDiagnostic(severity: severity, code: .duplicateOutcome, message: "dropped", line: 3)
        } + [LinkDiagnostic(severity: .info, code: "acme.custom", message: "custom code")]
    }

    /// What a decoded record equals: everything but the raw metadata, which is not on the wire.
    static func withoutMetadata(_ outcome: LinkOutcome) -> LinkOutcome {
        switch outcome {
        case .success(var success):
            success.metadata = .empty
            return .success(success)
        case .exit(var exit):
            exit.metadata = .empty
            return .exit(exit)
        }
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func everyOutcomeRoundTripsWhenSecretsAreRevealed() throws {
        let outcomes = Self.successes.map(LinkOutcome.success) + Self.exits.map(LinkOutcome.exit)
        for outcome in outcomes {
            let data = try outcome.jsonRevealingSecrets()
            #expect(try JSONDecoder().decode(LinkOutcome.self, from: data) == Self.withoutMetadata(outcome))
            switch outcome {
            case .success(let success):
                #expect(try JSONDecoder().decode(LinkSuccess.self, from: data) == Self.withoutMetadata(.success(success)).success)
                #expect(try success.jsonRevealingSecrets() == data)
            case .exit(let exit):
                #expect(try JSONDecoder().decode(LinkExit.self, from: data) == Self.withoutMetadata(.exit(exit)).exit)
                #expect(try exit.jsonRevealingSecrets() == data)
            }
        }
    }

    @Test func everyEventAndDiagnosticRoundTrips() throws {
        for event in Self.events {
            var expected = event
            expected.metadata = .empty
            let decoded = try JSONDecoder().decode(LinkEvent.self, from: event.redactedJSON())
            // Timestamps travel with millisecond precision.
            #expect(abs(decoded.timestamp.timeIntervalSince(event.timestamp)) < 0.001)
            expected.timestamp = decoded.timestamp
            #expect(decoded == expected)
        }
        for diagnostic in Self.diagnostics {
            #expect(try JSONDecoder().decode(LinkDiagnostic.self, from: diagnostic.redactedJSON()) == diagnostic)
        }
    }

    @Test func recordsStartWithTheirKindAndKeepTheDocumentedOrder() throws {
        let records: [(any LinkRecord, String, [String])] = [
            (Self.successes[0], "success", ["kind", "adapterName", "entryName", "credential", "institution", "accounts", "transfer", "sessionID"]),
            (Self.exits[0], "exit", ["kind", "adapterName", "entryName", "reason", "error", "interruption", "stage", "institution", "sessionID", "requestID", "fallbacks"]),
            (Self.events[0], "event", ["kind", "adapterName", "entryName", "name", "vendorEventName", "timestamp", "stage", "view", "institution", "error", "sessionID", "isStable"]),
            (Self.diagnostics[0], "diagnostic", ["kind", "severity", "code", "message", "line"]),
            (LinkOutcome.success(Self.successes[0]), "success", []),
        ]
        for (record, kind, members) in records {
            let text = Self.text(try record.redactedJSON())
            #expect(text.hasPrefix("{\"kind\":\"\(kind)\""), "\(text)")
            guard !members.isEmpty else { continue }
            #expect(Self.topLevelKeys(text) == members, "\(kind)")
        }
    }

    @Test func secretsAreRedactedUnlessRevealed() throws {
        let secrets = [Self.token, Self.accessToken, Self.refreshToken]
        for success in Self.successes {
            let redacted = Self.text(try success.redactedJSON())
            let viaFoundation = Self.text(try JSONEncoder().encode(success))
            for secret in secrets {
                #expect(!redacted.contains(secret))
                #expect(!viaFoundation.contains(secret))
            }
            let revealed = Self.text(try success.jsonRevealingSecrets())
            let encoder = JSONEncoder()
            encoder.userInfo[.revealSecrets] = true
            let revealedViaFoundation = Self.text(try encoder.encode(success))
            for secret in success.credential.secrets.map({ $0.reveal() }) {
                #expect(revealed.contains(secret))
                #expect(revealedViaFoundation.contains(secret))
                #expect(redacted.contains(Secret.redactedPlaceholder))
            }
            // A redacted line never decodes back into a credential.
            if !success.credential.secrets.isEmpty {
                #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkSuccess.self, from: Data(redacted.utf8)) }
            }
        }
    }

    @Test func rawMetadataIsNeverWritten() throws {
        let texts = try Self.successes.map { Self.text(try $0.jsonRevealingSecrets()) }
            + Self.exits.map { Self.text(try $0.jsonRevealingSecrets()) }
            + Self.events.map { Self.text(try $0.jsonRevealingSecrets()) }
        for text in texts {
            #expect(!text.contains(Self.metadataMarker))
            #expect(!text.contains(Self.metadataSecret))
            #expect(!text.contains("\"metadata\""))
        }
    }

    @Test func decodingChecksTheKind() throws {
        let exit = try Self.exits[0].redactedJSON()
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkEvent.self, from: exit) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkDiagnostic.self, from: exit) }
        let event = try Self.events[0].redactedJSON()
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkOutcome.self, from: event) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LinkSuccess.self, from: Data(#"{"adapterName":"plaid"}"#.utf8))
        }
        // An error exit needs its error.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LinkExit.self, from: Data(#"{"kind":"exit","adapterName":"p","reason":"error"}"#.utf8))
        }
    }

    @Test func missingOptionalMembersDecodeAsEmpty() throws {
        let exit = try JSONDecoder().decode(
            LinkExit.self, from: Data(#"{"kind":"exit","adapterName":"plaid","reason":"userCancelled"}"#.utf8))
        #expect(exit == LinkExit(adapterName: "plaid", reason: .userCancelled))
        let error = try JSONDecoder().decode(LinkError.self, from: Data(#"{"code":"rateLimited","message":"slow down"}"#.utf8))
        #expect(error.recovery == .retryLater && error.isRetryable)
        let event = try JSONDecoder().decode(
            LinkEvent.self,
            from: Data(#"{"kind":"event","adapterName":"mesh","name":"opened","vendorEventName":"open","timestamp":"2024-05-01T12:00:00Z"}"#.utf8))
        #expect(event.timestamp == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(!event.isStable && event.error == nil)
    }

    @Test func timestampsAreISO8601WithMilliseconds() throws {
        let text = Self.text(try Self.events[0].redactedJSON())
        #expect(text.contains("\"timestamp\":\"2024-05-01T12:00:00.123Z\""))
        let table: [(TimeInterval, String)] = [
            (1_714_564_800, "2024-05-01T12:00:00.000Z"), (1_714_564_800.0004, "2024-05-01T12:00:00.000Z"),
            (1_714_564_800.9996, "2024-05-01T12:00:01.000Z"), (1_714_564_800.05, "2024-05-01T12:00:00.050Z"),
            (-0.25, "1969-12-31T23:59:59.750Z"), (0, "1970-01-01T00:00:00.000Z"),
        ]
        for (seconds, expected) in table {
            let event = LinkEvent(adapterName: "a", name: .opened, vendorEventName: "o", timestamp: Date(timeIntervalSince1970: seconds))
            #expect(Self.text(try event.redactedJSON()).contains("\"timestamp\":\"\(expected)\""), "\(seconds)")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                LinkEvent.self,
                from: Data(#"{"kind":"event","adapterName":"m","name":"opened","vendorEventName":"o","timestamp":"yesterday"}"#.utf8))
        }
    }

    /// Each example of docs/wire-format.md decodes (with a real token in place of `<redacted>`) and
    /// re-encodes to exactly the documented text, so the page and the encoder cannot disagree.
    @Test func theDocumentedExamplesAreExactlyWhatTheEncoderWrites() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/wire-format.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "```json\n").dropFirst().flatMap {
            $0.components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
        }
        #expect(lines.count == 12)
        for line in lines {
            let data = Data(line.replacingOccurrences(of: "\"<redacted>\"", with: "\"doc-token\"").utf8)
            let reencoded: Data
            switch Self.topLevelKind(line) {
            case "success", "exit": reencoded = try JSONDecoder().decode(LinkOutcome.self, from: data).redactedJSON()
            case "event": reencoded = try JSONDecoder().decode(LinkEvent.self, from: data).redactedJSON()
            case "diagnostic": reencoded = try JSONDecoder().decode(LinkDiagnostic.self, from: data).redactedJSON()
            case "attemptStarted", "journeyEvent", "journeyDiagnostic", "attemptEnded", "journeyFinished":
                reencoded = try JSONDecoder().decode(LinkJourneyEvent.self, from: data).redactedJSON()
            case "journeyResult": reencoded = try JSONDecoder().decode(LinkJourneyResult.self, from: data).redactedJSON()
            case let other: Issue.record("unexpected kind \(String(describing: other))"); continue
            }
            #expect(Self.text(reencoded) == line)
        }
    }

    static func topLevelKind(_ text: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["kind"] as? String
    }

    /// The top-level member names of a JSON object, in text order.
    static func topLevelKeys(_ text: String) -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var expectKey = false
        for character in text {
            if inString {
                if escaped { escaped = false; current.append(character); continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" {
                    inString = false
                    if expectKey { keys.append(current); expectKey = false }
                    continue
                }
                current.append(character)
                continue
            }
            switch character {
            case "{", "[":
                depth += 1
                if depth == 1, character == "{" { expectKey = true }
            case "}", "]": depth -= 1
            case ",": if depth == 1 { expectKey = true }
            case ":": expectKey = false
            case "\"":
                inString = true
                current = ""
                if !(depth == 1 && expectKey) { expectKey = false }
            default: break
            }
        }
        return keys
    }
}
