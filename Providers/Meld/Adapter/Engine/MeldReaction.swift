import ProviderKit

/// What `MeldWidgetEngine` decided about one input: the navigation decision (for navigations,
/// popups and universal links) and the outputs to report, in order.
package struct MeldReaction: Sendable, Hashable {
    /// The navigation decision; ``MeldNavigationDecision/cancel`` for inputs that are not navigations.
    package var decision: MeldNavigationDecision
    /// The outputs, in order.
    package var outputs: [MeldOutput]

    /// Creates a reaction.
    package init(decision: MeldNavigationDecision = .cancel, outputs: [MeldOutput] = []) {
        self.decision = decision
        self.outputs = outputs
    }

    /// The diagnostics among ``outputs``.
    package var diagnostics: [LinkDiagnostic] {
        outputs.compactMap { if case .diagnostic(let diagnostic) = $0 { return diagnostic } else { return nil } }
    }

    /// The events among ``outputs``.
    package var events: [LinkEvent] {
        outputs.compactMap { if case .event(let event) = $0 { return event } else { return nil } }
    }
}
