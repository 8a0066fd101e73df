import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid

/// `onSuccess` and `onExit` mapped without repairs must give exactly what the general path gives,
/// and decline every callback the general path would repair from `metadataJSON`. The callbacks come
/// from a seeded generator built to hit the edges: missing and empty fields, every modelled and
/// unknown subtype, status and error code, and `metadataJSON` texts that do and do not hold
/// something to take.
@Suite struct PlaidCallbackFastPathTests {
    typealias Kit = PlaidLinkKit
    static let mapper = PlaidPayloadMapper()

    // MARK: - Generators

    static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    static var subtypes: [Kit.AccountSubtype] {
        PlaidMappingFastPathTests.knownSubtypes + [
            .unknown(type: "depository", subtype: "checking"), .unknown(type: "", subtype: ""),
            .unknown(type: "checking", subtype: ""), .depository(.unknown("new")), .credit(.unknown("")),
            .investment(.unknown("403B")), .other(.unknown("Other")),
        ]
    }

    static let statuses: [Kit.VerificationStatus?] =
        [nil, nil, .unknown("database_matched"), .unknown("manually_verified"), .unknown(""), .unknown(" Pending ")]
        + Kit.VerificationStatus.allCases.map { $0 }

    /// `metadataJSON` texts: realistic ones, ones with a field to take, escapes, broken JSON.
    static let successJSON: [String?] = [
        nil, "", "{}", "not json", "[1]",
        #"{"link_session_id":"s-1","institution":{"institution_id":"ins_1","name":"Chase"},"accounts":[{"id":"acc-1","name":"Plaid Checking","mask":"0000","type":"depository","subtype":"checking","verification_status":null}]}"#,
        #"{"accounts":[{"id":"acc-1","mask":"1111","type":"depository","subtype":"savings","verification_status":"manually_verified"}]}"#,
        #"{"accounts":[{"id":"other","verification_status":"database_matched"},{"id":"acc-1","verification_status":"unsent"}]}"#,
        #"{"accounts":[{"id":"acc-1","verification_status":"\u0070ending"}]}"#,
        #"{"accounts":[{"id":"acc-1","type":"credit","subtype":"credit card","mask":"9999"}],"institution":{"id":"ins_9"},"link_session_id":"from-json"}"#,
        #"{"accounts":[{"id":"acc-1","verification_status" : "automatically_verified"}]}"#,
        #"{"note":"\"verification_status\":\"x\""}"#,
    ]

    static func account(_ random: inout SplitMix64) -> Kit.Account {
        Kit.Account(
            id: pick(["acc-1", "acc-2", "", "ä"], &random), name: pick(["Plaid Checking", "", "Épargne"], &random),
            mask: pick([nil, "", "0000", "1111"], &random), subtype: pick(subtypes, &random),
            verificationStatus: pick(statuses, &random))
    }

    /// A success; with `typical`, one whose typed fields are mostly complete (the fast path's subset).
    static func success(_ random: inout SplitMix64, typical: Bool) -> Kit.LinkSuccess {
        func maybe(_ good: String, _ edges: [String]) -> String { typical ? good : pick([good] + edges, &random) }
        var accounts = (0..<Int(random.next() % 4)).map { _ in account(&random) }
        if typical {
            accounts = accounts.map {
                var account = $0
                account.mask = pick(["0000", "1111", "2"], &random)
                account.subtype = pick(PlaidMappingFastPathTests.knownSubtypes, &random)
                return account
            }
            if accounts.isEmpty { accounts = [account(&random)] }
        }
        return Kit.LinkSuccess(
            publicToken: pick(["public-sandbox-1", ""], &random),
            metadata: Kit.SuccessMetadata(
                institution: Kit.Institution(id: maybe("ins_1", [""]), name: maybe("Chase", ["", "Crédit Mutuel"])),
                accounts: accounts, linkSessionID: maybe("session-1", [""]), metadataJSON: pick(successJSON, &random)))
    }

    static var errorCodes: [Kit.ExitErrorCode] {
        PlaidErrorMapping.modelledCodes + [
            .internal("SDK_ERROR"), .internal(""), .internal("ANYTHING"), .unknown(type: "OAUTH_ERROR", code: "INCORRECT_OAUTH_NONCE"),
            .unknown(type: "", code: "oauth-error"), .unknown(type: "", code: ""), .unknown(type: "PAYMENT_ERROR", code: "X"),
            .unknown(type: "ITEM_ERROR", code: "INVALID_MFA"), .itemError(.unknown("INVALID_MFA")), .itemError(.unknown("")),
            .rateLimitExceeded(.unknown("NEW_LIMIT")), .apiError(.unknown("Ünknown")),
        ]
    }

