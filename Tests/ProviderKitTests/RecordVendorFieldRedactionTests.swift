import Foundation
import ProviderKit
import ProviderKitTesting
import ProviderKitTooling
import Testing

/// Every field of every record that holds the vendor's text follows one rule: a credential inside
/// it is hidden unless secrets are revealed. (The replay-meld fuzz campaign found an account type
/// ProviderKit did not know, kept as the vendor wrote it, printing an access token from its
/// query.)
@Suite struct RecordVendorFieldRedactionTests {
    /// One field that holds vendor text, and the record that carries `text` in it.
    struct Field: Sendable, CustomStringConvertible {
        let description: String
        /// `true` for the account type, which the model lowercases.
        let lowercases: Bool
        let record: @Sendable (String) -> any LinkRecord
    }

    static func error(type: String = "ITEM_ERROR", code: String = "ITEM_LOGIN_REQUIRED") -> LinkError {
        LinkError(code: .unknown, vendorType: type, vendorCode: code, message: "m")
    }

    static func account(_ change: (inout LinkAccount) -> Void) -> LinkSuccess {
        var account = LinkAccount(id: "a1", name: "Checking", mask: "0000", type: .depository, subtype: "checking")
        change(&account)
        return LinkSuccess(
            adapterName: "meld", credential: .connection(id: "c"), institution: nil, accounts: [account], sessionID: nil,
            metadata: .empty)
    }

    static func transfer(_ make: (String) -> TransferResult, _ text: String) -> LinkSuccess {
        LinkSuccess(
            adapterName: "mesh", credential: .connection(id: "c"), institution: nil, accounts: [], transfer: make(text),
            sessionID: nil, metadata: .empty)
    }

    static func credential(_ credential: LinkCredential) -> LinkSuccess {
        LinkSuccess(adapterName: "mesh", credential: credential, institution: nil, accounts: [], sessionID: nil, metadata: .empty)
    }

    static func event(_ make: @escaping @Sendable (String) -> LinkEvent) -> @Sendable (String) -> any LinkRecord {
        { make($0) }
    }

