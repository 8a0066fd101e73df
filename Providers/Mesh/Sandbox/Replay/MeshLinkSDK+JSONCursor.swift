import Foundation
import ProviderKit
import ProviderKitMesh
import ProviderKitTooling

// Byte-level decoding of Mesh's payloads straight into the LinkSDK mirrors, for replay. Each
// initialiser accepts exactly what the mirror's `Decodable` conformance accepts and produces the
// same value, or throws a `JSONCursor.Mismatch` (also for a repeated member or anything unusual),
// after which replay decodes the line with `JSONDecoder` to word the problem. Unknown members are
// skipped, as the synthesized conformances ignore them.

extension MeshLinkSDK.LinkPayload {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var decoded: MeshLinkSDK.LinkPayload?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("accessToken") {
                try cursor.markRead(0, in: &seen)
                decoded = .accessToken(try MeshLinkSDK.AccessTokenPayload(cursor: &cursor))
            } else if key.equals("delayedAuth") {
                try cursor.markRead(1, in: &seen)
                decoded = .delayedAuth(try MeshLinkSDK.DelayedAuthPayload(cursor: &cursor))
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let decoded, seen.nonzeroBitCount == 1 else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self = decoded
    }
}

extension MeshLinkSDK.AccessTokenPayload {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var accountTokens: [MeshLinkSDK.AccountToken]?
        var brandInfo: MeshLinkSDK.BrandInfo?
        var expiresInSeconds: Int?
        var refreshTokenExpiresInSeconds: Int?
        var brokerType: String?
        var brokerName: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("accountTokens") {
                try cursor.markRead(0, in: &seen)
                var tokens: [MeshLinkSDK.AccountToken] = []
                try cursor.beginArray()
                while try cursor.nextElement(tokens.count) { tokens.append(try MeshLinkSDK.AccountToken(cursor: &cursor)) }
                accountTokens = tokens
            } else if key.equals("brokerBrandInfo") {
                try cursor.markRead(1, in: &seen)
                brandInfo = try MeshLinkSDK.BrandInfo(cursor: &cursor)
            } else if key.equals("expiresInSeconds") {
                try cursor.markRead(2, in: &seen)
                expiresInSeconds = cursor.skipNull() ? nil : try cursor.integer()
            } else if key.equals("refreshTokenExpiresInSeconds") {
                try cursor.markRead(3, in: &seen)
                refreshTokenExpiresInSeconds = cursor.skipNull() ? nil : try cursor.integer()
            } else if key.equals("brokerType") {
                try cursor.markRead(4, in: &seen)
                brokerType = try cursor.string()
            } else if key.equals("brokerName") {
                try cursor.markRead(5, in: &seen)
                brokerName = try cursor.string()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let accountTokens, let brandInfo, let brokerType, let brokerName else {
            throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
        }
        self.init(
            accountTokens: accountTokens, brokerBrandInfo: brandInfo, expiresInSeconds: expiresInSeconds,
            refreshTokenExpiresInSeconds: refreshTokenExpiresInSeconds, brokerType: brokerType, brokerName: brokerName)
    }
}

extension MeshLinkSDK.DelayedAuthPayload {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var refreshTokenExpiresInSeconds: Int?
        var brokerType: String?
        var refreshToken: Secret?
        var brokerName: String?
        var brandInfo: MeshLinkSDK.BrandInfo?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("refreshTokenExpiresInSeconds") {
                try cursor.markRead(0, in: &seen)
                refreshTokenExpiresInSeconds = cursor.skipNull() ? nil : try cursor.integer()
            } else if key.equals("brokerType") {
                try cursor.markRead(1, in: &seen)
                brokerType = try cursor.string()
            } else if key.equals("refreshToken") {
                try cursor.markRead(2, in: &seen)
                refreshToken = try MeshLinkSDK.secret(&cursor)
            } else if key.equals("brokerName") {
                try cursor.markRead(3, in: &seen)
                brokerName = try cursor.string()
            } else if key.equals("brokerBrandInfo") {
                try cursor.markRead(4, in: &seen)
                brandInfo = try MeshLinkSDK.BrandInfo(cursor: &cursor)
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let brokerType, let refreshToken, let brokerName, let brandInfo else {
            throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
        }
        self.init(
            refreshTokenExpiresInSeconds: refreshTokenExpiresInSeconds, brokerType: brokerType, refreshToken: refreshToken,
            brokerName: brokerName, brokerBrandInfo: brandInfo)
    }
}

