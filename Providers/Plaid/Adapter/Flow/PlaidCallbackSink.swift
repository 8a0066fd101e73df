import ProviderKit

/// Turns LinkKit callbacks into reporter calls through ``PlaidPayloadMapper``: one reporter call
/// per callback, plus an `info` diagnostic for each field of a success repaired from
/// `metadataJSON`. Transcript replay reports through it too, so replay shows what an app sees.
///
/// It is also where a LinkKit callback enters ProviderKit, so each one is offered to the session's
/// recorder first (``/ProviderKit/LinkReporter/recordCallback(_:payload:)``), as the transcript
/// line `PlaidTranscriptReplayer` reads: LinkKit's own `Codable` JSON under the callback's name.
@MainActor
package final class PlaidCallbackSink {
    package let reporter: LinkReporter
    package let mapper: PlaidPayloadMapper

    package init(reporter: LinkReporter, mapper: PlaidPayloadMapper = PlaidPayloadMapper()) {
        self.reporter = reporter
        self.mapper = mapper
    }

    package func loaded() {
        reporter.recordCallback("onLoad", json: .object([:]))
        reporter.loaded()
    }

    package func event(_ event: PlaidLinkKit.LinkEvent) {
        reporter.recordCallback("onEvent", payload: event)
        reporter.event(mapper.event(event))
    }

    package func success(_ success: PlaidLinkKit.LinkSuccess) {
        reporter.recordCallback("onSuccess", payload: success)
        let mapped = mapper.success(success)
        for repair in mapped.repairs {
            reporter.diagnostic(.info, code: LinkDiagnostic.Code.plaidMetadataJSONFallback, "LinkKit payload repaired: \(repair).")
        }
        reporter.succeeded(mapped.success)
    }

    package func exit(_ exit: PlaidLinkKit.LinkExit) {
        reporter.recordCallback("onExit", payload: exit)
        reporter.exited(mapper.exit(exit))
    }
}
