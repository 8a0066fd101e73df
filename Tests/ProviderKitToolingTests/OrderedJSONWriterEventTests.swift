import Foundation
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `OrderedJSONWriter.write(event:)` writes an event's members straight into bytes; the wire
/// format's `LinkEvent.encode(to:)`, through the generic writer and the tree, is the reference.
/// Every event of the table, with secrets hidden and revealed, must give the same text.
@Suite struct OrderedJSONWriterEventTests {
    /// Text a writer must copy exactly: quotes, backslashes, control characters, DEL, U+2028,
    /// non-ASCII, empty, and credential shapes that the redactor hides in display text.
    static let awkwardTexts: [String?] = [
        nil, "", "plain", "with \"quotes\" and \\ backslash", "tab\there\nnewline\r\u{0}\u{1F}\u{7F}",
        "line\u{2028}separator\u{2029}", "é😀中", "public-sandbox-5c224a01-8314-4491-a06f-39e193d5cddc",
        "https://user:hunter2@example.com/path", "password=hunter2", "ins_109508",
    ]

    static let dates: [Date] = [
        Date(timeIntervalSince1970: 1_714_564_800.663), Date(timeIntervalSince1970: 0),
        Date(timeIntervalSinceReferenceDate: -0.0004), Date(timeIntervalSince1970: 253_402_300_800.5),
        Date(timeIntervalSince1970: -62_135_596_801),
    ]

    /// Every name and stage, every optional present and absent, every awkward text in every
    /// string member, institutions and errors with awkward text.
    static var events: [LinkEvent] {
        var events: [LinkEvent] = []
        for (index, name) in LinkEvent.Name.allCases.enumerated() {
            let stages = [nil] + LinkStage.allCases.map(Optional.some)
            events.append(
                LinkEvent(
                    adapterName: "plaid-legacy", name: name, vendorEventName: name.rawValue.uppercased(),
                    timestamp: dates[index % dates.count], stage: stages[index % stages.count], isStable: index % 2 == 0))
        }
        for stage in LinkStage.allCases {
            events.append(LinkEvent(adapterName: "mesh", name: .viewChanged, vendorEventName: "x", stage: stage))
        }
        for (index, text) in awkwardTexts.enumerated() {
            let other = awkwardTexts[(index + 3) % awkwardTexts.count]
            events.append(
                LinkEvent(
                    adapterName: text ?? "meld", entryName: text, name: .other, vendorEventName: text ?? "",
                    timestamp: dates[index % dates.count], institution: LinkInstitution(id: text, name: other),
                    stage: nil, view: text, sessionID: other, isStable: index % 2 == 1))
            events.append(
                LinkEvent(
                    adapterName: "plaid", name: .error, vendorEventName: "ERROR", institution: LinkInstitution(id: other, name: text),
                    stage: .error, view: other,
                    error: LinkError(
                        code: LinkError.Code.allCases[index % LinkError.Code.allCases.count], vendorType: text,
                        vendorCode: other, message: text ?? "message", displayMessage: other),
                    sessionID: text, isStable: true))
        }
        for date in dates {
            events.append(LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", timestamp: date))
        }
        return events
    }

    @Test(arguments: [false, true])
    func eventsAreWrittenExactlyAsTheirEncodeWritesThem(reveal: Bool) throws {
        let direct = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let generic = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let events = Self.events
        #expect(events.count > 60)
        for event in events {
            try direct.write(event: event)
            try generic.write(event)
            let text = String(decoding: direct.bytes, as: UTF8.self)
            #expect(text == String(decoding: generic.bytes, as: UTF8.self))
            #expect(text == (try JSONValueEncoder(userInfo: [.revealSecrets: reveal]).encodeOrderedText(event)))
            // Written after other records, the buffer holds this event alone.
            try direct.write(LinkDiagnostic(severity: .info, code: .malformedInput, message: "between"))
        }
    }

    @Test func displayTextIsHiddenUnlessRevealed() throws {
        let token = "public-sandbox-5c224a01-8314-4491-a06f-39e193d5cddc"
        let event = LinkEvent(
            adapterName: "plaid", name: .institutionSelected, vendorEventName: "SELECT_INSTITUTION",
            institution: LinkInstitution(id: "ins_1", name: token))
        let hidden = OrderedJSONWriter(userInfo: [.revealSecrets: false])
        try hidden.write(event: event)
        #expect(!String(decoding: hidden.bytes, as: UTF8.self).contains(token))
        let shown = OrderedJSONWriter(userInfo: [.revealSecrets: true])
        try shown.write(event: event)
        #expect(String(decoding: shown.bytes, as: UTF8.self).contains(token))
    }
}