extension MeshLinkSDK.AccountToken {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var account: MeshLinkSDK.Account?
        var accessToken: Secret?
        var refreshToken: Secret?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("account") {
                try cursor.markRead(0, in: &seen)
                account = try MeshLinkSDK.Account(cursor: &cursor)
            } else if key.equals("accessToken") {
                try cursor.markRead(1, in: &seen)
                accessToken = try MeshLinkSDK.secret(&cursor)
            } else if key.equals("refreshToken") {
                try cursor.markRead(2, in: &seen)
                refreshToken = cursor.skipNull() ? nil : try MeshLinkSDK.secret(&cursor)
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let account, let accessToken else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(account: account, accessToken: accessToken, refreshToken: refreshToken)
    }
}

extension MeshLinkSDK.Account {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var accountId: String?
        var accountName: String?
        var value = MeshLinkSDK.Account(accountId: "", accountName: "")
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("accountId") {
                try cursor.markRead(0, in: &seen)
                accountId = try cursor.string()
            } else if key.equals("accountName") {
                try cursor.markRead(1, in: &seen)
                accountName = try cursor.string()
            } else if key.equals("frontAccountId") {
                try cursor.markRead(2, in: &seen)
                value.frontAccountId = try cursor.optionalString()
            } else if key.equals("fund") {
                try cursor.markRead(3, in: &seen)
                value.fund = cursor.skipNull() ? nil : try cursor.number()
            } else if key.equals("cash") {
                try cursor.markRead(4, in: &seen)
                value.cash = cursor.skipNull() ? nil : try cursor.number()
            } else if key.equals("isReconnected") {
                try cursor.markRead(5, in: &seen)
                value.isReconnected = cursor.skipNull() ? nil : try cursor.bool()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let accountId, let accountName else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        value.accountId = accountId
        value.accountName = accountName
        self = value
    }
}

extension MeshLinkSDK.BrandInfo {
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var brokerLogo: String?
        var brokerPrimaryColor: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("brokerLogo") {
                try cursor.markRead(0, in: &seen)
                brokerLogo = try cursor.string()
            } else if key.equals("brokerPrimaryColor") {
                try cursor.markRead(1, in: &seen)
                brokerPrimaryColor = try cursor.optionalString()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        guard let brokerLogo else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        self.init(brokerLogo: brokerLogo, brokerPrimaryColor: brokerPrimaryColor)
    }
}

extension MeshLinkSDK.TransferFinishedPayload {
    /// `status` picks the case; both cases read the same object, as `init(from:)` does.
    init(cursor: inout JSONCursor) throws(JSONCursor.Mismatch) {
        try cursor.beginObject()
        var status: MeshLinkSDK.TransferFinishedStatus?
        var txId: String?, fromAddress: String?, toAddress: String?, symbol: String?, networkId: String?
        var amount: Double?
        var errorMessage: String?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("status") {
                try cursor.markRead(0, in: &seen)
                status = MeshLinkSDK.TransferFinishedStatus(rawValue: try cursor.string())
            } else if key.equals("txId") {
                try cursor.markRead(1, in: &seen)
                txId = try cursor.optionalString()
            } else if key.equals("fromAddress") {
                try cursor.markRead(2, in: &seen)
                fromAddress = try cursor.optionalString()
            } else if key.equals("toAddress") {
                try cursor.markRead(3, in: &seen)
                toAddress = try cursor.optionalString()
            } else if key.equals("symbol") {
                try cursor.markRead(4, in: &seen)
                symbol = try cursor.optionalString()
            } else if key.equals("amount") {
                try cursor.markRead(5, in: &seen)
                amount = cursor.skipNull() ? nil : try cursor.number()
            } else if key.equals("networkId") {
                try cursor.markRead(6, in: &seen)
                networkId = try cursor.optionalString()
            } else if key.equals("errorMessage") {
                try cursor.markRead(7, in: &seen)
                errorMessage = try cursor.optionalString()
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        switch status {
        case .transferFinishedSuccess?:
            guard let symbol, let amount else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
            self = .success(
                MeshLinkSDK.TransferFinishedSuccessPayload(
                    txId: txId, fromAddress: fromAddress, toAddress: toAddress, symbol: symbol, amount: amount,
                    networkId: networkId))
        case .transferFinishedError?:
            guard let errorMessage else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
            self = .error(MeshLinkSDK.TransferFinishedErrorPayload(errorMessage: errorMessage))
        case nil:
            throw JSONCursor.Mismatch(.unexpected, at: cursor.offset)
        }
    }
}

extension MeshLinkSDK {
    /// A ``ProviderKit/Secret`` as its `Decodable` conformance reads it: a string that is not the
    /// redaction placeholder.
    static func secret(_ cursor: inout JSONCursor) throws(JSONCursor.Mismatch) -> Secret {
        let text = try cursor.string()
        guard text != Secret.redactedPlaceholder else { throw JSONCursor.Mismatch(.unexpected, at: cursor.offset) }
        return Secret(text)
    }
}
