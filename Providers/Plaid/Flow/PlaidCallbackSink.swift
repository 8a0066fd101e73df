import ProviderKit

/// Turns LinkKit callbacks into reporter calls through ``PlaidPayloadMapper``. Shared by the live
/// flow and transcript replay, so both map identically.
@MainActor
final class PlaidCallbackSink {
    let reporter: LinkReporter
    let mapper: PlaidPayloadMapper

    init(reporter: LinkReporter, mapper: PlaidPayloadMapper = PlaidPayloadMapper()) {
        self.reporter = reporter
        self.mapper = mapper
    }

    func loaded() {
        reporter.loaded()
    }

    func event(_ event: PlaidLinkKit.LinkEvent) {
        reporter.event(mapper.event(event))
    }

    func success(_ success: PlaidLinkKit.LinkSuccess) {
        let mapped = mapper.success(success)
        for repair in mapped.repairs {
            reporter.diagnostic(.info, code: PlaidDiagnosticCode.metadataJSONFallback, "LinkKit payload repaired: \(repair).")
        }
        reporter.succeeded(mapped.success)
    }

    func exit(_ exit: PlaidLinkKit.LinkExit) {
        reporter.exited(mapper.exit(exit))
    }
}
