import Foundation
import ProviderKit
import Testing

@testable import ProviderKitPlaid

/// The mirrors say what LinkKit 7.1.0's interface says (issue 9, section 3).
@Suite struct MirrorShapeTests {
    @Test func viewNameIsSpelledVerifySMS() throws {
        #expect(PlaidLinkKit.ViewName.verifySMS.description == "VERIFY_SMS")
        let decoded = try JSONDecoder().decode(PlaidLinkKit.ViewName.self, from: Data(#""VERIFY_SMS""#.utf8))
        #expect(decoded == .verifySMS)
    }

    @Test func environmentIsNotRawRepresentableAndReadsTokenSegments() throws {
        #expect(!(PlaidLinkKit.Environment.sandbox is any RawRepresentable))
        #expect(PlaidLinkKit.Environment(wireValue: "production") == .production)
        #expect(PlaidLinkKit.Environment(wireValue: "sandbox") == .sandbox)
        #expect(PlaidLinkKit.Environment(wireValue: "development") == nil)
        #expect(PlaidLinkKit.Environment.allCases.map(\.description) == ["production", "sandbox"])
        let encoded = try JSONEncoder().encode([PlaidLinkKit.Environment.sandbox])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["sandbox"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PlaidLinkKit.Environment.self, from: Data(#""development""#.utf8))
        }
    }

    @Test func mfaTypeIsNotRawRepresentableAndRefusesUnknownStrings() throws {
        #expect(!(PlaidLinkKit.MFAType.code is any RawRepresentable))
        for type in PlaidLinkKit.MFAType.allCases {
            let data = try JSONEncoder().encode([type])
            #expect(try JSONDecoder().decode([PlaidLinkKit.MFAType].self, from: data) == [type])
        }
        #expect(PlaidLinkKit.MFAType(wireValue: "sms") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PlaidLinkKit.MFAType.self, from: Data(#""sms""#.utf8))
        }
    }

    @Test func accountSubtypeHasLinkKitsPrivateObjCInitializer() {
        #expect(PlaidLinkKit.AccountSubtype.privateObjCInitializer(stringLiteral: "depository.checking") == .depository(.checking))
        #expect(PlaidLinkKit.AccountSubtype.privateObjCInitializer(stringLiteral: "credit.credit card") == .credit(.creditCard))
        #expect(
            PlaidLinkKit.AccountSubtype.privateObjCInitializer(stringLiteral: "brokerage.x")
                == .unknown(type: "brokerage", subtype: "x"))
    }

    @Test func configurationErrorIsALocalizedError() {
        let error: any LocalizedError = PlaidLinkKit.ConfigurationError.invalidToken(message: "Token has no environment.")
        #expect(error.errorDescription?.contains("Token has no environment.") == true)
    }

    @MainActor
    @Test func customPresentationDefaultsItsDismissalHandlerAsLinkKitDoes() {
        let method = PlaidLinkKit.PresentationMethod.custom({ _ in })
        guard case .custom(_, let dismiss) = method else {
            Issue.record("not custom")
            return
        }
        // Non-optional, as in LinkKit; on Linux the default has nothing to dismiss and must not trap.
        dismiss(PlatformViewController())
    }
}
