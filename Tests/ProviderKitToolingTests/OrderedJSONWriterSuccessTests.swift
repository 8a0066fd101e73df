import Foundation
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `OrderedJSONWriter.write(success:)` writes a success's members straight into bytes; the wire
/// format's `LinkSuccess.encode(to:)`, through the generic writer and the tree, is the reference.
/// Every success of the table, with secrets hidden and revealed, must give the same text.
@Suite struct OrderedJSONWriterSuccessTests {
    static let texts = OrderedJSONWriterEventTests.awkwardTexts

    static let credentials: [LinkCredential] = [
        .publicToken(Secret("public-sandbox-5c224a01-8314-4491-a06f-39e193d5cddc")),
        .accessTokens([]),
        .accessTokens([
            AccountAccessToken(accountID: "acc_1", accountName: "Brokerage \"main\"", accessToken: Secret("tok\u{0}en")),
            AccountAccessToken(accountID: "", accountName: nil, accessToken: Secret(""), refreshToken: Secret("refresh-é")),
        ]),
        .delayedAuth(refreshToken: Secret("rt_1")), .connection(id: "conn_sb_5d2f9a7c"),
        .connection(id: "public-sandbox-5c224a01-8314-4491-a06f-39e193d5cddc"),
    ]

    static let types: [AccountType?] = [
        nil, .depository, .credit, .loan, .investment, .brokerage, .crypto, .other, "Checking & Savings", "type\"quoted\"",
        "public-sandbox-5c224a01-8314-4491-a06f-39e193d5cddc", "é",
    ]

    /// Accounts with every type and verification status, every member present and absent, and
    /// every awkward text in every string member.
    static var accounts: [LinkAccount] {
        var accounts: [LinkAccount] = []
        let statuses = [nil] + AccountVerificationStatus.allCases.map(Optional.some)
        for (index, type) in types.enumerated() {
            accounts.append(LinkAccount(id: "acc_\(index)", name: "Plaid Checking", mask: "0000", type: type, subtype: "checking"))
        }
        for (index, status) in statuses.enumerated() {
            accounts.append(LinkAccount(id: nil, name: nil, verificationStatus: status, rawVerificationStatus: texts[index % texts.count]))
        }
        for (index, text) in texts.enumerated() {
            let other = texts[(index + 3) % texts.count]
            accounts.append(
                LinkAccount(id: text, name: other, mask: text, type: .depository, subtype: other, rawVerificationStatus: text))
        }
        return accounts
    }

    static var successes: [LinkSuccess] {
        var successes: [LinkSuccess] = []
        let accounts = Self.accounts
        for (index, credential) in credentials.enumerated() {
            successes.append(
                LinkSuccess(
                    adapterName: "mesh", credential: credential, institution: nil, accounts: [], sessionID: nil, metadata: .empty))
            successes.append(
                LinkSuccess(
                    adapterName: "plaid", entryName: "primary", credential: credential,
                    institution: LinkInstitution(id: "ins_\(index)", name: "Citizens Bank"),
                    accounts: Array(accounts.dropFirst(index * 5).prefix(7)), sessionID: "link-session-\(index)",
                    metadata: .empty))
        }
        for (index, text) in texts.enumerated() {
            let other = texts[(index + 5) % texts.count]
            successes.append(
                LinkSuccess(
                    adapterName: text ?? "meld", entryName: text, credential: .connection(id: other ?? "conn"),
                    institution: LinkInstitution(id: text, name: other), accounts: accounts, sessionID: other, metadata: .empty))
        }
        for transfer in [
            TransferResult(transactionID: "tx_1", fromAddress: nil, toAddress: "0xabc", symbol: "ETH", amount: 0.25, networkID: "1"),
            TransferResult(transactionID: nil, fromAddress: "from \"a\"", toAddress: nil, symbol: "", amount: 1e21, networkID: nil),
        ] {
            successes.append(
                LinkSuccess(
                    adapterName: "mesh", credential: credentials[2], institution: nil, accounts: [accounts[0]], transfer: transfer,
                    sessionID: nil, metadata: .empty))
        }
        return successes
    }

    @Test(arguments: [false, true])
    func successesAreWrittenExactlyAsTheirEncodeWritesThem(reveal: Bool) throws {
        let direct = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let generic = OrderedJSONWriter(userInfo: [.revealSecrets: reveal])
        let successes = Self.successes
        #expect(successes.count > 20)
        for success in successes {
            try direct.write(success: success)
            try generic.write(success)
            let text = String(decoding: direct.bytes, as: UTF8.self)
            #expect(text == String(decoding: generic.bytes, as: UTF8.self))
            #expect(text == (try JSONValueEncoder(userInfo: [.revealSecrets: reveal]).encodeOrderedText(success)))
            // Written after other records, the buffer holds this success alone.
            try direct.write(LinkDiagnostic(severity: .info, code: .malformedInput, message: "between"))
        }
    }

    @Test func aTransferJSONCannotHoldLeavesTheBufferEmpty() throws {
        let writer = OrderedJSONWriter()
        try writer.write(LinkDiagnostic(severity: .info, code: .malformedInput, message: "before"))
        let success = LinkSuccess(
            adapterName: "mesh", credential: .connection(id: "c"), institution: nil, accounts: [],
            transfer: TransferResult(transactionID: nil, fromAddress: nil, toAddress: nil, symbol: "ETH", amount: .nan, networkID: nil),
            sessionID: nil, metadata: .empty)
        #expect(throws: (any Error).self) { try writer.write(success: success) }
        #expect(writer.bytes.isEmpty)
    }
}
