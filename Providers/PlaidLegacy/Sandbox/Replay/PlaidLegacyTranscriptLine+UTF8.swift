import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitTooling

extension PlaidLegacyTranscriptLine {
    /// Decodes a line from its UTF-8 bytes without Foundation: the same value `JSONDecoder` makes,
    /// or a ``ProviderKit/JSONCursor/Mismatch`` for any line it does not accept as is (an unknown or
    /// repeated key, a missing field, `metadata` that is not an object…), which the replayer then
    /// decodes with `JSONDecoder` to word the problem.
    package init(utf8 line: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var interner = StringInterner(slots: 1)
        try self.init(utf8: line, interning: &interner)
    }

    /// Decodes a line as ``init(utf8:)`` does, with the event name from `interner`.
    package init(utf8 line: UnsafeBufferPointer<UInt8>, interning interner: inout StringInterner) throws(JSONCursor.Mismatch) {
        let parts = try Self.parts(utf8: line, interning: &interner) { (cursor, _) throws(JSONCursor.Mismatch) -> [String: LinkJSONValue] in
            guard case .object(let members) = try cursor.value() else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
            return members
        }
        self.init(
            delegate: parts.delegate, event: parts.event, publicToken: parts.publicToken.map(Secret.init), error: parts.error,
            metadata: parts.metadata)
    }

    /// A line's members as the byte decoders accept them, `metadata` read by `readMetadata` unless
    /// it is `null`.
    struct Parts<Metadata> {
        var delegate: Delegate
        var event: String?
        var publicToken: String?
        var error: ErrorObject?
        var metadata: Metadata?
    }

    /// The one set of rules for a line's members, shared by ``init(utf8:)`` and the event fast
    /// path, which differ only in how they read `metadata` (`readMetadata` starts at its value).
    /// The event name comes from `interner`, which `readMetadata` is given too.
    static func parts<Metadata>(
        utf8 line: UnsafeBufferPointer<UInt8>, interning interner: inout StringInterner,
        readMetadata: (inout JSONCursor, inout StringInterner) throws(JSONCursor.Mismatch) -> Metadata
    ) throws(JSONCursor.Mismatch) -> Parts<Metadata> {
        var cursor = JSONCursor(line, matchesFoundation: true)
        try cursor.beginObject()
        var delegate: Delegate?
        var event: String?
        var publicToken: String?
        var error: ErrorObject?
        var metadata: Metadata?
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("delegate") {
                try cursor.markRead(0, in: &seen)
                delegate = Delegate(rawValue: try cursor.string())
            } else if key.equals("event") {
                try cursor.markRead(1, in: &seen)
                event = cursor.skipNull() ? nil : try cursor.string(interning: &interner)
            } else if key.equals("publicToken") {
                try cursor.markRead(2, in: &seen)
                publicToken = try cursor.optionalString()
            } else if key.equals("error") {
                try cursor.markRead(3, in: &seen)
                error = cursor.skipNull() ? nil : try ErrorObject(cursor: &cursor)
            } else if key.equals("metadata") {
                try cursor.markRead(4, in: &seen)
                if !cursor.skipNull() { metadata = try readMetadata(&cursor, &interner) }
            } else {
                throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
            }
        }
        try cursor.expectEnd()
        // Exactly the keys the delegate method takes, with its required value: anything else is
        // worded by the `Decodable` path.
        let required: UInt64
        let allowed: UInt64
        switch delegate {
        case .didHandleEvent?:
            (required, allowed) = (0b00011, 0b10011)
            guard let event, !event.isEmpty else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        case .didSucceedWithPublicToken?:
            (required, allowed) = (0b00101, 0b10101)
            guard let publicToken, !publicToken.isEmpty, publicToken != Secret.redactedPlaceholder else {
                throw JSONCursor.Mismatch(.unexpected, at: 0)
            }
        case .didExitWithError?:
            (required, allowed) = (0b01001, 0b11001)
        case nil:
            throw JSONCursor.Mismatch(.unexpected, at: 0)
        }
        guard seen & required == required, seen & ~allowed == 0, let delegate else {
            throw JSONCursor.Mismatch(.unexpected, at: 0)
        }
        return Parts(delegate: delegate, event: event, publicToken: publicToken, error: error, metadata: metadata)
    }
}

extension PlaidLegacyTranscriptLine.ErrorObject {
    /// `{"domain": …, "code": …, "userInfo": {…}}` from bytes, under the rules of `init(from:)`.
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var domain: String?
        var code: Int?
        var userInfo: [String: LinkJSONValue] = [:]
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("domain") {
                try cursor.markRead(0, in: &seen)
                domain = try cursor.string()
            } else if key.equals("code") {
                try cursor.markRead(1, in: &seen)
                code = try cursor.integer()
            } else if key.equals("userInfo") {
                try cursor.markRead(2, in: &seen)
                if !cursor.skipNull() {
                    guard case .object(let members) = try cursor.value() else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
                    userInfo = members
                }
            } else {
                throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
            }
        }
        guard let domain, let code else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(domain: domain, code: code, userInfo: userInfo)
    }
}
