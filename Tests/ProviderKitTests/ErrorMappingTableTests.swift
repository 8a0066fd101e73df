import Foundation
import ProviderKit
import Testing

@Suite struct ErrorMappingTableTests {
    static let table = ErrorMappingTable(
        adapterName: "vendor",
        rules: [
            ErrorMappingRule(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS", unifiedCode: .invalidCredentials),
            ErrorMappingRule(type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN", unifiedCode: .institutionUnavailable),
            ErrorMappingRule(type: "API_ERROR", code: "INSTITUTION_DOWN", unifiedCode: .providerUnavailable, recovery: .contactSupport),
            ErrorMappingRule(type: nil, code: "RATE_LIMIT", unifiedCode: .rateLimited),
            ErrorMappingRule(type: "SPECIAL", code: "RATE_LIMIT", unifiedCode: .internal),
            ErrorMappingRule(type: nil, code: "SOFT", unifiedCode: .network, recovery: LinkError.Recovery.noAction, isRetryable: true, note: "odd but declared"),
        ])

    @Test func exactTypeAndCode() {
        let error = Self.table.map(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS", message: "wrong password", displayMessage: "Try again")
        #expect(error.code == .invalidCredentials)
        #expect(error.recovery == .retry)
        #expect(error.isRetryable)
        #expect(error.vendorType == "ITEM_ERROR")
        #expect(error.vendorCode == "INVALID_CREDENTIALS")
        #expect(error.message == "wrong password")
        #expect(error.displayMessage == "Try again")
    }

    @Test func theSameCodeUnderAnotherTypeIsADifferentRow() {
        #expect(Self.table.map(type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN", message: "").code == .institutionUnavailable)
        let api = Self.table.map(type: "API_ERROR", code: "INSTITUTION_DOWN", message: "")
        #expect(api.code == .providerUnavailable)
        #expect(api.recovery == .contactSupport, "a row's recovery overrides the code's default")
        #expect(!api.isRetryable, "isRetryable follows the row's recovery")
    }

    @Test func codeOnlyRowsMatchAnyTypeButExactRowsWin() {
        #expect(Self.table.map(type: "ANYTHING", code: "RATE_LIMIT", message: "").code == .rateLimited)
        #expect(Self.table.map(type: nil, code: "RATE_LIMIT", message: "").code == .rateLimited)
        #expect(Self.table.map(type: "SPECIAL", code: "RATE_LIMIT", message: "").code == .internal)
        let kept = Self.table.map(type: "ANYTHING", code: "RATE_LIMIT", message: "")
        #expect(kept.vendorType == "ANYTHING", "the raw type is kept even when a code-only row matched")
    }

    @Test func aTypedRowDoesNotMatchAnotherType() {
        let error = Self.table.map(type: "OTHER_ERROR", code: "INVALID_CREDENTIALS", message: "m")
        #expect(error.code == .unknown)
        #expect(error.vendorType == "OTHER_ERROR")
        #expect(error.vendorCode == "INVALID_CREDENTIALS")
    }

    /// Look-up with no type falls back to the first typed row for the code (behaviour beyond the
    /// documented order: exact, then code-only).
    @Test func aMissingTypeFallsBackToTheFirstRowWithTheCode() {
        #expect(Self.table.rule(type: nil, code: "INVALID_CREDENTIALS")?.unifiedCode == .invalidCredentials)
        #expect(Self.table.map(type: nil, code: "INSTITUTION_DOWN", message: "").code == .institutionUnavailable)
    }

    @Test func unknownErrorsKeepTheirRawTypeAndCode() {
        let error = Self.table.map(type: "NEW_TYPE", code: "NEW_CODE", message: "something new", displayMessage: "Oops")
        #expect(error.code == .unknown)
        #expect(error.recovery == .contactSupport)
        #expect(!error.isRetryable)
        #expect(error.vendorType == "NEW_TYPE")
        #expect(error.vendorCode == "NEW_CODE")
        #expect(error.message == "something new")
        #expect(error.displayMessage == "Oops")
        #expect(Self.table.rule(type: "NEW_TYPE", code: "NEW_CODE") == nil)
    }

    @Test func emptyStringsAreTreatedAsMissing() {
        let empty = Self.table.map(type: "", code: "", message: "m", displayMessage: "")
        #expect(empty.code == .unknown)
        #expect(empty.vendorType == nil)
        #expect(empty.vendorCode == nil)
        #expect(empty.displayMessage == nil)

        let emptyType = Self.table.map(type: "", code: "RATE_LIMIT", message: "")
        #expect(emptyType.code == .rateLimited)
        #expect(emptyType.vendorType == nil)

        let noCode = Self.table.map(type: "ITEM_ERROR", code: nil, message: "m")
        #expect(noCode.code == .unknown)
        #expect(noCode.vendorType == "ITEM_ERROR")
        #expect(noCode.vendorCode == nil)
    }

    @Test func ruleDefaultsAndOverrides() {
        let soft = Self.table.map(type: nil, code: "SOFT", message: "")
        #expect(soft.code == .network)
        #expect(soft.recovery == LinkError.Recovery.noAction)
        #expect(soft.isRetryable, "an explicit isRetryable wins over the recovery's")
        let rule = ErrorMappingRule(type: "T", code: "C", unifiedCode: .accountLocked)
        #expect(rule.recovery == .retryLater)
        #expect(rule.isRetryable)
        #expect(rule.key == VendorErrorKey(type: "T", code: "C"))
        #expect(rule.note == "")
    }

    @Test func duplicateKeysAreListedAndTheFirstRowWins() {
        let table = ErrorMappingTable(
            adapterName: "dup",
            rules: [
                ErrorMappingRule(type: "A", code: "X", unifiedCode: .invalidMFA),
                ErrorMappingRule(type: "A", code: "X", unifiedCode: .network),
                ErrorMappingRule(type: nil, code: "X", unifiedCode: .rateLimited),
                ErrorMappingRule(type: "B", code: "X", unifiedCode: .internal),
                ErrorMappingRule(type: nil, code: "X", unifiedCode: .configuration),
                ErrorMappingRule(type: "A", code: "X", unifiedCode: .oauthFailed),
            ])
        #expect(table.duplicateKeys == [VendorErrorKey(type: "A", code: "X"), VendorErrorKey(type: nil, code: "X"), VendorErrorKey(type: "A", code: "X")])
        #expect(table.map(type: "A", code: "X", message: "").code == .invalidMFA)
        #expect(table.map(type: "C", code: "X", message: "").code == .rateLimited)
        #expect(table.rules.count == 6, "rules keep every row in published order")
        #expect(Self.table.duplicateKeys.isEmpty)
        #expect(table.adapterName == "dup")
    }

    @Test func vendorErrorKeyDescriptionAndOrder() {
        #expect(VendorErrorKey(type: "ITEM_ERROR", code: "X").description == "ITEM_ERROR/X")
        #expect(VendorErrorKey(type: nil, code: "X").description == "X")
        let keys = [
            VendorErrorKey(type: "B", code: "A"), VendorErrorKey(type: nil, code: "Z"), VendorErrorKey(type: "A", code: "B"),
            VendorErrorKey(type: "A", code: "A"),
        ]
        #expect(keys.sorted().map(\.description) == ["Z", "A/A", "A/B", "B/A"])
    }

    @Test func neverCrashesOnOddInput() {
        for code in ["", " ", "\u{0}", String(repeating: "X", count: 10_000), "😀", "INVALID_CREDENTIALS "] {
            let error = Self.table.map(type: "ITEM_ERROR", code: code, message: code)
            #expect(error.code == .unknown)
        }
    }
}

@Suite struct TypeWideErrorRowTests {
    static let table = ErrorMappingTable(
        adapterName: "vendor",
        rules: [
            ErrorMappingRule(type: "API_ERROR", code: ErrorMappingRule.anyCode, unifiedCode: .providerUnavailable),
            ErrorMappingRule(type: "API_ERROR", code: "RATE_LIMIT_EXCEEDED", unifiedCode: .rateLimited),
            ErrorMappingRule(type: nil, code: "NETWORK_DOWN", unifiedCode: .network),
        ])

    @Test func aTypeWideRowMatchesEveryCodeOfItsTypeWithoutARowOfItsOwn() {
        #expect(ErrorMappingRule.anyCode == "*")
        let error = Self.table.map(type: "API_ERROR", code: "INTERNAL_SERVER_ERROR", message: "m")
        #expect(error.code == .providerUnavailable)
        #expect(error.vendorType == "API_ERROR")
        #expect(error.vendorCode == "INTERNAL_SERVER_ERROR", "the vendor's own code is kept, not the wildcard")
    }

    @Test func exactAndCodeOnlyRowsComeBeforeTheTypeWideRow() {
        #expect(Self.table.map(type: "API_ERROR", code: "RATE_LIMIT_EXCEEDED", message: "").code == .rateLimited)
        #expect(Self.table.map(type: "API_ERROR", code: "NETWORK_DOWN", message: "").code == .network)
    }

    @Test func aTypeWideRowDoesNotMatchOtherTypesOrMissingValues() {
        #expect(Self.table.map(type: "ITEM_ERROR", code: "INTERNAL_SERVER_ERROR", message: "").code == .unknown)
        #expect(Self.table.map(type: nil, code: "INTERNAL_SERVER_ERROR", message: "").code == .unknown)
        #expect(Self.table.map(type: "", code: "INTERNAL_SERVER_ERROR", message: "").code == .unknown)
        #expect(Self.table.map(type: "API_ERROR", code: nil, message: "").code == .unknown)
        #expect(Self.table.map(type: "api_error", code: "X", message: "").code == .unknown, "types are exact")
    }
}
