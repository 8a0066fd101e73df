import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTooling

// Byte-level decoding of LinkKit 7's JSON straight into the mirrors, for replay. Each initialiser
// accepts exactly what the mirror's `Decodable` conformance accepts and produces the same value,
// or throws a `JSONCursor.Mismatch` (also for anything it is unsure about: a duplicate member, an
// unusual timestamp), after which replay decodes the line with `JSONDecoder` to word the problem.
// Unknown members are skipped, as the synthesized conformances ignore them.

extension PlaidLinkKit.LinkEvent {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var eventName: PlaidLinkKit.EventName?
        var metadata: PlaidLinkKit.EventMetadata?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("event_name") {
                try cursor.markRead(0, in: &seen)
                eventName = PlaidLinkKit.EventName(wireValue: try cursor.string())
            } else if key.equals("metadata") {
                try cursor.markRead(1, in: &seen)
                metadata = try PlaidLinkKit.EventMetadata(cursor: &cursor)
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let eventName, let metadata else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(eventName: eventName, metadata: metadata)
    }
}

extension PlaidLinkKit.EventMetadata {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var linkSessionID: String?
        var timestamp: Date?
        var value = PlaidLinkKit.EventMetadata(linkSessionID: "", timestamp: Date(timeIntervalSinceReferenceDate: 0))
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            switch Self.member(key) {
            case 0: try cursor.markRead(0, in: &seen); linkSessionID = try cursor.string()
            case 1: try cursor.markRead(1, in: &seen); timestamp = try PlaidLinkKit.Timestamps.date(&cursor)
            case 2: try cursor.markRead(2, in: &seen); value.accountNumberMask = try cursor.optionalString()
            case 3:
                try cursor.markRead(3, in: &seen)
                value.errorCode = cursor.skipNull() ? nil : try PlaidLinkKit.ExitErrorCode(cursor: &cursor)
            case 4: try cursor.markRead(4, in: &seen); value.errorMessage = try cursor.optionalString()
            case 5:
                try cursor.markRead(5, in: &seen)
                value.exitStatus = try cursor.optionalString().map(PlaidLinkKit.ExitStatus.init(wireValue:))
            case 6: try cursor.markRead(6, in: &seen); value.institutionID = try cursor.optionalString()
            case 7: try cursor.markRead(7, in: &seen); value.institutionName = try cursor.optionalString()
            case 8: try cursor.markRead(8, in: &seen); value.institutionSearchQuery = try cursor.optionalString()
            case 9: try cursor.markRead(9, in: &seen); value.isUpdateMode = try cursor.optionalString()
            case 10: try cursor.markRead(10, in: &seen); value.matchReason = try cursor.optionalString()
            case 11:
                try cursor.markRead(11, in: &seen)
                value.mfaType = try cursor.optionalString().flatMap(PlaidLinkKit.MFAType.init(wireValue:))
            case 12: try cursor.markRead(12, in: &seen); value.requestID = try cursor.optionalString()
            case 13: try cursor.markRead(13, in: &seen); value.issueID = try cursor.optionalString()
            case 14: try cursor.markRead(14, in: &seen); value.issueDescription = try cursor.optionalString()
            case 15:
                try cursor.markRead(15, in: &seen)
                value.issueDetectedAt = cursor.skipNull() ? nil : try PlaidLinkKit.Timestamps.date(&cursor)
            case 16: try cursor.markRead(16, in: &seen); value.routingNumber = try cursor.optionalString()
            case 17: try cursor.markRead(17, in: &seen); value.selection = try cursor.optionalString()
            case 18:
                try cursor.markRead(18, in: &seen)
                value.viewName = try cursor.optionalString().map(PlaidLinkKit.ViewName.init(wireValue:))
            case 19: try cursor.markRead(19, in: &seen); value.metadataJSON = try cursor.optionalString()
            default: try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let linkSessionID, let timestamp else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        value.linkSessionID = linkSessionID
        value.timestamp = timestamp
        self = value
    }

    /// The wire names in `CodingKeys` order: a name's number is its place here.
    private static let memberNames = NameIndex([
        "link_session_id",
        "timestamp",
        "account_number_mask",
        "error_code",
        "error_message",
        "exit_status",
        "institution_id",
        "institution_name",
        "institution_search_query",
        "is_update_mode",
        "match_reason",
        "mfa_type",
        "request_id",
        "issue_id",
        "issue_description",
        "issue_detected_at",
        "routing_number",
        "selection",
        "view_name",
        "metadata_json",
    ])

    /// The member's number in `CodingKeys` order of the wire names, or -1 for an unknown name.
    private static func member(_ key: JSONKey) -> Int { memberNames.number(of: key) ?? -1 }
}

extension PlaidLinkKit.ExitErrorCode {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var type: String?
        var code: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("type") {
                try cursor.markRead(0, in: &seen)
                type = try cursor.string()
            } else if key.equals("code") {
                try cursor.markRead(1, in: &seen)
                code = try cursor.string()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let type, let code else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(type: type, code: code)
    }
}

extension PlaidLinkKit {
    /// LinkKit's event dates as ``LinkKitTimestamp`` decodes them: ISO-8601 text, or a number of
    /// seconds since 2001. Text it cannot parse throws, so the line is decoded again to word it.
    enum Timestamps {
        static func date(_ cursor: inout JSONCursor) throws(JSONCursor.Mismatch) -> Date {
            cursor.skipWhitespace()
            if cursor.peek == UInt8(ascii: "\"") {
                let start = cursor.offset
                let (from, to, escaped) = try cursor.scanString()
                let text = UnsafeBufferPointer(rebasing: cursor.bytes[from..<to])
                if !escaped, let date = LinkKitTimestamp.parse(utf8: text) { return date }
                throw JSONCursor.Mismatch(.unexpected, at: start)
            }
            return Date(timeIntervalSinceReferenceDate: try cursor.number())
        }
    }
}
