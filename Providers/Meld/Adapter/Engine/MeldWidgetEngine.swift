import Foundation
import ProviderKit

/// The Meld adapter's decision engine: pure functions from what a web view reports to what the
/// host must do and what the session must hear. It holds no state, performs no I/O and never
/// crashes on input; the live flow, the sandbox and transcript replay all call it.
///
/// ### Navigation rules (``navigation(_:in:)``), in order
/// 1. A URL that `StrictURL` does not read completely is cancelled with a diagnostic naming the
///    part at fault: longer than ``maximumURLBytes``, not absolute, a malformed or non-UTF-8
///    percent-escape or a NUL in any part, user info, a character a URL must encode, or a host
///    that is not a plain DNS name or IP address.
/// 2. URLs in the app scheme (`meldapp` by default), `atrium` or `mx` are cancelled. For
///    `oauthRequested` (the path `/oauthRequested`, or the host `oauthRequested` with no path),
///    the `metadata` query item is parsed as JSON and its `url` is opened externally, only if it
///    is https with a host and no user name or password; anything else is refused with a
///    diagnostic. The host `closemyapp` (or path `/closemyapp`) closes the widget.
/// 3. An https URL matching the redirect URI under ``/ProviderKit/RedirectURI/match(_:)`` (scheme,
///    host, port and path; the query is parsed, never searched):
///    - with one non-empty `oauth_state_id`: load the saved widget URL with `plaidStateId`
///      set to it, percent-encoded and merged with the widget URL's query;
///    - else with a `status`: dismiss the popup;
///    - else: cancelled with a diagnostic.
/// 4. `closemyapp` closes the widget: the scheme `closemyapp`, or an http(s) URL on the widget's
///    host or the redirect URI's host with a path segment `closemyapp`. Never a query or fragment.
/// 5. Other http and https URLs are allowed, as are `about:blank` and `about:srcdoc` (empty frames).
/// 6. Every other scheme (`javascript:`, `file:`, `data:`, `blob:`, custom schemes) is cancelled
///    with a diagnostic.
package struct MeldWidgetEngine: Sendable {
    /// The adapter name stamped on events and outcomes.
    package static let adapterName = "meld"
    /// MX's signal schemes, cancelled like the app scheme: `atrium` (deprecated) and `mx`.
    package static let mxSchemes: Set<String> = ["atrium", "mx"]
    /// The longest navigation URL accepted, in UTF-8 bytes.
    package static let maximumURLBytes = 32 * 1024
    /// The longest `oauth_state_id` accepted, in characters.
    package static let maximumStateIDLength = 512
    /// The query item the widget expects back on reload.
    package static let plaidStateIDName = "plaidStateId"
    /// The query item Plaid returns to the redirect URI.
    package static let oauthStateIDName = "oauth_state_id"

    /// The session's settings.
    package let settings: MeldWidgetSettings
    /// The connection id from `connect/start`, when the request carried it.
    package let connectionID: String?
    /// The error table.
    package let errorTable: ErrorMappingTable
    /// The event table.
    package let eventTable: EventMappingTable
    /// The core redactor, told the widget URL and its connect token, so it hides them wherever
    /// input text echoes them (a widget error whose `details` quote the URL), as well as every
    /// token-shaped value.
    package let redactor: SecretRedactor

    /// Creates an engine.
    package init(
        settings: MeldWidgetSettings, connectionID: String? = nil, errorTable: ErrorMappingTable = MeldErrorTable.table,
        eventTable: EventMappingTable = MeldEventTable.table
    ) {
        self.settings = settings
        self.connectionID = connectionID
        self.errorTable = errorTable
        self.eventTable = eventTable
        self.redactor = SecretRedactor(knownSecrets: SecretRedactor.secrets(embeddedIn: settings.widgetURL.reveal()))
    }

    // MARK: - Shared helpers

    func refuse(
        _ severity: LinkDiagnostic.Severity, _ message: String, code: LinkDiagnostic.Code = .refusedNavigation
    ) -> MeldReaction {
        MeldReaction(
            decision: .cancel, outputs: [.diagnostic(LinkDiagnostic(severity: severity, code: code, message: message))])
    }

    /// The reaction with the session's secrets scrubbed from diagnostics and events: messages
    /// redacted and known secrets taken out of event metadata. Navigations use it; messages scrub
    /// each output where they make it.
    func scrubbed(_ reaction: MeldReaction) -> MeldReaction {
        var reaction = reaction
        for index in reaction.outputs.indices {
            switch reaction.outputs[index] {
            case .diagnostic(var diagnostic):
                diagnostic.message = redactor.redact(diagnostic.message)
                reaction.outputs[index] = .diagnostic(diagnostic)
            case .event(var event):
                let metadata = event.metadata.revealed()
                if redactor.holdsKnownSecret(metadata) {
                    event.metadata = RawMetadata(redactor.removingKnownSecrets(from: metadata))
                }
                if let error = event.error { event.error = scrubbed(error) }
                reaction.outputs[index] = .event(event)
            case .loaded, .succeeded, .exited, .closeWidget, .closeWidgetAfterGracePeriod:
                continue
            }
        }
        return reaction
    }

    /// A cancelled input with one diagnostic, its message redacted.
    func ignored(_ severity: LinkDiagnostic.Severity, _ code: LinkDiagnostic.Code, _ message: String) -> MeldReaction {
        MeldReaction(decision: .cancel, outputs: [scrubbedDiagnostic(severity, code, message)])
    }

    /// A diagnostic with its message redacted, as scrubbing a reaction redacts it.
    func scrubbedDiagnostic(_ severity: LinkDiagnostic.Severity, _ code: LinkDiagnostic.Code, _ message: String) -> MeldOutput {
        .diagnostic(LinkDiagnostic(severity: severity, code: code, message: redactor.redact(message)))
    }

    /// An error with its messages redacted, as scrubbing a reaction redacts them.
    func scrubbed(_ error: LinkError) -> LinkError {
        var error = error
        error.message = redactor.redact(error.message)
        error.displayMessage = error.displayMessage.map { redactor.redact($0) }
        return error
    }

    /// An event for a provider name, through the event table.
    package func makeEvent(_ vendorEventName: String, metadata: LinkJSONValue) -> LinkEvent {
        let rule = eventTable.rule(for: vendorEventName)
        return LinkEvent(
            adapterName: Self.adapterName, name: rule?.name ?? .other, vendorEventName: vendorEventName, stage: rule?.stage,
            sessionID: connectionID, isStable: rule?.isStable ?? false, metadata: RawMetadata(metadata))
    }

    /// An event for a message type, through the event table.
    func makeEvent(_ type: MeldMessageType, metadata: LinkJSONValue) -> LinkEvent {
        makeEvent(type.rawValue, metadata: metadata)
    }
}
