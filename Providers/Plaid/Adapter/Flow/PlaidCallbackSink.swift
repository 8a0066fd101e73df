import ProviderKit

/// Turns LinkKit callbacks into reporter calls through ``PlaidPayloadMapper``: one reporter call
/// per callback, plus an `info` diagnostic for each field of a success repaired from
/// `metadataJSON`. Transcript replay reports through it too, so replay shows what an app sees.
///
/// It reports one outcome. LinkKit ends a session with one `onSuccess` (then `HANDOFF`) or one
/// `onExit`; a terminal callback after the outcome is dropped with a `duplicateOutcome` warning.
///
/// In Layer mode it also reports what Layer's events mean: `LAYER_READY` is the load, and
/// `LAYER_NOT_AVAILABLE` ends the session with a `productNotSupported` exit.
///
/// It is also where a LinkKit callback enters ProviderKit, so each one is offered to the session's
/// recorder first (``/ProviderKit/LinkReporter/recordCallback(_:payload:)``), as the transcript
/// line `PlaidTranscriptReplayer` reads: LinkKit's own `Codable` JSON under the callback's name.
@MainActor
package final class PlaidCallbackSink {
    package let reporter: LinkReporter
    package let mapper: PlaidPayloadMapper
    /// The LinkKit product the session runs; Layer's events mean more in Layer mode.
    package let mode: PlaidMode
    /// `true` once the sink reported the session's outcome.
    package private(set) var hasReportedOutcome = false

    package init(reporter: LinkReporter, mapper: PlaidPayloadMapper = PlaidPayloadMapper(), mode: PlaidMode = .link) {
        self.reporter = reporter
        self.mapper = mapper
        self.mode = mode
    }

    package func loaded() {
        reporter.recordCallback("onLoad", json: .object([:]))
        reporter.loaded()
    }

    package func event(_ event: PlaidLinkKit.LinkEvent) {
        reporter.recordCallback("onEvent", payload: event)
        reporter.event(mapper.event(event))
        guard mode == .layer else { return }
        switch event.eventName {
        case .layerReady:
            reporter.loaded()
        case .layerNotAvailable:
            exited(
                LinkExit(
                    adapterName: reporter.adapterName,
                    reason: .error(
                        LinkError(
                            code: .productNotSupported, recovery: .relink, vendorCode: "LAYER_NOT_AVAILABLE",
                            message: "Layer is not available for this user; start a standard Link session instead.")),
                    stage: .loading, sessionID: event.metadata.linkSessionID),
                from: "LAYER_NOT_AVAILABLE")
        default:
            break
        }
    }

    package func success(_ success: PlaidLinkKit.LinkSuccess) {
        reporter.recordCallback("onSuccess", payload: success)
        guard !isLate("onSuccess") else { return }
        let mapped = mapper.success(success)
        for repair in mapped.repairs {
            reporter.diagnostic(.info, code: LinkDiagnostic.Code.plaidMetadataJSONFallback, "LinkKit payload repaired: \(repair).")
        }
        hasReportedOutcome = true
        reporter.succeeded(mapped.success)
    }

    package func exit(_ exit: PlaidLinkKit.LinkExit) {
        reporter.recordCallback("onExit", payload: exit)
        exited(mapper.exit(exit), from: "onExit")
    }

    /// Reports an exit the flow decided on (from `callback`), unless the outcome was reported.
    package func exited(_ exit: ProviderKit.LinkExit, from callback: String) {
        guard !isLate(callback) else { return }
        hasReportedOutcome = true
        reporter.exited(exit)
    }

    /// Whether a terminal callback comes after the outcome; it is then dropped with a warning.
    private func isLate(_ callback: String) -> Bool {
        guard hasReportedOutcome else { return false }
        reporter.diagnostic(
            .warning, code: LinkDiagnostic.Code.duplicateOutcome,
            "Dropped LinkKit's \(callback) after the session's outcome: LinkKit ends a session with one outcome.")
        return true
    }
}
