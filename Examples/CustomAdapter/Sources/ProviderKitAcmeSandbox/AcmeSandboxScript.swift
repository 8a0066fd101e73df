import ProviderKit
import ProviderKitAcme
import ProviderKitTesting

/// What the sandbox's Acme SDK does in each scenario.
enum AcmeSandboxScript {
    static let bank = AcmeLinkSDK.Institution(id: "acme_ins_1", name: "First Acme Bank")

    static func script(for scenario: SandboxScenario.Name) -> [AcmeCallback]? {
        let opening: [AcmeCallback] = [.onEvent(.init(name: "OPEN")), .onEvent(.init(name: "SELECT_INSTITUTION", institution: bank))]
        switch scenario {
        case .success:
            let accounts = [AcmeLinkSDK.Account(id: "acc_1", name: "Everyday Checking", mask: "0001", type: "checking")]
            return opening + [
                .onEvent(.init(name: "SUBMIT_CREDENTIALS", institution: bank)),
                .onSuccess(.init(publicToken: "public-acme-sandbox", institution: bank, accounts: accounts)),
                .onEvent(.init(name: "HANDOFF", institution: bank)), .onDismiss,
            ]
        case .cancel:
            return opening + [.onExit(.init(institution: bank)), .onDismiss]
        case .institutionDown:
            return opening + [
                .onEvent(.init(name: "ERROR", institution: bank, errorCode: "INSTITUTION_DOWN")),
                .onExit(.init(errorCode: "INSTITUTION_DOWN", errorMessage: "The bank is not responding.", institution: bank)),
                .onDismiss,
            ]
        case "wrong-password":
            return opening + [
                .onEvent(.init(name: "SUBMIT_CREDENTIALS", institution: bank)),
                .onEvent(.init(name: "ERROR", institution: bank, errorCode: "INVALID_CREDENTIALS")),
                .onExit(.init(errorCode: "INVALID_CREDENTIALS", errorMessage: "Wrong password.", institution: bank)),
                // Acme reports the exit twice: the reporter keeps the first.
                .onExit(.init(errorCode: "INVALID_CREDENTIALS", errorMessage: "Wrong password.", institution: bank)),
                .onDismiss,
            ]
        default:
            return nil
        }
    }
}