    /// Every field of every record kind that prints vendor text.
    static let eventFields: [(String, @Sendable (String) -> LinkEvent)] = [
        ("event.vendorEventName", { LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: $0) }),
        ("event.view", { LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", view: $0) }),
        ("event.sessionID", { LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", sessionID: $0) }),
        (
            "event.institution.id",
            { LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", institution: LinkInstitution(id: $0, name: "B")) }
        ),
        (
            "event.institution.name",
            { LinkEvent(adapterName: "plaid", name: .opened, vendorEventName: "OPEN", institution: LinkInstitution(id: "i", name: $0)) }
        ),
        ("event.error.vendorType", { LinkEvent(adapterName: "plaid", name: .error, vendorEventName: "ERROR", error: error(type: $0)) }),
        ("event.error.vendorCode", { LinkEvent(adapterName: "plaid", name: .error, vendorEventName: "ERROR", error: error(code: $0)) }),
    ]

    static let fields: [Field] =
        eventFields.map { name, make in Field(description: name, lowercases: false, record: { make($0) }) } + [
            Field(description: "account.id", lowercases: false) { text in account { $0.id = text } },
            Field(description: "account.name", lowercases: false) { text in account { $0.name = text } },
            Field(description: "account.mask", lowercases: false) { text in account { $0.mask = text } },
            Field(description: "account.type", lowercases: true) { text in account { $0.type = AccountType(rawValue: text) } },
            Field(description: "account.subtype", lowercases: false) { text in account { $0.subtype = text } },
            Field(description: "account.rawVerificationStatus", lowercases: false) { text in
                account { $0.rawVerificationStatus = text }
            },
            Field(description: "credential.connection.id", lowercases: false) { credential(.connection(id: $0)) },
            Field(description: "credential.accessTokens.accountID", lowercases: false) {
                credential(.accessTokens([AccountAccessToken(accountID: $0, accountName: "A", accessToken: Secret("t"))]))
            },
            Field(description: "credential.accessTokens.accountName", lowercases: false) {
                credential(.accessTokens([AccountAccessToken(accountID: "a", accountName: $0, accessToken: Secret("t"))]))
            },
            Field(description: "transfer.transactionID", lowercases: false) {
                transfer({ TransferResult(transactionID: $0, fromAddress: nil, toAddress: nil, symbol: "ETH", amount: 1, networkID: nil) }, $0)
            },
            Field(description: "transfer.fromAddress", lowercases: false) {
                transfer({ TransferResult(transactionID: nil, fromAddress: $0, toAddress: nil, symbol: "ETH", amount: 1, networkID: nil) }, $0)
            },
            Field(description: "transfer.toAddress", lowercases: false) {
                transfer({ TransferResult(transactionID: nil, fromAddress: nil, toAddress: $0, symbol: "ETH", amount: 1, networkID: nil) }, $0)
            },
            Field(description: "transfer.symbol", lowercases: false) {
                transfer({ TransferResult(transactionID: nil, fromAddress: nil, toAddress: nil, symbol: $0, amount: 1, networkID: nil) }, $0)
            },
            Field(description: "transfer.networkID", lowercases: false) {
                transfer({ TransferResult(transactionID: nil, fromAddress: nil, toAddress: nil, symbol: "ETH", amount: 1, networkID: $0) }, $0)
            },
            Field(description: "exit.sessionID", lowercases: false) { LinkExit(adapterName: "plaid", reason: .userCancelled, sessionID: $0) },
            Field(description: "exit.requestID", lowercases: false) { LinkExit(adapterName: "plaid", reason: .userCancelled, requestID: $0) },
            Field(description: "exit.error.vendorType", lowercases: false) { LinkExit(adapterName: "plaid", reason: .error(error(type: $0))) },
            Field(description: "exit.error.vendorCode", lowercases: false) { LinkExit(adapterName: "plaid", reason: .error(error(code: $0))) },
        ]

    /// Every field × every way a credential sits in display text.
    static let cases: [(field: Int, carrier: Int)] = fields.indices.flatMap { field in
        VendorTextRedactionTests.carriers.indices.map { (field, $0) }
    }

    @Test(arguments: 0..<cases.count)
    func everyVendorFieldHidesCredentialsUnlessRevealed(index: Int) throws {
        let field = Self.fields[Self.cases[index].field]
        let (text, canary) = VendorTextRedactionTests.carriers[Self.cases[index].carrier]
        let record = field.record(text)
        let hidden = try record.wireText(revealingSecrets: false)
        // The type is lowercased by the model: what could leak is the lowercased canary.
        let watched = field.lowercases ? PlantedSecret(core: canary.core.lowercased()) : canary
        #expect(!watched.leaks(in: hidden), "\(field): \(canary) in \(hidden)")
        #expect(hidden.contains(Secret.redactedPlaceholder), "\(field): \(hidden)")
        let revealed = try record.wireText(revealingSecrets: true)
        let value = field.lowercases ? canary.value.lowercased() : canary.value
        #expect(
            revealed.contains(value.replacingOccurrences(of: "/", with: "\\/")) || revealed.contains(value),
            "\(field): \(revealed)")
    }

    /// `providerkit` writes events with a direct writer: it writes exactly what the record's own
    /// encoding writes, for every event field and carrier, hidden and revealed.
    @Test(arguments: 0..<eventFields.count)
    func directEventWriterFollowsTheSameRule(index: Int) throws {
        let (name, make) = Self.eventFields[index]
        let texts = VendorTextRedactionTests.carriers.map(\.text) + ["OPEN", "s-1", "ins_3", "First Bank"]
        for text in texts {
            for reveal in [false, true] {
                let event = make(text)
                let direct = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
                try direct.write(event: event)
                let generic = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
                try generic.write(event)
                #expect(direct.bytes == generic.bytes, "\(name) \(reveal): \(String(decoding: direct.bytes, as: UTF8.self))")
            }
        }
    }

    /// Ordinary vendor text prints as given in every field (the record's tokens still hidden).
    @Test(arguments: 0..<fields.count)
    func ordinaryTextIsPrintedAsGiven(index: Int) throws {
        let field = Self.fields[index]
        let placeholders = { (text: String) in text.components(separatedBy: Secret.redactedPlaceholder).count }
        let tokensHidden = placeholders(try field.record("x").wireText(revealingSecrets: false))
        for text in ["checking", "OPEN", "s-1", "conn_42", "5c224a01-8314-4491-a06f-39e193d5cddc", "0x52908400098527886E0F7030069857D2E4169EE7", "credit card"] {
            let written = try field.record(text).wireText(revealingSecrets: false)
            #expect(placeholders(written) == tokensHidden, "\(field): \(text) became \(written)")
            let shown = field.lowercases ? text.lowercased() : text
            #expect(written.contains("\"\(shown)\""), "\(field): \(written)")
        }
    }

    /// Account types: every type the adapters know and common vendor spellings print as given; a
    /// type with a character a credential hides behind prints as `<redacted>` unless revealed.
    @Test func accountTypesArePlainWordsOrHidden() throws {
        let plain = ["depository", "credit", "loan", "investment", "brokerage", "crypto", "other", "line_of_credit",
            "401k", "401(k)", "credit card", "cash-management", "checking/savings", "roth & ira", "a+b", "1,2", "o'brien"]
        for text in plain {
            let written = try Self.account { $0.type = AccountType(rawValue: text) }.wireText(revealingSecrets: false)
            #expect(written.contains("\"type\":\"\(text)\""), "\(written)")
        }
        for text in ["u.s. treasury", "a=b", "a:b", "a@b", "a?b", "a#b", "50%", "eyjhbgcioijiuzi1nij9.eyjzdwiioij4in0.c2ln", "é"] {
            let account = Self.account { $0.type = AccountType(rawValue: text) }
            #expect(try account.wireText(revealingSecrets: false).contains("\"type\":\"<redacted>\""), "\(text)")
            #expect(try account.wireText(revealingSecrets: true).contains("\"type\":\"\(AccountType(rawValue: text).rawValue)\""), "\(text)")
        }
    }
}
