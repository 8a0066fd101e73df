import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@Suite struct DecodingTests {
    let decoder = JSONDecoder()

    @Test func decodesLinkKitSuccessJSON() throws {
        let json = #"""
            {"public_token":"public-sandbox-123","metadata":{"institution":{"id":"ins_3","name":"Chase"},
            "accounts":[{"id":"a1","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null},
            {"id":"a2","name":"Card","mask":null,"subtype":"credit.credit card","verificationStatus":"pending_manual_verification"},
            {"id":"a3","name":"Odd","mask":"9","subtype":"crypto.wallet","verificationStatus":"database_matched"}],
            "link_session_id":"s1","metadata_json":null}}
            """#
        let success = try decoder.decode(PlaidLinkKit.LinkSuccess.self, from: Data(json.utf8))
        #expect(success.publicToken == "public-sandbox-123")
        #expect(success.metadata.institution == PlaidLinkKit.Institution(id: "ins_3", name: "Chase"))
        #expect(success.metadata.accounts[0].subtype == .depository(.checking))
        #expect(success.metadata.accounts[1].subtype == .credit(.creditCard))
        #expect(success.metadata.accounts[1].mask == nil)
        #expect(success.metadata.accounts[1].verificationStatus == .pendingManualVerification)
        #expect(success.metadata.accounts[2].subtype == .unknown(type: "crypto", subtype: "wallet"))
        #expect(success.metadata.accounts[2].verificationStatus == .unknown("database_matched"))
        #expect(success.metadata.linkSessionID == "s1")
        // Round trip.
        let again = try decoder.decode(PlaidLinkKit.LinkSuccess.self, from: JSONEncoder().encode(success))
        #expect(again == success)
    }

    @Test func decodesLinkKitExitJSON() throws {
        let json = #"""
            {"error":{"errorCode":{"type":"ITEM_ERROR","code":"INVALID_CREDENTIALS"},"errorMessage":"bad","displayMessage":"Try again"},
            "metadata":{"status":"requires_credentials","institution":{"id":"ins_3","name":"Chase"},"link_session_id":"s1","request_id":"r1","metadata_json":null}}
            """#
        let exit = try decoder.decode(PlaidLinkKit.LinkExit.self, from: Data(json.utf8))
        #expect(exit.error?.errorCode == .itemError(.invalidCredentials))
        #expect(exit.error?.errorCode.description == "ITEM_ERROR")
        #expect(exit.error?.errorCode.code == "INVALID_CREDENTIALS")
        #expect(exit.error?.displayMessage == "Try again")
        #expect(exit.metadata.status == .requiresCredentials)
        #expect(exit.metadata.requestID == "r1")
        #expect(try decoder.decode(PlaidLinkKit.LinkExit.self, from: JSONEncoder().encode(exit)) == exit)
        // A bare exit: metadata members all optional.
        let bare = try decoder.decode(PlaidLinkKit.LinkExit.self, from: Data(#"{"error":null,"metadata":{}}"#.utf8))
        #expect(bare.error == nil && bare.metadata.status == nil)
    }

    @Test func decodesUnmodelledErrorTypes() throws {
        let json = #"{"errorCode":{"type":"OAUTH_ERROR","code":"INCORRECT_OAUTH_NONCE"},"errorMessage":"m"}"#
        let error = try decoder.decode(PlaidLinkKit.ExitError.self, from: Data(json.utf8))
        #expect(error.errorCode == .unknown(type: "OAUTH_ERROR", code: "INCORRECT_OAUTH_NONCE"))
        let item = try decoder.decode(
            PlaidLinkKit.ExitErrorCode.self, from: Data(#"{"type":"ITEM_ERROR","code":"BRAND_NEW"}"#.utf8))
        #expect(item == .itemError(.unknown("BRAND_NEW")))
        let internalCode = try decoder.decode(
            PlaidLinkKit.ExitErrorCode.self, from: Data(#"{"type":"INTERNAL","code":"SDK_ERROR"}"#.utf8))
        #expect(internalCode == .internal("SDK_ERROR"))
    }

    @Test func decodesLinkKitEventJSON() throws {
        let json = #"""
            {"event_name":"TRANSITION_VIEW","metadata":{"link_session_id":"s1","timestamp":"2024-05-01T12:00:00.123Z",
            "institution_id":"ins_3","institution_name":"Chase","view_name":"MFA","mfa_type":"code","request_id":"r",
            "error_code":{"type":"INSTITUTION_ERROR","code":"INSTITUTION_DOWN"},"error_message":"down","exit_status":"requires_code",
            "is_update_mode":"false","match_reason":"returning_user","selection":"flow_type_instant","routing_number":"011401533",
            "account_number_mask":"1234","institution_search_query":"cha","issue_id":"i","issue_description":"d",
            "issue_detected_at":"2024-05-01T11:00:00Z","metadata_json":"{}"}}
            """#
        let event = try decoder.decode(PlaidLinkKit.LinkEvent.self, from: Data(json.utf8))
        #expect(event.eventName == .transitionView)
        #expect(event.metadata.viewName == .mfa)
        #expect(event.metadata.mfaType == .code)
        #expect(event.metadata.errorCode == .institutionError(.institutionDown))
        #expect(event.metadata.exitStatus == .requiresCode)
        #expect(event.metadata.timestamp == Date(timeIntervalSince1970: 1_714_564_800.123))
        #expect(event.metadata.issueDetectedAt == Date(timeIntervalSince1970: 1_714_561_200))
        #expect(event.metadata.matchReason == "returning_user")
        let again = try decoder.decode(PlaidLinkKit.LinkEvent.self, from: JSONEncoder().encode(event))
        #expect(again == event)
    }

    @Test func eventTimestampsAlsoDecodeFoundationsDefaultDates() throws {
        // A real LinkKit value re-encoded by a default JSONEncoder writes a number.
        let json = #"{"event_name":"OPEN","metadata":{"link_session_id":"s","timestamp":736257600}}"#
        let event = try decoder.decode(PlaidLinkKit.LinkEvent.self, from: Data(json.utf8))
        #expect(event.metadata.timestamp == Date(timeIntervalSinceReferenceDate: 736_257_600))
    }

    @Test func unknownEnumValuesDecodeAsUnknown() throws {
        let json = #"{"event_name":"NEW_EVENT","metadata":{"link_session_id":"s","timestamp":"2024-05-01T12:00:00Z","view_name":"NEW_VIEW","exit_status":"requires_oauth","mfa_type":"telepathy"}}"#
        let event = try decoder.decode(PlaidLinkKit.LinkEvent.self, from: Data(json.utf8))
        #expect(event.eventName == .unknown("NEW_EVENT"))
        #expect(event.metadata.viewName == .unknown("NEW_VIEW"))
        #expect(event.metadata.exitStatus == .unknown("requires_oauth"))
        #expect(event.metadata.mfaType == nil)
    }

    @Test func everyWireEnumRoundTripsItsCases() throws {
        func check<T: LinkKitWireEnum & Codable & Equatable>(_ type: T.Type) throws {
            // One stored entry per case: no two cases share a wire string, none is left out.
            #expect(T.byWireValue.count == T.allCases.count, "\(T.self)")
            for value in T.allCases {
                #expect(T(wireValue: value.description) == value)
                #expect(value.isKnown)
                #expect(try decoder.decode([T].self, from: JSONEncoder().encode([value])) == [value])
            }
            #expect(T(wireValue: "zz-new").description == "zz-new")
            #expect(!T(wireValue: "zz-new").isKnown)
        }
        try check(PlaidLinkKit.EventName.self)
        try check(PlaidLinkKit.ViewName.self)
        try check(PlaidLinkKit.ExitStatus.self)
        try check(PlaidLinkKit.VerificationStatus.self)
        try check(PlaidLinkKit.ExitErrorCode.ApiErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.AuthErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.AssetReportErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.InstitutionErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.ItemErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.InvalidInputErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.InvalidRequestErrorCode.self)
        try check(PlaidLinkKit.ExitErrorCode.RateLimitErrorCode.self)
        try check(PlaidLinkKit.AccountSubtype.Other.self)
        try check(PlaidLinkKit.AccountSubtype.Credit.self)
        try check(PlaidLinkKit.AccountSubtype.Loan.self)
        try check(PlaidLinkKit.AccountSubtype.Depository.self)
        try check(PlaidLinkKit.AccountSubtype.Investment.self)
        #expect(PlaidLinkKit.MFAType.allCases.map(\.description) == ["code", "device", "questions", "selections"])
    }

    @Test func missingRequiredMembersFailWithTheirPath() {
        let json = #"{"event_name":"OPEN","metadata":{"timestamp":"2024-05-01T12:00:00Z"}}"#
        #expect(throws: DecodingError.self) { try decoder.decode(PlaidLinkKit.LinkEvent.self, from: Data(json.utf8)) }
    }
}
