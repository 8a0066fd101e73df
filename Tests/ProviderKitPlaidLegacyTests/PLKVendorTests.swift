import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@Suite("LinkKit 1.x vendor types")
struct PLKVendorTests {
    @Test(arguments: [
        ("development", PlaidLegacyLinkKit.PLKEnvironment.development, 0), ("sandbox", .sandbox, 1), ("tartan", .tartan, 2),
        ("production", .production, 3), ("Production", .production, 3), ("SANDBOX", .sandbox, 1),
    ])
    func environmentFromString(text: String, expected: PlaidLegacyLinkKit.PLKEnvironment, rawValue: Int) {
        #expect(PlaidLegacyLinkKit.PLKEnvironment(string: text) == expected)
        #expect(expected.rawValue == rawValue)
    }

    @Test func environmentRejectsUnknownNames() {
        #expect(PlaidLegacyLinkKit.PLKEnvironment(string: "testing") == nil)
        #expect(PlaidLegacyLinkKit.PLKEnvironment(string: "") == nil)
        #expect(PlaidLegacyLinkKit.PLKEnvironment.tartan.isDeprecated)
        #expect(!PlaidLegacyLinkKit.PLKEnvironment.sandbox.isDeprecated)
    }

    /// Reference §2.4: every bit of the PLKProduct NS_OPTIONS.
    static let productBitList: [(String, Int)] = [
        ("auth", 1), ("income", 2), ("transactions", 4), ("connect", 4), ("identity", 8),
        ("info", 8), ("assets", 16), ("holdings", 64), ("liabilities", 128),
        ("investments", 256), ("payment_initiation", 512), ("liabilities_report", 1024),
        ("deposit_switch", 2048),
    ]

    @Test(arguments: productBitList)
    func productBits(name: String, bit: Int) {
        #expect(PlaidLegacyLinkKit.PLKProduct(names: [name])?.rawValue == bit)
        #expect(PlaidLegacyLinkKit.PLKProduct.named(name.uppercased())?.product.rawValue == bit)
    }

    @Test func productTableCoversEveryName() {
        for entry in PlaidLegacyLinkKit.PLKProduct.names {
            #expect(PlaidLegacyLinkKit.PLKProduct(names: [entry.name]) == entry.product, "\(entry.name)")
        }
        #expect(PlaidLegacyLinkKit.PLKProduct.longtailAuth.rawValue == 1 << 5)
    }

    @Test func productArrayIsABitmask() {
        let product = PlaidLegacyLinkKit.PLKProduct(names: ["auth", "transactions", "identity"])
        #expect(product?.rawValue == 0b1101)
        #expect(product?.description == "auth,transactions,identity")
        #expect(PlaidLegacyLinkKit.PLKProduct(names: ["auth", "bogus"]) == nil)
        #expect(PlaidLegacyLinkKit.PLKProduct(names: []) == nil)
    }

    @Test func apiVersions() {
        #expect(PlaidLegacyLinkKit.PLKAPIVersion(string: "APIv1") == .v1)
        #expect(PlaidLegacyLinkKit.PLKAPIVersion(string: "apiv2") == .v2)
        #expect(PlaidLegacyLinkKit.PLKAPIVersion(string: "APILatest") == .latest)
        #expect(PlaidLegacyLinkKit.PLKAPIVersion(string: "v3") == nil)
        #expect([PlaidLegacyLinkKit.PLKAPIVersion.v1, .v2, .latest].map(\.rawValue) == [0, 1, 2])
    }

    @Test func tokenKinds() {
        #expect(PlaidLegacyToken("") == .none)
        #expect(PlaidLegacyToken("link-sandbox-abc") == .linkToken(.sandbox))
        #expect(PlaidLegacyToken("link-production-abc-def") == .linkToken(.production))
        #expect(PlaidLegacyToken("link-tartan-abc") == .unrecognized)
        #expect(PlaidLegacyToken("link-sandbox-") == .unrecognized)
        #expect(PlaidLegacyToken("link-moon-abc") == .unrecognized)
        #expect(PlaidLegacyToken("public-sandbox-abc") == .publicToken(.sandbox))
        #expect(PlaidLegacyToken("public-abc") == .publicToken(nil))
        #expect(PlaidLegacyToken("access-sandbox-abc") == .unrecognized)
    }

