import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct ErrorMappingTests {
    let table = MeshErrorTable.table

    /// Written independently of the table: every Mesh error source in the reference and the
    /// unified code ProviderKit promises for it.
    static let expected: [(type: String?, code: String, unified: LinkError.Code)] = [
        ("createHandler", "Either 'onIntegrationConnected' or 'onTransferFinished' callback must be provided", .configuration),
        ("createHandler", "Invalid linkToken", .invalidLinkToken),
        ("transferFinished", "error", .transferFailed),
        (nil, "transferPreviewError", .transferFailed),
        (nil, "transferExecutionError", .transferFailed),
        (nil, "transferConfigureError", .transferFailed),
        (nil, "transferDeclined", .transferFailed),
        (nil, "transferNoEligibleAssets", .noEligibleAccounts),
        (nil, "connectionDeclined", .insufficientPermissions),
        (nil, "connectionUnavailable", .institutionUnavailable),
        (nil, "verifyWalletRejected", .verificationFailed),
        (nil, "defiWalletError", .transferFailed),
        ("integrationConnectionError", "rateLimited", .rateLimited),
        ("integrationConnectionError", "accountLocked", .accountLocked),
        ("integrationConnectionError", "mfaNotSupported", .mfaNotSupported),
        ("integrationConnectionError", "invalidMfa", .invalidMFA),
        ("integrationConnectionError", "invalidCredentials", .invalidCredentials),
        ("integrationConnectionError", "captchaFailed", .humanVerificationFailed),
        ("integrationConnectionError", "sessionExpired", .invalidLinkToken),
        ("integrationConnectionError", "reauthenticationRequired", .reauthenticationRequired),
        ("integrationConnectionError", "permissionDenied", .insufficientPermissions),
        ("integrationConnectionError", "noEligibleAccounts", .noEligibleAccounts),
        ("integrationConnectionError", "actionRequired", .actionRequiredAtInstitution),
        ("integrationConnectionError", "institutionNotSupported", .institutionNotSupported),
        ("integrationConnectionError", "institutionUnavailable", .institutionUnavailable),
        ("integrationConnectionError", "network", .network),
        ("integrationConnectionError", "providerError", .providerUnavailable),
    ]

    @Test func independentListMatchesTable() {
        for row in Self.expected {
            let mapped = table.map(type: row.type, code: row.code, message: "m")
            #expect(mapped.code == row.unified, "\(row.type ?? "-")/\(row.code)")
        }
        #expect(table.rules.count == Self.expected.count)
    }

    @Test func everyRowIsKnownWithANoteAndNoDuplicates() {
        #expect(table.duplicateKeys.isEmpty)
        for rule in table.rules {
            #expect(rule.unifiedCode != .unknown, "\(rule.key)")
            #expect(!rule.note.isEmpty, "\(rule.key)")
            let mapped = table.map(type: rule.key.type, code: rule.key.code, message: "m")
            #expect(mapped.code == rule.unifiedCode && mapped.recovery == rule.recovery)
        }
    }

    @Test func everyClassHasARowAndItsSampleClassifiesToItself() {
        for errorClass in MeshErrorClassifier.classes {
            #expect(MeshErrorClassifier.classify(errorClass.sampleMessage) == errorClass.code, "\(errorClass.code)")
            #expect(table.rule(type: MeshErrorClassifier.connectionErrorType, code: errorClass.code) != nil)
        }
        let classRows = table.rules.filter { $0.key.type == MeshErrorClassifier.connectionErrorType }
        #expect(Set(classRows.map(\.key.code)) == Set(MeshErrorClassifier.classes.map(\.code)))
    }

    @Test(arguments: [
        ("Invalid username or password", "invalidCredentials"),
        ("INCORRECT PASSWORD", "invalidCredentials"),
        ("The MFA code you entered is invalid code", "invalidMfa"),
        ("Incorrect code, try again", "invalidMfa"),
        ("This MFA method is not supported", "mfaNotSupported"),
        ("Your account is locked", "accountLocked"),
        ("Coinbase is under maintenance", "institutionUnavailable"),
        ("Service Unavailable (503)", "institutionUnavailable"),
        ("Request timed out", "institutionUnavailable"),
        ("429 Too Many Requests", "rateLimited"),
        ("Rate limit exceeded", "rateLimited"),
        ("Please solve the captcha", "captchaFailed"),
        ("Link token expired", "sessionExpired"),
        ("Please reconnect your account", "reauthenticationRequired"),
        ("Access denied", "permissionDenied"),
        ("No eligible accounts", "noEligibleAccounts"),
        ("This broker is not supported in your region: not available in your region", "institutionNotSupported"),
        ("Network error", "network"),
        ("Internal server error", "providerError"),
    ])
    func classifiesMessages(message: String, expected: String) {
        #expect(MeshErrorClassifier.classify(message) == expected)
    }

    @Test func wordBoundariesPreventFalseMatches() {
        #expect(MeshErrorClassifier.classify("Order 15030 accepted") == nil)
        #expect(MeshErrorClassifier.classify("downstream update") == nil)
        #expect(MeshErrorClassifier.classify("undeclined") == nil)
    }

    @Test func unclassifiedMessageIsUnknownKeepingText() {
        let event = MeshEventMapper.event(from: [
            "type": "integrationConnectionError", "payload": ["errorMessage": "Le courtier a répondu bizarrement"],
        ])
        let error = try? event.get().error
        #expect(error?.code == .unknown)
        #expect(error?.message == "Le courtier a répondu bizarrement")
        #expect(error?.vendorType == "integrationConnectionError")
    }

    @Test func transferErrorExitCarriesMessage() {
        let exit = MeshPayloadMapper.exit(for: .init(errorMessage: "Insufficient funds"))
        #expect(exit.error?.code == .transferFailed)
        #expect(exit.error?.message == "Insufficient funds")
        #expect(exit.stage == .transfer)
        #expect(exit.metadata["errorMessage"] == "Insufficient funds")
    }
}
