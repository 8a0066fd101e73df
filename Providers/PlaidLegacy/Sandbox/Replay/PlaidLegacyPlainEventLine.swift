import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitTooling

/// A `didHandleEvent` line whose metadata is flat and plain, read straight from its bytes into
/// the fields the mapping uses: replay's fast path for event lines, which are most lines.
///
/// It accepts a line only when ``PlaidLegacyTranscriptLine/init(utf8:)`` would accept it and
/// build the same event: the same member rules (the shared `parts(utf8:readMetadata:)`), and
/// metadata that is `null` or an object whose names are plain ASCII without escapes, none
/// repeated, and whose values are all strings or nulls, which is when the mapping takes
/// `PLKPlainEventMetadata`'s path. The metadata's text is kept, and turned into the dictionary
/// only if someone reads the event's raw metadata. Any other line throws, and the replayer
/// decodes it the general way.
struct PlaidLegacyPlainEventLine: Sendable {
    /// The event name.
    let name: String
    /// The metadata fields the mapping reads.
    let fields: PLKPlainEventMetadata
    /// The metadata as the event keeps it: its text, made into the dictionary when read.
    let rawMetadata: RawMetadata

    /// The line, or a ``ProviderKit/JSONCursor/Mismatch`` for any line this path does not take.
    /// The event name, the session id and other text that recurs from line to line come from
    /// `interner`.
    init(utf8 line: UnsafeBufferPointer<UInt8>, interning interner: inout StringInterner) throws(JSONCursor.Mismatch) {
        let parts = try PlaidLegacyTranscriptLine.parts(utf8: line, interning: &interner) { (cursor, interner) throws(JSONCursor.Mismatch) in
            try Self.plainMetadata(&cursor, interning: &interner)
        }
        guard parts.delegate == .didHandleEvent, let event = parts.event else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        name = event
        if let metadata = parts.metadata {
            fields = metadata.fields
            rawMetadata = RawMetadata(deferred: metadata.text, Self.dictionary)
        } else {
            fields = PLKPlainEventMetadata()
            rawMetadata = RawMetadata(.null)
        }
    }

    /// A metadata object read by ``plainMetadata(_:interning:)``.
    private struct PlainMetadata {
        /// The fields the mapping reads.
        var fields: PLKPlainEventMetadata
        /// The object's text.
        var text: [UInt8]
    }

    /// The keys `PLKPlainEventMetadata` reads (numbers 0–8, as the `switch` in
    /// ``plainMetadata(_:)`` expects), then the other event metadata keys LinkKit documents, so
    /// that a repeated known name is found with a bit, not by comparing names.
    private static let fieldNames: NameIndex = {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        return NameIndex([
            Keys.kPLKMetadataLinkSessionIdKey, Keys.kPLKMetadataTimestampKey, Keys.kPLKMetadataViewNameKey,
            Keys.kPLKMetadataErrorCodeKey, Keys.kPLKMetadataErrorTypeKey, Keys.kPLKMetadataErrorMessageKey,
            Keys.kPLKMetadataExitStatusKey, Keys.kPLKMetadataInstitutionIdKey, Keys.kPLKMetadataInstitutionNameKey,
            Keys.kPLKMetadataRequestIdKey, Keys.kPLKMetadataInstitutionSearchQueryKey, Keys.kPLKMetadataMFATypeKey,
            Keys.kPLKMetadataStatusKey, Keys.kPLKMetadataLinkRequestIdKey, Keys.kPLKMetadataPlaidApiRequestIdKey,
        ])
    }()

    /// Reads a metadata object (the cursor at its `{`) into the fields, keeping its text; throws
    /// for an escaped or non-ASCII name, a repeated name, or a value that is not a string or null.
    private static func plainMetadata(
        _ cursor: inout JSONCursor, interning interner: inout StringInterner
    ) throws(JSONCursor.Mismatch) -> PlainMetadata {
        cursor.skipWhitespace()
        let start = cursor.offset
        try cursor.beginObject()
        var fields = PLKPlainEventMetadata()
        // A repeated name is refused, as the dictionary refuses it: known names by their bit,
        // other names by comparing them with the other unknown ones (rare; none in LinkKit's own).
        var seen: UInt64 = 0
        var unknownNames: [UnsafeBufferPointer<UInt8>] = []
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            let name = key.bytesInPlace
            guard key.unescapedName == nil else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
            let number = fieldNames.number(of: key)
            if let number {
                try cursor.markRead(number, in: &seen)
            } else {
                guard !name.contains(where: { $0 >= 0x80 }), !unknownNames.contains(where: { $0.elementsEqual(name) }) else {
                    throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
                }
                unknownNames.append(name)
            }
            if cursor.skipNull() { continue }
            guard cursor.peek == UInt8(ascii: "\"") else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
            switch number {
            case 0: fields.linkSessionId = try cursor.string(interning: &interner)
            case 1: fields.timestamp = try cursor.string()
            case 2: fields.viewName = try cursor.string(interning: &interner)
            case 3: fields.errorCode = try cursor.string()
            case 4: fields.errorType = try cursor.string()
            case 5: fields.errorMessage = try cursor.string()
            case 6: fields.exitStatus = try cursor.string()
            case 7: fields.institutionId = try cursor.string()
            case 8: fields.institutionName = try cursor.string(interning: &interner)
            default: _ = try cursor.scanString()
            }
        }
        return PlainMetadata(fields: fields, text: Array(UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.offset])))
    }

    /// The metadata dictionary from its kept text, as ``PlaidLegacyTranscriptLine/init(utf8:)``
    /// builds it. The text was read once already, so it parses.
    @Sendable private static func dictionary(_ text: [UInt8]) -> LinkJSONValue {
        text.withUnsafeBufferPointer { bytes in
            var cursor = JSONCursor(bytes, matchesFoundation: true)
            return (try? cursor.value()) ?? .null
        }
    }
}