    @Test func linkTokenConfigurationTakesTheEnvironmentFromTheToken() throws {
        let configuration = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "link-development-1234")
        #expect(configuration.env == .development)
        #expect(configuration.usesLinkToken)
        #expect(configuration.key == PlaidLegacyLinkKit.PLKConfiguration.useTokenInsteadOfPublicKey)
        #expect(configuration.product.isEmpty)
        #expect(!configuration.description.contains("1234"))
        #expect(!String(reflecting: configuration).contains("link-development-1234"))
    }

    @Test func linkTokenConfigurationRejectsOtherTokens() {
        #expect(throws: LinkError.self) { try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "public-sandbox-1") }
        do {
            _ = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "secret-value")
            Issue.record("expected an error")
        } catch let error as LinkError {
            #expect(error.code == .invalidLinkToken)
            #expect(!error.message.contains("secret-value"))
        } catch {
            Issue.record("threw \(type(of: error)), not \(LinkError.self)")
        }
    }

    @Test func publicKeyConfigurationDefaults() {
        let configuration = PlaidLegacyLinkKit.PLKConfiguration(key: "pk", env: .sandbox, product: [.auth, .transactions])
        #expect(configuration.apiVersion == .v2)
        #expect(!configuration.selectAccount)
        #expect(!configuration.longtailAuth)
        #expect(configuration.linkToken == nil)
        #expect(configuration.description == "PLKConfiguration(key: pk, env: sandbox, product: auth,transactions)")
    }

    /// Reference §2.5: the constant → value table, as an independent list.
    @Test func metadataKeyValues() {
        let expected: [(String, String)] = [
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionKey, "institution"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionIdKey, "institution_id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionNameKey, "institution_name"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataNameKey, "name"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataIdKey, "id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataMaskKey, "mask"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataTypeKey, "type"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataSubtypeKey, "subtype"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountsKey, "accounts"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusKey, "verification_status"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataLinkSessionIdKey, "link_session_id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataStatusKey, "status"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataRequestIdKey, "request_id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataPlaidApiRequestIdKey, "plaid_api_request_id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorTypeKey, "error_type"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorCodeKey, "error_code"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorMessageKey, "error_message"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionSearchQueryKey, "institution_search_query"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataMFATypeKey, "mfa_type"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataViewNameKey, "view_name"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataTimestampKey, "timestamp"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataExitStatusKey, "exit_status"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountKey, "account"), (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountIdKey, "account_id"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKErrorTypeKey, "error_type"), (PlaidLegacyLinkKit.PLKConstants.kPLKErrorCodeKey, "error_code"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKErrorMessageKey, "error_message"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKDisplayMessageKey, "display_message"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKStatusConnected, "connected"),
            (
                PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusPendingAutomaticVerification,
                "pending_automatic_verification"
            ),
            (
                PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusPendingManualVerification,
                "pending_manual_verification"
            ),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusManuallyVerified, "manually_verified"),
            (PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusAutomaticallyVerified, "automatically_verified"),
        ]
        for (constant, value) in expected { #expect(constant == value) }
        #expect(
            PlaidLegacyLinkKit.PLKConstants.allStatuses == [
                "connected", "requires_questions", "requires_selections", "requires_code", "choose_device",
                "requires_credentials", "requires_recaptcha", "institution_not_found",
            ])
    }

    @Test func oauthStateIdIsReadFromTheParsedQuery() throws {
        let url = try #require(URL(string: "https://app.example.com/plaid/oauth?foo=1&oauth_state_id=abc%2D123#frag"))
        #expect(PlaidLegacyAdapter.oauthStateId(from: url) == "abc-123")
        // Substring look-alikes are not the query item.
        let decoy = try #require(
            URL(string: "https://app.example.com/plaid/oauth?not_oauth_state_id=x&next=oauth_state_id%3Dy"))
        #expect(PlaidLegacyAdapter.oauthStateId(from: decoy) == nil)
        let empty = try #require(URL(string: "https://app.example.com/plaid/oauth?oauth_state_id="))
        #expect(PlaidLegacyAdapter.oauthStateId(from: empty) == nil)
        let none = try #require(URL(string: "https://app.example.com/plaid/oauth"))
        #expect(PlaidLegacyAdapter.oauthStateId(from: none) == nil)
    }

    @Test func exitErrorReadsUserInfoStringsAndNSNull() {
        let error = NSError(
            domain: "PLKPlaidLinkAPIErrorDomain", code: 1210,
            userInfo: [
                "error_type": "ITEM_ERROR", "error_code": "INVALID_CREDENTIALS", "error_message": "bad",
                "display_message": NSNull(),
            ])
        let read = PlaidLegacyLinkKit.PLKExitError(error)
        #expect(read.errorType == "ITEM_ERROR")
        #expect(read.errorCode == "INVALID_CREDENTIALS")
        #expect(read.errorMessage == "bad")
        #expect(read.displayMessage == nil)
        #expect(read.code == 1210)
        #expect(!read.isCancelledLoad)
        #expect(PlaidLegacyLinkKit.PLKExitError(NSError(domain: NSURLErrorDomain, code: -999)).isCancelledLoad)
        #expect(!PlaidLegacyLinkKit.PLKExitError(NSError(domain: NSURLErrorDomain, code: -1009)).isCancelledLoad)
    }
}
