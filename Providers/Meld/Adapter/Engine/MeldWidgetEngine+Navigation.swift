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

    func decideNavigation(_ text: String?, in window: MeldWindow) -> MeldReaction {
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
            return redirectReturn(match.queryItems)
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

    func signal(_ components: URLComponents, scheme: String) -> MeldReaction {
        signal(host: components.host?.lowercased() ?? "", path: components.path, queryItems: components.queryItems ?? [], scheme: scheme)
    }

    /// The reaction to a widget signal (`mx://…`, `<appScheme>://…`): its lowercase host, its
    /// decoded path and its decoded query items, as `URLComponents` reads them.
    func signal(host: String, path: String, queryItems: [URLQueryItem], scheme: String) -> MeldReaction {
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
            for item in queryItems where metadata[item.name] == nil && Self.hasAtMost(64, charactersIn: item.name) {
                metadata[item.name] = .string(Self.prefix(512, of: item.value ?? ""))
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
        guard Self.hasAtMost(Self.maximumStateIDLength, charactersIn: stateID),
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
    /// The URL is the template's text with the encoded state ID in its place, parsed once.
    package func reloadURL(stateID: String) -> URL? {
        guard let template = settings.revealReloadTemplate() else { return nil }
        guard let text = template.text else { return reloadURLWithFoundation(stateID: stateID) }
        return URL(string: text.head + Self.percentEncode(stateID) + text.tail)
    }

    /// ``reloadURL(stateID:)`` by rebuilding the template's components: the reference the text
    /// path is tested against.
    package func reloadURLWithFoundation(stateID: String) -> URL? {
        guard let template = settings.revealReloadTemplate() else { return nil }
        var components = template.components
        components.percentEncodedQueryItems =
            template.items + [URLQueryItem(name: Self.plaidStateIDName, value: Self.percentEncode(stateID))]
        return components.url
    }

    /// `true` when `text` has at most `limit` characters: told by its UTF-8 length when that is
    /// within the limit (a character takes at least one byte), counted otherwise.
    static func hasAtMost(_ limit: Int, charactersIn text: String) -> Bool {
        text.utf8.count <= limit || text.count <= limit
    }

    /// `text`'s first `limit` characters: `text` itself when its UTF-8 length is within the limit.
    static func prefix(_ limit: Int, of text: String) -> String {
        text.utf8.count <= limit ? text : String(text.prefix(limit))
    }

    /// Percent-encodes everything except RFC 3986 unreserved characters: each other UTF-8 byte
    /// becomes `%XX` in upper-case hex, as `addingPercentEncoding(withAllowedCharacters:)` writes it.
    package static func percentEncode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.append(byte)
            default:
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// ``percentEncode(_:)`` through Foundation: the reference the byte encoder is tested against.
    package static func percentEncodeWithFoundation(_ text: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    func isCloseSignal(_ components: URLComponents) -> Bool {
        guard let host = components.host?.lowercased(), components.user == nil, components.password == nil else {
            return false
        }
        let trustedHosts = [settings.widgetHost, settings.redirectURI.url.host?.lowercased() ?? ""]
        guard trustedHosts.contains(host) else { return false }
        return components.path.split(separator: "/").contains("closemyapp")
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

    /// The oauthRequested metadata, decoded straight into the vendor type (from its bytes when
    /// they are in ``MeldPayloadByteDecodable``'s subset, else by `JSONDecoder`); the text is
    /// percent-decoded up to twice more when it arrives double-encoded.
    package static func decodeOAuthMetadata(_ text: String) -> (MeldOAuthRequestMetadata, LinkJSONValue)? {
        var candidate = text
        for _ in 0..<3 {
            if let metadata = candidate.withUTF8({ try? MeldOAuthRequestMetadata(utf8: $0) })
                ?? (try? JSONDecoder().decode(MeldOAuthRequestMetadata.self, from: Data(candidate.utf8))),
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
    /// An https URL in `StrictURLSyntax`'s subset is accepted on its bytes
    /// (``strictExternalURL(_:)``); any other text goes through ``externalURLWithFoundation(_:)``.
    package static func externalURL(_ text: String) -> Result<URL, URLProblem> {
        return externalURLWithFoundation(text)
    }

    /// ``externalURL(_:)`` through `URLComponents` for every text: the reference the byte path is
    /// tested against.
    package static func externalURLWithFoundation(_ text: String) -> Result<URL, URLProblem> {
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
}
