import Foundation
import ProviderKit

/// The Meld adapter's decision engine: pure functions from what a web view reports to what the
/// host must do and what the session must hear. It holds no state, performs no I/O and never
/// crashes on input; the live flow, the sandbox and transcript replay all call it.
///
/// ### Navigation rules (``navigation(_:in:)``), in order
/// 1. A URL that does not parse, or is longer than ``maximumURLBytes``, is cancelled with a diagnostic.
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

    // MARK: - Navigation

    /// Decides a navigation request in `window`. See the rules above. Diagnostics and event
    /// metadata never show the widget URL or its connect token (``redactor``).
    package func navigation(_ text: String?, in window: MeldWindow = .root) -> MeldReaction {
        scrubbed(decideNavigation(text, in: window))
    }

    private func decideNavigation(_ text: String?, in window: MeldWindow) -> MeldReaction {
        guard let text, !text.isEmpty else {
            return refuse(.warning, "Cancelled a navigation without a URL.")
        }
        guard text.utf8.count <= Self.maximumURLBytes else {
            return refuse(.warning, "Cancelled a navigation whose URL is \(text.utf8.count) bytes long (limit \(Self.maximumURLBytes)).")
        }
        guard let components = URLComponents(string: text), let rawScheme = components.scheme else {
            return refuse(.warning, "Cancelled a navigation to text that is not an absolute URL.")
        }
        let scheme = rawScheme.lowercased()
        if scheme == settings.appScheme || Self.mxSchemes.contains(scheme) {
            return signal(components, scheme: scheme)
        }
        if scheme == "https", let url = components.url, let match = settings.redirectURI.match(url) {
            return redirectReturn(match)
        }
        if scheme == "http" || scheme == "https" {
            if isCloseSignal(components) { return close(origin: MeldPrintableURL.origin(of: components)) }
            return MeldReaction(decision: .allow)
        }
        if scheme == "closemyapp" { return close(origin: "closemyapp:") }
        if scheme == "about", text == "about:blank" || text == "about:srcdoc" {
            return MeldReaction(decision: .allow)
        }
        return refuse(
            .warning,
            "Cancelled a navigation to the \"\(MeldPrintableURL.scheme(scheme)):\" scheme in the \(window.rawValue) web view; only http and https load.")
    }

    /// Decides a universal link the app received: exactly like a navigation to that URL.
    package func universalLink(_ text: String) -> MeldReaction {
        navigation(text, in: .root)
    }

    /// Decides a popup request (`createWebViewWith`) from `window` for `text`.
    ///
    /// The decision is ``MeldNavigationDecision/allow`` when the host should create and show the
    /// popup. A popup cannot open another popup. A popup without a URL (`window.open('')`, which
    /// providers use before setting the popup's location) opens empty: every navigation it makes
    /// afterwards is decided like any other. Any other decision is the navigation rule's for the
    /// URL (for example opening an `mx://oauthRequested` URL externally); the host performs it and
    /// creates no window.
    package func popup(_ text: String?, from window: MeldWindow) -> MeldReaction {
        guard window == .root else {
            return refuse(.info, "Refused a popup opened from a popup; only the widget opens windows.")
        }
        guard let text, !text.isEmpty else {
            return MeldReaction(decision: .allow)
        }
        return navigation(text, in: .popup)
    }

    /// A web page closed itself (`webViewDidClose`): the root ends the flow as user-cancelled;
    /// a popup needs nothing.
    package func windowClosed(_ window: MeldWindow) -> MeldReaction {
        switch window {
        case .root:
            return MeldReaction(
                decision: .cancel,
                outputs: [.exited(LinkExit(adapterName: Self.adapterName, reason: .userCancelled)), .closeWidget])
        case .popup:
            return MeldReaction(decision: .cancel)
        }
    }

    // MARK: Navigation helpers

    private func signal(_ components: URLComponents, scheme: String) -> MeldReaction {
        let host = components.host?.lowercased() ?? ""
        let path = components.path
        let isOAuthRequest = path == "/oauthRequested" || (host == "oauthrequested" && (path.isEmpty || path == "/"))
        if host == "closemyapp" || path == "/closemyapp" { return close(origin: "\(scheme)://") }
        guard isOAuthRequest else {
            return MeldReaction(
                decision: .cancel,
                outputs: [
                    .diagnostic(
                        LinkDiagnostic(
                            severity: .debug, code: LinkDiagnostic.Code.meldSignalCancelled,
                            message: "Cancelled a \"\(MeldPrintableURL.scheme(scheme))://\" widget signal (\(redactor.quote(host + path, limit: 80)))."))
                ])
        }
        let metadataItems = (components.queryItems ?? []).filter { $0.name == "metadata" }
        guard metadataItems.count == 1, let metadataText = metadataItems[0].value, !metadataText.isEmpty else {
            return refuse(
                .warning,
                metadataItems.count > 1
                    ? "Ignored an oauthRequested signal with \(metadataItems.count) metadata items; exactly one is expected."
                    : "Ignored an oauthRequested signal without metadata.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        guard let (metadata, raw) = Self.decodeOAuthMetadata(metadataText) else {
            return refuse(
                .warning, "Ignored an oauthRequested signal whose metadata is not a JSON object with a string url.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        guard let urlText = metadata.url, !urlText.isEmpty else {
            return refuse(
                .warning, "Ignored an oauthRequested signal whose metadata has no url.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        switch Self.externalURL(urlText) {
        case .success(let url):
            let event = makeEvent(MeldEventTable.oauthRequested, metadata: raw)
            return MeldReaction(decision: .openExternal(url), outputs: [.event(event)])
        case .failure(let problem):
            return refuse(.warning, "Ignored the oauthRequested url: \(problem.message); only https URLs are opened.")
        }
    }

    private func redirectReturn(_ match: RedirectMatch) -> MeldReaction {
        let stateItems = match.queryItems.filter { $0.name == Self.oauthStateIDName }
        if !stateItems.isEmpty {
            guard stateItems.count == 1 else {
                return refuse(
                    .warning, "Ignored a redirect return with \(stateItems.count) oauth_state_id items; exactly one is expected.",
                    code: LinkDiagnostic.Code.malformedInput)
            }
            return stateReturn(stateItems[0].value ?? "")
        }
        let statusItems = match.queryItems.filter { $0.name == "status" }
        if let status = statusItems.first {
            let value = status.value ?? ""
            let name = value == "success" ? MeldEventTable.oauthStatusReturned : MeldEventTable.oauthStatusFailed
            var metadata: [String: LinkJSONValue] = [:]
            for item in match.queryItems where metadata[item.name] == nil && item.name.count <= 64 {
                metadata[item.name] = .string(String((item.value ?? "").prefix(512)))
            }
            return MeldReaction(decision: .dismissPopup, outputs: [.event(makeEvent(name, metadata: .object(metadata)))])
        }
        return refuse(
            .info, "Cancelled a return to the redirect URI that has neither oauth_state_id nor status.",
            code: LinkDiagnostic.Code.malformedInput)
    }

    /// The reaction to a Plaid OAuth return carrying `stateID`: reload the saved widget URL with
    /// `plaidStateId`, or refuse an empty, overlong or control-character state. A redirect return
    /// and a journey resumed after the app was killed both go through it.
    public func stateReturn(_ stateID: String) -> MeldReaction {
        guard !stateID.isEmpty else {
            return refuse(
                .warning, "Ignored a redirect return with an empty oauth_state_id.", code: LinkDiagnostic.Code.malformedInput)
        }
        guard stateID.count <= Self.maximumStateIDLength,
            !stateID.unicodeScalars.contains(where: { MeldConnectMessage.isBinary($0) || $0.value < 0x20 })
        else {
            return refuse(
                .warning,
                "Ignored a redirect return whose oauth_state_id is over \(Self.maximumStateIDLength) characters or holds control characters.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        guard let reload = reloadURL(stateID: stateID) else {
            return refuse(.error, "Could not build the widget reload URL.", code: LinkDiagnostic.Code.malformedInput)
        }
        let event = makeEvent(MeldEventTable.oauthStateReturned, metadata: [Self.oauthStateIDName: .string(stateID)])
        return MeldReaction(decision: .load(reload), outputs: [.event(event)])
    }

    /// The saved widget URL with `plaidStateId=<stateID>` added, every character outside RFC 3986's
    /// unreserved set percent-encoded, replacing any earlier `plaidStateId` and keeping the rest
    /// of the query exactly as it was.
    package func reloadURL(stateID: String) -> URL? {
        guard var components = URLComponents(url: settings.revealWidgetURL(), resolvingAgainstBaseURL: false) else {
            return nil
        }
        var items = (components.percentEncodedQueryItems ?? []).filter { $0.name != Self.plaidStateIDName }
        items.append(URLQueryItem(name: Self.plaidStateIDName, value: Self.percentEncode(stateID)))
        components.percentEncodedQueryItems = items
        return components.url
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters.
    package static func percentEncode(_ text: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    private func isCloseSignal(_ components: URLComponents) -> Bool {
        guard let host = components.host?.lowercased(), components.user == nil, components.password == nil else {
            return false
        }
        let trustedHosts = [settings.widgetHost, settings.redirectURI.url.host?.lowercased() ?? ""]
        guard trustedHosts.contains(host) else { return false }
        return components.path.split(separator: "/").contains("closemyapp")
    }

    private func close(origin: String) -> MeldReaction {
        MeldReaction(
            decision: .cancel,
            outputs: [
                .diagnostic(
                    LinkDiagnostic(
                        severity: .info, code: LinkDiagnostic.Code.meldCloseRequested,
                        message: "The widget asked to close (closemyapp from \(origin)).")),
                .closeWidget,
            ])
    }

    /// The oauthRequested metadata, decoded straight into the vendor type; the text is
    /// percent-decoded up to twice more when it arrives double-encoded.
    package static func decodeOAuthMetadata(_ text: String) -> (MeldOAuthRequestMetadata, LinkJSONValue)? {
        var candidate = text
        for _ in 0..<3 {
            if let data = candidate.data(using: .utf8),
                let metadata = try? JSONDecoder().decode(MeldOAuthRequestMetadata.self, from: data),
                let raw = try? LinkJSONValue(parsing: candidate), raw.objectValue != nil
            {
                return (metadata, raw)
            }
            guard candidate.contains("%"), let decoded = candidate.removingPercentEncoding, decoded != candidate else {
                return nil
            }
            candidate = decoded
        }
        return nil
    }

    /// Why an external URL was refused.
    package struct URLProblem: Error {
        package var message: String
    }

    /// Validates a URL to open outside the web view: https, a host, no user name or password.
    /// A URL that arrives percent-encoded (`https%3A%2F%2F…`) is decoded up to twice first, and
    /// checked again after decoding.
    package static func externalURL(_ text: String) -> Result<URL, URLProblem> {
        var candidate = text.trimmingCharacters(in: .whitespaces)
        for _ in 0..<3 {
            if candidate.utf8.count > maximumURLBytes {
                return .failure(URLProblem(message: "it is longer than \(maximumURLBytes) bytes"))
            }
            if let components = URLComponents(string: candidate), let scheme = components.scheme?.lowercased() {
                guard scheme == "https" else {
                    return .failure(URLProblem(message: "it uses the \"\(MeldPrintableURL.scheme(scheme)):\" scheme"))
                }
                guard let host = components.host, !host.isEmpty else {
                    return .failure(URLProblem(message: "it has no host"))
                }
                guard components.user == nil, components.password == nil else {
                    return .failure(URLProblem(message: "it contains a user name or password"))
                }
                guard let url = components.url else { return .failure(URLProblem(message: "it is not a valid URL")) }
                return .success(url)
            }
            guard candidate.contains("%"), let decoded = candidate.removingPercentEncoding, decoded != candidate else {
                break
            }
            candidate = decoded.trimmingCharacters(in: .whitespaces)
        }
        return .failure(URLProblem(message: "it is not an absolute URL"))
    }

    private func refuse(
        _ severity: LinkDiagnostic.Severity, _ message: String, code: LinkDiagnostic.Code = .refusedNavigation
    ) -> MeldReaction {
        MeldReaction(
            decision: .cancel, outputs: [.diagnostic(LinkDiagnostic(severity: severity, code: code, message: message))])
    }

    // MARK: - Messages

    /// Turns a script message into events, an outcome and diagnostics. Only messages to the
    /// registered handler name, with a string body, count. The widget URL and its connect token
    /// are taken out of the body first (``redactor``), so an error's `details` or a payload that
    /// echoes them never prints them.
    package func message(_ message: MeldScriptMessage) -> MeldReaction {
        scrubbed(decideMessage(message))
    }

    private func decideMessage(_ message: MeldScriptMessage) -> MeldReaction {
        guard message.handlerName == settings.messageHandlerName else {
            return ignored(
                .info, LinkDiagnostic.Code.malformedInput,
                "Ignored a script message to the handler \"\(redactor.quote(message.handlerName, limit: 64))\"; only \"\(settings.messageHandlerName)\" is registered for Meld.")
        }
        if let origin = message.origin, !isTrustedOrigin(origin) {
            return ignored(
                .warning, LinkDiagnostic.Code.meldUntrustedOrigin,
                "Ignored a Meld message posted by a frame from \(redactor.quote(origin, limit: 120)); only the widget's site may post.")
        }
        let body: String
        switch message.body {
        case .string(let text):
            // Oversized bodies are refused unread by the parser; scrub only what it will read.
            body = text.utf8.count <= MeldConnectMessage.maximumBodyBytes ? redactor.removingKnownSecrets(from: text) : text
        case .nonString(let kind):
            return ignored(
                .warning, LinkDiagnostic.Code.malformedInput,
                "Ignored a Meld message whose body is \(redactor.quote(kind, limit: 64)), not a string.")
        }
        var outputs: [MeldOutput] = []
        let parsed: MeldConnectMessage
        do {
            parsed = try MeldConnectMessage(parsing: body)
        } catch {
            let diagnostic = MeldOutput.diagnostic(
                LinkDiagnostic(
                    severity: .warning, code: LinkDiagnostic.Code.malformedInput,
                    message: "Ignored a malformed Meld message: \(error.message)."))
            guard let type = error.type else { return MeldReaction(outputs: [diagnostic]) }
            // The type is clear and only the payload is broken: act on the type, without details.
            outputs.append(diagnostic)
            parsed = MeldConnectMessage(type: type, payload: nil)
        }
        outputs += react(to: parsed)
        return MeldReaction(decision: .cancel, outputs: outputs)
    }

    private func react(to message: MeldConnectMessage) -> [MeldOutput] {
        let metadata = message.payload ?? .null
        switch message.type {
        case .debug:
            return []
        case .initialize:
            return [.loaded, .event(makeEvent(message.type.rawValue, metadata: metadata))]
        case .error:
            var outputs: [MeldOutput] = []
            var payload = MeldErrorPayload(details: nil, reason: nil)
            switch message.decodePayload(MeldErrorPayload.self) {
            case .success(let decoded): payload = decoded ?? payload
            case .failure(let problem): outputs.append(payloadDiagnostic(message.type, problem))
            }
            var event = makeEvent(message.type.rawValue, metadata: metadata)
            event.error = error(from: payload)
            outputs.append(.event(event))
            return outputs
        case .connectComplete:
            var outputs: [MeldOutput] = []
            var payload = MeldConnectCompletePayload(institutionId: nil, institutionName: nil, accountCount: nil, accounts: nil)
            switch message.decodePayload(MeldConnectCompletePayload.self) {
            case .success(let decoded): payload = decoded ?? payload
            case .failure(let problem): outputs.append(payloadDiagnostic(message.type, problem))
            }
            let institution = LinkInstitution.ifKnown(id: payload.institutionId, name: payload.institutionName)
            let accounts = (payload.accounts ?? []).map(MeldAccountTypeMapping.account)
            if let count = payload.accountCount, let listed = payload.accounts, count != listed.count {
                outputs.append(
                    .diagnostic(
                        LinkDiagnostic(
                            severity: .info, code: LinkDiagnostic.Code.meldAccountCountMismatch,
                            message: "connect_complete says accountCount \(count) but lists \(listed.count) accounts.")))
            }
            var event = makeEvent(message.type.rawValue, metadata: metadata)
            event.institution = institution
            outputs.append(.event(event))
            guard let connection = connectionID ?? payload.connectionId.flatMap({ $0.isEmpty ? nil : $0 }) else {
                return outputs + [.exited(missingConnectionID(metadata: metadata)), .closeWidgetAfterGracePeriod]
            }
            outputs.append(
                .succeeded(
                    LinkSuccess(
                        adapterName: Self.adapterName, credential: .connection(id: connection), institution: institution,
                        accounts: accounts, sessionID: connection, metadata: RawMetadata(metadata))))
            outputs.append(.closeWidgetAfterGracePeriod)
            return outputs
        case .handover:
            guard let connectionID else {
                return [
                    .event(makeEvent(message.type.rawValue, metadata: metadata)),
                    .exited(missingConnectionID(metadata: metadata)), .closeWidget,
                ]
            }
            return [
                .event(makeEvent(message.type.rawValue, metadata: metadata)),
                .succeeded(
                    LinkSuccess(
                        adapterName: Self.adapterName, credential: .connection(id: connectionID), institution: nil, accounts: [],
                        sessionID: connectionID, metadata: RawMetadata(metadata))),
                .closeWidget,
            ]
        case .cancel:
            return [
                .event(makeEvent(message.type.rawValue, metadata: metadata)),
                .exited(
                    LinkExit(
                        adapterName: Self.adapterName, reason: .userCancelled, sessionID: connectionID,
                        metadata: RawMetadata(metadata))),
                .closeWidget,
            ]
        case .unknown(let raw):
            return [
                .diagnostic(
                    LinkDiagnostic(
                        severity: .info, code: LinkDiagnostic.Code.meldUnknownMessageType,
                        message: "Received the unknown Meld message type \"\(raw)\"; reported as an \"other\" event.")),
                .event(makeEvent(raw, metadata: metadata)),
            ]
        }
    }

    /// Classifies an error payload: `reason` is looked up first, then `details`; unknown errors
    /// keep `reason` (or a code-like `details`) as the provider code.
    package func error(from payload: MeldErrorPayload) -> LinkError {
        let reason = payload.reason.map { redactor.quote($0, limit: 128) }.flatMap { $0.isEmpty ? nil : $0 }
        let details = payload.details.map { redactor.quote($0, limit: 300) }.flatMap { $0.isEmpty ? nil : $0 }
        let message: String
        switch (details, reason) {
        case let (details?, reason?): message = "The Meld widget reported an error: \(details) (\(reason))."
        case let (details?, nil): message = "The Meld widget reported an error: \(details)."
        case let (nil, reason?): message = "The Meld widget reported an error (\(reason))."
        case (nil, nil): message = "The Meld widget reported an error without details."
        }
        let candidates = [reason, details].compactMap { $0 }
        let known = candidates.first { errorTable.rule(type: nil, code: $0) != nil }
        let codeLike = details.flatMap { $0.count <= 64 && !$0.contains(" ") ? $0 : nil }
        return errorTable.map(type: nil, code: known ?? reason ?? codeLike, message: message)
    }

    private func payloadDiagnostic(_ type: MeldMessageType, _ problem: MeldConnectMessage.DecodeProblem) -> MeldOutput {
        .diagnostic(
            LinkDiagnostic(
                severity: .warning, code: LinkDiagnostic.Code.malformedInput,
                message: "The \(type) payload has an unexpected shape (\(redactor.quote(problem.message, limit: 200))); its details were ignored."))
    }

    private func isTrustedOrigin(_ origin: String) -> Bool {
        guard let components = URLComponents(string: origin), components.scheme?.lowercased() == "https",
            let host = components.host?.lowercased()
        else { return false }
        return host == settings.widgetHost || host == "meld.io" || host.hasSuffix(".meld.io")
    }

    /// The reaction with the session's secrets scrubbed from diagnostics and events.
    private func scrubbed(_ reaction: MeldReaction) -> MeldReaction {
        var reaction = reaction
        reaction.outputs = reaction.outputs.map { output in
            switch output {
            case .diagnostic(var diagnostic):
                diagnostic.message = redactor.redact(diagnostic.message)
                return .diagnostic(diagnostic)
            case .event(var event):
                event.metadata = RawMetadata(redactor.removingKnownSecrets(from: event.metadata.revealed()))
                if var error = event.error {
                    error.message = redactor.redact(error.message)
                    error.displayMessage = error.displayMessage.map { redactor.redact($0) }
                    event.error = error
                }
                return .event(event)
            case .loaded, .succeeded, .exited, .closeWidget, .closeWidgetAfterGracePeriod:
                return output
            }
        }
        return reaction
    }

    private func ignored(_ severity: LinkDiagnostic.Severity, _ code: LinkDiagnostic.Code, _ message: String) -> MeldReaction {
        MeldReaction(decision: .cancel, outputs: [.diagnostic(LinkDiagnostic(severity: severity, code: code, message: message))])
    }

    /// An event for a provider name, through the event table.
    package func makeEvent(_ vendorEventName: String, metadata: LinkJSONValue) -> LinkEvent {
        let rule = eventTable.rule(for: vendorEventName)
        return LinkEvent(
            adapterName: Self.adapterName, name: rule?.name ?? .other, vendorEventName: vendorEventName, stage: rule?.stage,
            sessionID: connectionID, isStable: rule?.isStable ?? false, metadata: RawMetadata(metadata))
    }

}