    static let exitStatuses: [Kit.ExitStatus?] =
        [nil, .unknown("requires_oauth"), .unknown("requires_code"), .unknown(""), .unknown(" requires_code "), .unknown("CONNECTED")]
        + Kit.ExitStatus.allCases.map { $0 }

    static let exitJSON: [String?] = [
        nil, "", "{}", "oops",
        #"{"status":"requires_credentials","link_session_id":"s-json","request_id":"r-json","institution":{"institution_id":"ins_5","name":"Citi"}}"#,
        #"{"status":"requires_oauth"}"#, #"{"status":null,"institution":{"id":"ins_7"}}"#, #"{"\u0073tatus":"requires_code"}"#,
    ]

    static func exit(_ random: inout SplitMix64, typical: Bool) -> Kit.LinkExit {
        let error: Kit.ExitError? =
            random.next() % 4 == 0
            ? nil
            : Kit.ExitError(
                errorCode: pick(errorCodes, &random), errorMessage: pick(["", "the provided MFA responses were not correct", "link_token=link-sandbox-123 is invalid", "Ünicode ✓"], &random),
                displayMessage: pick([nil, "", "Please try again."], &random))
        let institution: Kit.Institution? =
            typical
            ? Kit.Institution(id: pick(["ins_5", ""], &random), name: pick(["Citi", ""], &random))
            : pick([nil, Kit.Institution(id: "", name: ""), Kit.Institution(id: "ins_5", name: "Citi")], &random)
        return Kit.LinkExit(
            error: error,
            metadata: Kit.ExitMetadata(
                status: typical ? pick(Kit.ExitStatus.allCases, &random) : pick(exitStatuses, &random), institution: institution,
                linkSessionID: typical ? "session-1" : pick([nil, "", "session-1"], &random),
                requestID: typical ? pick(["request-1", "r"], &random) : pick([nil, "", "request-1"], &random),
                metadataJSON: pick(exitJSON, &random)))
    }

    // MARK: - Tests

    @Test func successesMapAsTheGeneralPathDoes() {
        var random = SplitMix64(seed: 0x5EED_0000_0000_0711)  // seeded: a failure reproduces
        var shortcut = 0
        for round in 0..<4000 {
            let vendor = Self.success(&random, typical: round % 2 == 0)
            let fast = Self.mapper.success(vendor)
            let reference = Self.mapper.successWithReference(vendor)
            #expect(fast.success == reference.success, "\(vendor)")
            #expect(fast.repairs == reference.repairs, "\(vendor)")
            if let answered = Self.mapper.successWithoutRepairs(vendor) {
                shortcut += 1
                #expect(reference.repairs.isEmpty && answered == reference.success, "\(vendor)")
            }
        }
        // Both paths are exercised.
        #expect(shortcut > 400 && shortcut < 3600, "\(shortcut) of 4000 took the shortcut")
    }

    @Test func exitsMapAsTheGeneralPathDoes() {
        var random = SplitMix64(seed: 0x5EED_0000_0000_0712)  // seeded: a failure reproduces
        var shortcut = 0
        for round in 0..<4000 {
            let vendor = Self.exit(&random, typical: round % 2 == 0)
            let reference = Self.mapper.exitWithReference(vendor)
            #expect(Self.mapper.exit(vendor) == reference, "\(vendor)")
            if Self.mapper.exitWithoutRepairs(vendor) != nil { shortcut += 1 }
        }
        #expect(shortcut > 400 && shortcut < 3600, "\(shortcut) of 4000 took the shortcut")
    }

    @Test func everyErrorCodeMapsAsTheTableMapsItsStrings() {
        var compared = 0
        for code in Self.errorCodes {
            for message in ["", "Wrong password", "token link-sandbox-abc"] {
                for display in [nil, "", "Please try again."] as [String?] {
                    let fast = PlaidErrorMapping.map(code, message: message, displayMessage: display)
                    let reference = PlaidErrorMapping.map(
                        type: code.description, code: code.code, message: message, displayMessage: display)
                    #expect(fast == reference, "\(code) \(message) \(String(describing: display))")
                    #expect(PlaidErrorMapping.mapWithReference(code, message: message, displayMessage: display) == reference)
                    compared += 1
                }
            }
        }
        #expect(compared > 500)
    }

    @Test func everyModelledStatusHasTheStageOfItsString() {
        for status in Kit.ExitStatus.allCases {
            #expect(PlaidStageMapping.stage(forModelled: status) == PlaidStageMapping.stage(forStatus: status.description), "\(status)")
            #expect(PlaidStageMapping.stage(forModelled: status) != nil)
        }
        for status in Self.exitStatuses.compactMap({ $0 }) {
            if case .unknown = status { #expect(PlaidStageMapping.stage(forModelled: status) == nil, "\(status)") }
        }
    }
}
