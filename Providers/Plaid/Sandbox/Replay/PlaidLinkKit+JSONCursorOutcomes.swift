import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTooling

// Byte-level decoding of LinkKit 7's `onSuccess` and `onExit` payloads (see
// PlaidLinkKit+JSONCursor.swift for the rules every initialiser here follows).

extension PlaidLinkKit.LinkSuccess {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var publicToken: String?
        var metadata: PlaidLinkKit.SuccessMetadata?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("public_token") {
                try cursor.markRead(0, in: &seen)
                publicToken = try cursor.string()
            } else if key.equals("metadata") {
                try cursor.markRead(1, in: &seen)
                metadata = try PlaidLinkKit.SuccessMetadata(cursor: &cursor)
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let publicToken, let metadata else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(publicToken: publicToken, metadata: metadata)
    }
}

extension PlaidLinkKit.SuccessMetadata {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var institution: PlaidLinkKit.Institution?
        var accounts: [PlaidLinkKit.Account]?
        var linkSessionID: String?
        var metadataJSON: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("institution") {
                try cursor.markRead(0, in: &seen)
                institution = try PlaidLinkKit.Institution(cursor: &cursor)
            } else if key.equals("accounts") {
                try cursor.markRead(1, in: &seen)
                var list: [PlaidLinkKit.Account] = []
                try cursor.beginArray()
                while try cursor.nextElement(list.count) { list.append(try PlaidLinkKit.Account(cursor: &cursor)) }
                accounts = list
            } else if key.equals("link_session_id") {
                try cursor.markRead(2, in: &seen)
                linkSessionID = try cursor.string()
            } else if key.equals("metadata_json") {
                try cursor.markRead(3, in: &seen)
                metadataJSON = try cursor.optionalString()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let institution, let accounts, let linkSessionID else {
            throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
        }
        self.init(institution: institution, accounts: accounts, linkSessionID: linkSessionID, metadataJSON: metadataJSON)
    }
}

extension PlaidLinkKit.Institution {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var id: String?
        var name: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("id") {
                try cursor.markRead(0, in: &seen)
                id = try cursor.string()
            } else if key.equals("name") {
                try cursor.markRead(1, in: &seen)
                name = try cursor.string()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let id, let name else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(id: id, name: name)
    }
}

extension PlaidLinkKit.Account {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var id: String?
        var name: String?
        var mask: String?
        var subtype: PlaidLinkKit.AccountSubtype?
        var verificationStatus: PlaidLinkKit.VerificationStatus?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("id") {
                try cursor.markRead(0, in: &seen)
                id = try cursor.string()
            } else if key.equals("name") {
                try cursor.markRead(1, in: &seen)
                name = try cursor.string()
            } else if key.equals("mask") {
                try cursor.markRead(2, in: &seen)
                mask = try cursor.optionalString()
            } else if key.equals("subtype") {
                try cursor.markRead(3, in: &seen)
                subtype = PlaidLinkKit.AccountSubtype(wireValue: try cursor.string())
            } else if key.equals("verificationStatus") {
                try cursor.markRead(4, in: &seen)
                verificationStatus = try cursor.optionalString().map(PlaidLinkKit.VerificationStatus.init(wireValue:))
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let id, let name, let subtype else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(id: id, name: name, mask: mask, subtype: subtype, verificationStatus: verificationStatus)
    }
}

extension PlaidLinkKit.LinkExit {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var error: PlaidLinkKit.ExitError?
        var metadata: PlaidLinkKit.ExitMetadata?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("error") {
                try cursor.markRead(0, in: &seen)
                error = cursor.skipNull() ? nil : try PlaidLinkKit.ExitError(cursor: &cursor)
            } else if key.equals("metadata") {
                try cursor.markRead(1, in: &seen)
                metadata = try PlaidLinkKit.ExitMetadata(cursor: &cursor)
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let metadata else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(error: error, metadata: metadata)
    }
}

extension PlaidLinkKit.ExitMetadata {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var value = PlaidLinkKit.ExitMetadata()
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("status") {
                try cursor.markRead(0, in: &seen)
                value.status = try cursor.optionalString().map(PlaidLinkKit.ExitStatus.init(wireValue:))
            } else if key.equals("institution") {
                try cursor.markRead(1, in: &seen)
                value.institution = cursor.skipNull() ? nil : try PlaidLinkKit.Institution(cursor: &cursor)
            } else if key.equals("link_session_id") {
                try cursor.markRead(2, in: &seen)
                value.linkSessionID = try cursor.optionalString()
            } else if key.equals("request_id") {
                try cursor.markRead(3, in: &seen)
                value.requestID = try cursor.optionalString()
            } else if key.equals("metadata_json") {
                try cursor.markRead(4, in: &seen)
                value.metadataJSON = try cursor.optionalString()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        self = value
    }
}

extension PlaidLinkKit.ExitError {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var errorCode: PlaidLinkKit.ExitErrorCode?
        var errorMessage: String?
        var displayMessage: String?
        var errorJSON: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("errorCode") {
                try cursor.markRead(0, in: &seen)
                errorCode = try PlaidLinkKit.ExitErrorCode(cursor: &cursor)
            } else if key.equals("errorMessage") {
                try cursor.markRead(1, in: &seen)
                errorMessage = try cursor.string()
            } else if key.equals("displayMessage") {
                try cursor.markRead(2, in: &seen)
                displayMessage = try cursor.optionalString()
            } else if key.equals("errorJSON") {
                try cursor.markRead(3, in: &seen)
                errorJSON = try cursor.optionalString()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let errorCode, let errorMessage else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(errorCode: errorCode, errorMessage: errorMessage, displayMessage: displayMessage, errorJSON: errorJSON)
    }
}
