/// What a journey says and reports for an entry the configuration switched off (`"enabled": false`,
/// the kill switch): the reason, and the exit of the attempt that skips it.
enum SwitchedOffEntries {
    /// `the configuration switched it off ("message")`.
    static func reason(_ entry: ProviderEntry) -> String {
        "the configuration switched it off" + (entry.disabledMessage.map { " (\"\($0)\")" } ?? "")
    }

    /// The exit of an attempt on a switched-off entry: what the entry's vendor reporting an
    /// outage would give, so routes, fallbacks and the fallback policy apply unchanged. Its
    /// `fallbacks` are the configuration's, without switched-off entries.
    static func skippedExit(
        _ entry: ProviderEntry, adapterName: String, configuration: ProviderConfiguration, institution: LinkInstitution?
    ) -> LinkExit {
        let disabled = Set(configuration.disabledEntryNames)
        return LinkExit(
            adapterName: adapterName, entryName: entry.name,
            reason: .error(
                LinkError(
                    code: .providerUnavailable, vendorType: "configuration", vendorCode: "ENTRY_DISABLED",
                    message: "The entry \(entry.name) was skipped: \(reason(entry)).")),
            institution: institution,
            fallbacks: configuration.fallbackEntryNames.filter { !disabled.contains($0) && $0 != entry.name })
    }
}
