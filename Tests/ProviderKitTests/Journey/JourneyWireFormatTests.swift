import Foundation
import ProviderKit
import Testing

/// Journey records in the one wire format: kind first, nested records through their own coding.
@Suite struct JourneyWireFormatTests {
    static let journeyID = UUID(uuidString: "8F0C2B0E-5D1A-4C53-9E55-3B1B2E6F7A10")!
    static let startedAt = Date(timeIntervalSince1970: 1_714_564_800.25)
    static let chase = LinkInstitution(id: "ins_3", name: "Chase")

    static let down = LinkExit(
        adapterName: "plaid", entryName: "plaid",
        reason: .error(LinkError(code: .institutionUnavailable, vendorType: "INSTITUTION_ERROR", vendorCode: "INSTITUTION_DOWN", message: "down")),
        stage: .credentials, institution: chase, fallbacks: ["meld"])
    static let success = LinkSuccess(
        adapterName: "meld", entryName: "meld", credential: .connection(id: "conn_42"), institution: chase, accounts: [],
        sessionID: "conn_42", metadata: .empty)

    static let attempts = [
        LinkJourneyAttempt(
            number: 1, entryName: "plaid", adapterName: "plaid", purpose: .newLink, tokenReason: .firstAttempt,
            outcome: .exit(down), startedAt: startedAt, duration: 4.2),
        LinkJourneyAttempt(
            number: 2, entryName: "meld", adapterName: "meld", purpose: .newLink, tokenReason: .firstAttempt,
            outcome: .success(success), startedAt: startedAt.addingTimeInterval(4.5), duration: 12.345),
    ]
    static let result = LinkJourneyResult(
        journeyID: journeyID, purpose: .newLink, attempts: attempts, outcome: .success(success),
        diagnostics: [LinkDiagnostic(severity: .info, code: .fallbackTaken, message: "continuing with meld")])

    static func event(_ kind: LinkJourneyEvent.Kind, attempt: Int = 1) -> LinkJourneyEvent {
        LinkJourneyEvent(
            journeyID: journeyID, attempt: attempt, entryName: attempt == 1 ? "plaid" : "meld",
            adapterName: attempt == 1 ? "plaid" : "meld", kind: kind)
    }

    static let events: [LinkJourneyEvent] = [
        event(.attemptStarted(purpose: .update(LinkConnection(entryName: "plaid", id: "item-1")), tokenReason: .refreshAfterRejectedToken, isResumed: false, institutionHint: chase)),
        event(.event(LinkEvent(adapterName: "plaid", entryName: "plaid", name: .opened, vendorEventName: "OPEN", timestamp: startedAt, sessionID: "s-1"))),
        event(.diagnostic(LinkDiagnostic(severity: .info, code: .tokenRefetched, message: "fresh token"))),
        event(.attemptEnded(attempts[0])),
        event(.finished(result), attempt: 2),
    ]

    @Test func journeyRecordsRoundTrip() throws {
        for event in Self.events {
            let data = try event.redactedJSON()
            #expect(try JSONDecoder().decode(LinkJourneyEvent.self, from: data) == event, "\(String(decoding: data, as: UTF8.self))")
        }
        let data = try Self.result.redactedJSON()
        #expect(try JSONDecoder().decode(LinkJourneyResult.self, from: data) == Self.result)
    }

    @Test func journeyRecordsStartWithTheirKindAndStampTheAttempt() throws {
        let kinds = try Self.events.map { try WireFormatTests.topLevelKeys(String(decoding: $0.redactedJSON(), as: UTF8.self)) }
        #expect(kinds.map { $0.prefix(5) } == Array(repeating: ["kind", "journeyID", "attempt", "entryName", "adapterName"][...], count: 5))
        let texts = try Self.events.map { String(decoding: try $0.redactedJSON(), as: UTF8.self) }
        #expect(texts.map(WireFormatTests.topLevelKind) == ["attemptStarted", "journeyEvent", "journeyDiagnostic", "attemptEnded", "journeyFinished"])
        #expect(WireFormatTests.topLevelKeys(String(decoding: try Self.result.redactedJSON(), as: UTF8.self)) == ["kind", "journeyID", "purpose", "attempts", "outcome", "diagnostics"])
    }

    @Test func aWrongKindDoesNotDecode() throws {
        let exit = try LinkOutcome.exit(Self.down).redactedJSON()
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkJourneyResult.self, from: exit) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LinkJourneyEvent.self, from: exit) }
    }

    @Test func secretsInsideAJourneyResultAreRedactedUnlessRevealed() throws {
        var plaid = Self.result
        let token = LinkSuccess(
            adapterName: "plaid", entryName: "plaid", credential: .publicToken(Secret("public-sandbox-secret")),
            institution: nil, accounts: [], sessionID: nil, metadata: .empty)
        plaid.outcome = .success(token)
        let redacted = String(decoding: try plaid.redactedJSON(), as: UTF8.self)
        #expect(!redacted.contains("public-sandbox-secret"))
        #expect(redacted.contains("<redacted>"))
        #expect(String(decoding: try plaid.jsonRevealingSecrets(), as: UTF8.self).contains("public-sandbox-secret"))
    }
}
