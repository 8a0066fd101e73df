import ProviderKit

/// A Meld payload that can also be read straight from its UTF-8 bytes, without `JSONDecoder`.
///
/// The byte reader accepts a subset of what `JSONDecoder` accepts and, for that subset, makes
/// the same value. Anything else (a repeated member, a number that is not a plain integer, a value
/// of the wrong type) throws a ``/ProviderKit/JSONCursor/Mismatch``, and
/// ``MeldConnectMessage/decodePayload(_:)`` asks `JSONDecoder`, which decides and words the problem.
package protocol MeldPayloadByteDecodable: Decodable {
    /// Reads the payload from the bytes of a JSON object.
    ///
    /// - Throws: a ``/ProviderKit/JSONCursor/Mismatch`` for anything outside the subset above.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch)
}

extension MeldConnectCompletePayload: MeldPayloadByteDecodable {
    /// Reads `institutionId`, `institutionName`, `accountCount`, `accounts` and `connectionId`;
    /// other members are checked and skipped.
    ///
    /// - Throws: a ``/ProviderKit/JSONCursor/Mismatch`` for anything outside the subset `JSONDecoder` is asked about.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(bytes, matchesFoundation: true)
        self.init(institutionId: nil, institutionName: nil, accountCount: nil, accounts: nil)
        try cursor.beginObject()
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("institutionId") {
                try cursor.markRead(0, in: &seen)
                institutionId = try cursor.optionalString()
            } else if key.equals("institutionName") {
                try cursor.markRead(1, in: &seen)
                institutionName = try cursor.optionalString()
            } else if key.equals("accountCount") {
                try cursor.markRead(2, in: &seen)
                accountCount = cursor.skipNull() ? nil : try cursor.integer()
            } else if key.equals("accounts") {
                try cursor.markRead(3, in: &seen)
                accounts = cursor.skipNull() ? nil : try Self.accounts(&cursor)
            } else if key.equals("connectionId") {
                try cursor.markRead(4, in: &seen)
                connectionId = try cursor.optionalString()
            } else {
                try cursor.skipValue()
            }
        }
        try cursor.expectEnd()
    }

    private static func accounts(_ cursor: inout JSONCursor) throws(JSONCursor.Mismatch) -> [MeldAccount] {
        var accounts: [MeldAccount] = []
        try cursor.beginArray()
        var element = 0
        while try cursor.nextElement(element) {
            element += 1
            try cursor.beginObject()
            var account = MeldAccount(name: nil, type: nil, mask: nil)
            var seen: UInt64 = 0
            var index = 0
            while let key = try cursor.nextMember(index) {
                index += 1
                if key.equals("name") {
                    try cursor.markRead(0, in: &seen)
                    account.name = try cursor.optionalString()
                } else if key.equals("type") {
                    try cursor.markRead(1, in: &seen)
                    account.type = try cursor.optionalString()
                } else if key.equals("mask") {
                    try cursor.markRead(2, in: &seen)
                    account.mask = try cursor.optionalString()
                } else if key.equals("id") {
                    try cursor.markRead(3, in: &seen)
                    account.id = try cursor.optionalString()
                } else {
                    try cursor.skipValue()
                }
            }
            accounts.append(account)
        }
        return accounts
    }
}

extension MeldErrorPayload: MeldPayloadByteDecodable {
    /// Reads `details` and `reason`; other members are checked and skipped.
    ///
    /// - Throws: a ``/ProviderKit/JSONCursor/Mismatch`` for anything outside the subset `JSONDecoder` is asked about.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(bytes, matchesFoundation: true)
        self.init(details: nil, reason: nil)
        try cursor.beginObject()
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("details") {
                try cursor.markRead(0, in: &seen)
                details = try cursor.optionalString()
            } else if key.equals("reason") {
                try cursor.markRead(1, in: &seen)
                reason = try cursor.optionalString()
            } else {
                try cursor.skipValue()
            }
        }
        try cursor.expectEnd()
    }
}

extension MeldOAuthRequestMetadata: MeldPayloadByteDecodable {
    /// Reads `url`; other members are checked and skipped.
    ///
    /// - Throws: a ``/ProviderKit/JSONCursor/Mismatch`` for anything outside the subset `JSONDecoder` is asked about.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(bytes, matchesFoundation: true)
        self.init(url: nil)
        try cursor.beginObject()
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("url") {
                try cursor.markRead(0, in: &seen)
                url = try cursor.optionalString()
            } else {
                try cursor.skipValue()
            }
        }
        try cursor.expectEnd()
    }
}
