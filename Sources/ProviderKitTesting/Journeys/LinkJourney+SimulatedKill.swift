import ProviderKit

extension LinkJourney {
    /// Leaves the journey as the system leaves it when it kills the app in the middle, typically
    /// while the user is at the bank for OAuth: the journal record and the resume secrets stay in
    /// the journal and secure store the coordinator was given, journaling stops, and the journey
    /// is cancelled in this process without writing to the journal again. A
    /// ``/ProviderKit/LinkJourneyCoordinator`` made afterwards on the same journal and secure store
    /// (the relaunched app) lists it in `interruptedJourneys`, to `resume` or `abandon`, and routes
    /// the bank's return link to it.
    ///
    /// For an app's tests (an app never links `ProviderKitTesting`): call it on the main actor
    /// while the journey runs, for example from the sandbox's hook for the OAuth return
    /// (`PlaidLegacySandboxDriver.universalLinkHandler`). The journey's own caller in this process
    /// sees it end as cancelled; what counts is what the relaunched coordinator finds.
    public func simulateAppKilled() {
        simulateProcessDeath()
    }
}
