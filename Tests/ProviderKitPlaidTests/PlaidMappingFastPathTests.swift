import Foundation
import ProviderKit
import Testing

@testable import ProviderKitPlaid

/// The mapper's shortcuts must give exactly what the general path gives: typed accounts mapped
/// from the enums, and `metadataJSON` left unparsed when it holds nothing to repair with.
@Suite struct PlaidMappingFastPathTests {
    typealias Subtype = PlaidLinkKit.AccountSubtype

    static var knownSubtypes: [Subtype] {
        Subtype.Other.allCases.map(Subtype.other) + Subtype.Credit.allCases.map(Subtype.credit)
            + Subtype.Loan.allCases.map(Subtype.loan) + Subtype.Depository.allCases.map(Subtype.depository)
            + Subtype.Investment.allCases.map(Subtype.investment)
    }

    static var statuses: [PlaidLinkKit.VerificationStatus?] {
        [nil, .unknown("database_matched"), .unknown("Something New"), .unknown("")] + PlaidLinkKit.VerificationStatus.allCases
    }

    @Test func knownAccountsMapAsTheGeneralPathDoes() {
        var compared = 0
        for subtype in Self.knownSubtypes {
            for status in Self.statuses {
                for mask in [nil, "", "0000"] as [String?] {
                    let account = PlaidLinkKit.Account(
                        id: "acc-1", name: "Plaid Checking", mask: mask, subtype: subtype, verificationStatus: status)
                    let general = PlaidAccountMapping.account(
                        id: account.id, name: account.name, mask: account.mask, type: subtype.type,
                        subtype: subtype.subtype, verificationStatus: status?.description)
                    #expect(PlaidAccountMapping.knownAccount(account) == general, "\(subtype) \(String(describing: status))")
                    compared += 1
                }
            }
        }
        #expect(compared > 300)
    }

    @Test func unknownSubtypesTakeTheGeneralPath() {
        for subtype in [Subtype.unknown(type: "depository", subtype: "checking"), .depository(.unknown("new")), .credit(.unknown(""))] {
            let account = PlaidLinkKit.Account(id: "a", name: "n", mask: "1", subtype: subtype, verificationStatus: nil)
            #expect(PlaidAccountMapping.knownAccount(account) == nil)
        }
    }

    /// Rows: metadataJSON text, key, whether a string may be under the key.
    static let keyCases: [(String?, StaticString, Bool)] = [
        (nil, "status", false),
        ("", "status", false),
        (#"{"status":"connected"}"#, "status", true),
        (#"{"status" : "connected"}"#, "status", true),
        ("{\"status\"\n:\t\"x\"}", "status", true),
        (#"{"status":null}"#, "status", false),
        (#"{"status":1}"#, "status", false),
        (#"{"exit_status":"x"}"#, "status", false),
        (#"{"statuses":"x"}"#, "status", false),
        (#"{"\u0073tatus":"x"}"#, "status", true),
        (#"{"a":"\\u"}"#, "status", true),
        (#"{"accounts":[{"verification_status":"manually_verified"}]}"#, "verification_status", true),
        (#"{"accounts":[{"verification_status":null}]}"#, "verification_status", false),
        (#"{"note":"\"status\":\"x\""}"#, "status", false),
        (#"{"status""#, "status", false),
    ]

    @Test func rulesOutKeysFromTheBytes() {
        for (text, key, expected) in Self.keyCases {
            #expect(PlaidMetadataJSON(text).mayHoldString(forKey: key) == expected, "\(text ?? "nil") \(key)")
        }
    }

    /// Whenever the byte check says "no", the parsed object has no string under the key at any depth.
    @Test func neverRulesOutAKeyTheParsedObjectHolds() {
        for (text, key, _) in Self.keyCases {
            var json = PlaidMetadataJSON(text)
            guard !json.mayHoldString(forKey: key), let value = json.value else { continue }
            #expect(!Self.holdsString(value, key: "\(key)"), "\(text ?? "nil")")
        }
    }

    static func holdsString(_ value: LinkJSONValue, key: String) -> Bool {
        switch value {
        case .object(let members):
            return members.contains { $0.key == key && $0.value.stringValue != nil || holdsString($0.value, key: key) }
        case .array(let elements): return elements.contains { holdsString($0, key: key) }
        default: return false
        }
    }
}
