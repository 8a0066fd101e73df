import Foundation
import ProviderKit

/// Navigation, universal links, popups and closed windows: the rules listed on ``MeldWidgetEngine``.
extension MeldWidgetEngine {
    // MARK: - Navigation

    /// Decides a navigation request in `window`. See the rules above. Diagnostics and event
    /// metadata never show the widget URL or its connect token (``redactor``).
    package func navigation(_ text: String?, in window: MeldWindow = .root) -> MeldReaction {
        return scrubbed(decideNavigation(text, in: window))
    }

    /// The reaction to a navigation, before its diagnostics and events are scrubbed.
    ///
    /// Every URL is read by `StrictURL` first: one it cannot read completely (a malformed or
    /// non-UTF-8 escape in any part, a NUL, user info, a character a URL must encode, an odd host)
    /// is cancelled, whatever its scheme, with a diagnostic naming the part at fault.
    func decideNavigation(_ text: String?, in window: MeldWindow) -> MeldReaction {
        guard let text, !text.isEmpty else {
            return refuse(.warning, "Cancelled a navigation without a URL.")
        }
        let url: StrictURL
        do {
            url = try StrictURL(reading: text, limit: Self.maximumURLBytes)
        } catch {
            return refuse(.warning, "Cancelled a navigation in the \(window.rawValue) web view: \(error).")
        }
        let scheme = url.scheme
        if scheme == settings.appScheme || Self.mxSchemes.contains(scheme) {
            return signal(url)
        }
        if scheme == "https", let match = settings.redirectURI.match(url) {
            return redirectReturn(match.queryItems)
        }
        if scheme == "http" || scheme == "https" {
            if isCloseSignal(url) { return close(origin: MeldPrintableURL.origin(of: url)) }
            return MeldReaction(decision: .allow)
        }
        if scheme == "closemyapp" { return close(origin: "closemyapp:") }
        if text == "about:blank" || text == "about:srcdoc" { return MeldReaction(decision: .allow) }
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

    /// The reaction to a widget signal (`mx://…`, `<appScheme>://…`): read from its lowercase
    /// host, its decoded path and its decoded query items.
    func signal(_ url: StrictURL) -> MeldReaction {
        let host = url.host ?? ""
        let path = url.path
        let queryItems = url.queryItems ?? []
        let scheme = url.scheme
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
        let metadataItems = queryItems.filter { $0.name == "metadata" }
        guard metadataItems.count == 1, let metadataText = metadataItems[0].value, !metadataText.isEmpty else {
            return refuse(
                .warning,
                metadataItems.count > 1
                    ? "Ignored an oauthRequested signal with \(metadataItems.count) metadata items; exactly one is expected."
                    : "Ignored an oauthRequested signal without metadata.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        guard let (urlValue, raw) = Self.decodeOAuthMetadata(metadataText) else {
            return refuse(
                .warning, "Ignored an oauthRequested signal whose metadata is not a JSON object with a string url.",
                code: LinkDiagnostic.Code.malformedInput)
        }
        guard let urlText = urlValue, !urlText.isEmpty else {
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

    /// The reaction to a return to the redirect URI whose query holds `queryItems`.
    func redirectReturn(_ queryItems: [URLQueryItem]) -> MeldReaction {
        let stateItems = queryItems.filter { $0.name == Self.oauthStateIDName }
        if !stateItems.isEmpty {
            guard stateItems.count == 1 else {
                return refuse(
                    .warning, "Ignored a redirect return with \(stateItems.count) oauth_state_id items; exactly one is expected.",
                    code: LinkDiagnostic.Code.malformedInput)
            }
            return stateReturn(stateItems[0].value ?? "")
        }
        let statusItems = queryItems.filter { $0.name == "status" }
        if let status = statusItems.first {
            let value = status.value ?? ""
            let name = value == "success" ? MeldEventTable.oauthStatusReturned : MeldEventTable.oauthStatusFailed
            var metadata: [String: LinkJSONValue] = [:]
            for item in queryItems where metadata[item.name] == nil && item.name.count <= 64 {
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
    /// of the query and the fragment exactly as they were.
    package func reloadURL(stateID: String) -> URL? {
        let template = settings.revealReloadTemplate()
        var components = template.components
        components.percentEncodedQueryItems =
            template.items + [URLQueryItem(name: Self.plaidStateIDName, value: Self.percentEncode(stateID))]
        return components.url
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters (`A–Z a–z 0–9 - . _ ~`):
    /// each other UTF-8 byte becomes `%XX` in upper-case hex.
    package static func percentEncode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreservedCharacters) ?? ""
    }

    /// RFC 3986's unreserved characters.
    private static let unreservedCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// `true` for an http(s) URL on the widget's host or the redirect URI's host with a path
    /// segment `closemyapp`; never a query or a fragment.
    func isCloseSignal(_ url: StrictURL) -> Bool {
        guard let host = url.host else { return false }
        let trustedHosts = [settings.widgetHost, settings.redirectURI.url.host?.lowercased() ?? ""]
        guard trustedHosts.contains(host) else { return false }
        return url.path.split(separator: "/").contains("closemyapp")
    }

    func close(origin: String) -> MeldReaction {
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

    /// The oauthRequested metadata's `url` (`nil` when absent or `null`) and the whole object, or
    /// `nil` when the text is not a JSON object whose `url` is a string or `null`. The text is
    /// percent-decoded up to twice more when it arrives double-encoded.
    package static func decodeOAuthMetadata(_ text: String) -> (url: String?, metadata: LinkJSONValue)? {
        var candidate = text
        for _ in 0..<3 {
            if let raw = try? LinkJSONValue(parsing: candidate), let members = raw.objectValue {
                switch members["url"] {
                case nil, .null?: return (nil, raw)
                case .string(let url)?: return (url, raw)
                default: return nil
                }
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
        /// What is wrong, in words that fit after "the url:"; never the URL itself.
        package var message: String
    }

    /// Validates a URL to open outside the web view: `StrictURL` reads it completely (so no user
    /// name or password, no malformed escape, a plain host), its scheme is https and it has a host.
    ///
    /// Surrounding spaces are trimmed. A text that is not an absolute URL because it arrives
    /// percent-encoded whole (`https%3A%2F%2F…`) is decoded, up to twice, and each decoded text
    /// is read and checked again; any other refusal is final.
    package static func externalURL(_ text: String) -> Result<URL, URLProblem> {
        var candidate = text.trimmingCharacters(in: .whitespaces)
        for _ in 0..<3 {
            let url: StrictURL
            do {
                url = try StrictURL(reading: candidate, limit: maximumURLBytes)
            } catch {
                guard error.part == .scheme, candidate.contains("%"), let decoded = candidate.removingPercentEncoding,
                    decoded != candidate
                else {
                    return .failure(URLProblem(message: error.description))
                }
                candidate = decoded.trimmingCharacters(in: .whitespaces)
                continue
            }
            guard url.scheme == "https" else {
                return .failure(URLProblem(message: "it uses the \"\(MeldPrintableURL.scheme(url.scheme)):\" scheme"))
            }
            guard url.host != nil else { return .failure(URLProblem(message: "it has no host")) }
            guard let opened = url.components.url else { return .failure(URLProblem(message: "it is not a valid URL")) }
            return .success(opened)
        }
        return .failure(URLProblem(message: "it is still percent-encoded after decoding it twice"))
    }
}
