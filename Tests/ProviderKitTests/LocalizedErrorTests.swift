import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Every public error says something a developer can act on through `localizedDescription`, never
/// Foundation's "The operation could not be completed", and `LinkError` has a sentence for users.
@Suite struct LocalizedErrorTests {
    static let generic = "The operation could not be completed"

    @Test(arguments: LinkError.Code.allCases)
    func everyCodeDescribesItselfToDevelopers(code: LinkError.Code) {
        let error = LinkError(code: code, vendorType: "TYPE_X", vendorCode: "CODE_Y", message: "vendor said no")
        let described = error.localizedDescription
        #expect(!described.contains(Self.generic))
        #expect(described == error.errorDescription)
        #expect(described.hasPrefix("\(code.rawValue) (TYPE_X/CODE_Y): vendor said no."))
        #expect(described.hasSuffix("Recovery \(code.defaultRecovery.rawValue): \(code.defaultRecovery.summary)"))
        #expect(error.failureReason == code.summary)
        #expect(error.recoverySuggestion == code.defaultRecovery.summary)
        // Bridged to NSError, as UIKit alerts and loggers see it.
        #expect((error as NSError).localizedDescription == described)
    }

    @Test(arguments: LinkError.Code.allCases)
    func everyCodeHasAPlainSentenceForUsers(code: LinkError.Code) {
        let error = LinkError(code: code, vendorType: "TYPE_X", vendorCode: "CODE_Y", message: "vendor said no")
        #expect(error.userMessage == code.userMessage)
        let sentence = code.userMessage
        #expect(sentence.first?.isUppercase == true && sentence.hasSuffix("."), "\(code)")
        // No jargon: neither the wire code, nor the vendor's strings, nor the developer message.
        for jargon in [code.rawValue, "TYPE_X", "CODE_Y", "vendor said no", "token", "SDK", "adapter"] {
            #expect(!sentence.contains(jargon), "\(code): \(jargon)")
        }
    }

    /// Logs and string interpolation show the case, as Swift prints any enum; the prose is elsewhere.
    @Test func codesAndRecoveriesPrintTheirCaseNames() {
        #expect("\(LinkError.Recovery.retry)" == "retry")
        #expect("\(LinkError.Recovery.relink)" == "relink")
        #expect("\(LinkError.Recovery.noAction)" == "noAction")
        #expect("\(LinkError.Code.institutionUnavailable)" == "institutionUnavailable")
        #expect("\(LinkError.Code.internal)" == "internal")
        for code in LinkError.Code.allCases {
            #expect(code.description == code.rawValue)
            #expect(code.summary.hasSuffix(".") && code.summary != code.userMessage, "\(code)")
        }
        for recovery in LinkError.Recovery.allCases {
            #expect(!recovery.description.contains(" ") && recovery.summary.hasSuffix("."), "\(recovery)")
        }
    }

    @Test func userSentencesAreDistinct() {
        let sentences = LinkError.Code.allCases.map(\.userMessage)
        #expect(Set(sentences).count == sentences.count)
    }

    @Test func theVendorsDisplayMessageWinsWhenItHasOne() {
        let shown = LinkError(code: .institutionUnavailable, message: "m", displayMessage: "Chase is down for maintenance.")
        #expect(shown.userMessage == "Chase is down for maintenance.")
        for blank in ["", "  ", "\n"] {
            let error = LinkError(code: .institutionUnavailable, message: "m", displayMessage: blank)
            #expect(error.userMessage == LinkError.Code.institutionUnavailable.userMessage)
        }
    }

    @Test(arguments: LinkError.Recovery.allCases)
    func everyRecoveryIsSuggested(recovery: LinkError.Recovery) {
        let error = LinkError(code: .unknown, recovery: recovery, message: "m")
        #expect(error.recoverySuggestion == recovery.summary)
        #expect(error.localizedDescription.hasSuffix("Recovery \(recovery.rawValue): \(recovery.summary)"))
    }

    @Test func configurationErrorsListEveryProblemWithItsPlace() throws {
        let text = #"{"version": 2, "provider": "nope", "providers": {"main": {"adapter": "scripted"}}}"#
        do {
            _ = try ProviderConfiguration(parsing: text, file: "app.json", registry: ProviderRegistry([ScriptedAdapter()]))
            Issue.record("an invalid configuration loaded")
        } catch let error as ConfigurationError {
            let described = error.localizedDescription
            #expect(!described.contains(Self.generic))
            #expect(described.hasPrefix("Invalid ProviderKit configuration (2 errors):\n"))
            for diagnostic in error.diagnostics { #expect(described.contains(diagnostic.description)) }
            #expect(described.contains("(app.json:1:2)"))
            #expect(error.failureReason == error.errors.first?.description)
            #expect(error.recoverySuggestion?.contains("providerkit validate") == true)
        }
        let single = ConfigurationError(diagnostics: [ConfigDiagnostic(severity: .error, code: .invalidValue, path: "", message: "cannot read")])
        #expect(single.localizedDescription == "Invalid ProviderKit configuration (1 error):\n(root): cannot read")
    }

    @Test func redirectAndTranscriptErrorsAreTheirMessages() {
        do {
            _ = try RedirectURI(validating: "myapp://oauth")
            Issue.record("accepted a custom scheme")
        } catch {
            #expect(error.localizedDescription.contains("custom scheme \"myapp://\""))
            #expect(!error.localizedDescription.contains(Self.generic))
        }
        let line = TranscriptLineError(message: "malformed JSON: unexpected end", column: 7)
        #expect(line.localizedDescription == "column 7: malformed JSON: unexpected end")
    }
}
