import Foundation
import ProviderKit

/// The settings of one Meld session: the widget URL from the request, the redirect URI from the
/// configuration entry, and the two entry options.
///
/// The widget URL embeds the connect token, so it is kept as a ``/ProviderKit/Secret`` and every
/// description, dump and diagnostic leaves it out.
package struct MeldWidgetSettings: Sendable, Hashable {
    /// The default custom scheme the widget's MX signals use for the app: `meldapp`.
    package static let defaultAppScheme = "meldapp"
    /// The default script message handler name: `meldMessageHandler`.
    package static let defaultMessageHandlerName = "meldMessageHandler"
    /// The longest widget URL accepted, in UTF-8 bytes.
    package static let maximumWidgetURLLength = 8 * 1024

    /// The widget URL, validated https.
    package let widgetURL: Secret
    /// The app's universal link that OAuth returns to.
    package let redirectURI: RedirectURI
    /// The app's custom scheme, lowercase, without `://`.
    package let appScheme: String
    /// The script message handler name the host registers.
    package let messageHandlerName: String
    /// The widget URL's host, lowercase, as `StrictURL` read it.
    package let widgetHost: String
    /// The parsed widget URL. Private so it never shows in a dump.
    private let parsedWidgetURL: URL
    /// The widget URL's components and its query items other than `plaidStateId`, parsed once
    /// for OAuth reloads. Private so they never show in a dump.
    private let reloadTemplate: ReloadTemplate

    /// What ``revealReloadTemplate()`` returns.
    package struct ReloadTemplate: Sendable, Hashable {
        /// The widget URL's components, as parsed.
        package var components: URLComponents
        /// Its percent-encoded query items without `plaidStateId`.
        package var items: [URLQueryItem]
    }

    /// Why a widget URL or option is unusable. Messages never contain the widget URL.
    package struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong and what to do about it.
        package let message: String
        /// The message.
        package var description: String { message }
    }

    /// Validates the settings.
    ///
    /// - Throws: ``ValidationError`` when the widget URL is not an absolute https URL with a host
    ///   (and no user name or password), or an option is malformed.
    package init(
        widgetURL: Secret, redirectURI: RedirectURI, appScheme: String = defaultAppScheme,
        messageHandlerName: String = defaultMessageHandlerName
    ) throws(ValidationError) {
        let url = try Self.readWidgetURL(widgetURL.reveal())
        self.parsedWidgetURL = try Self.loadableURL(url)
        self.widgetHost = url.host ?? ""
        self.reloadTemplate = ReloadTemplate(
            components: url.components,
            items: (url.components.percentEncodedQueryItems ?? []).filter { $0.name != MeldWidgetEngine.plaidStateIDName })
        if let problem = Self.problem(appScheme: appScheme) { throw ValidationError(message: problem) }
        if let problem = Self.problem(messageHandlerName: messageHandlerName) { throw ValidationError(message: problem) }
        self.widgetURL = widgetURL
        self.redirectURI = redirectURI
        self.appScheme = appScheme.lowercased()
        self.messageHandlerName = messageHandlerName
    }

    /// The widget URL, for loading. Never log it.
    package func revealWidgetURL() -> URL { parsedWidgetURL }

    /// The widget URL parsed for reloading it with a new `plaidStateId`. Never log it.
    package func revealReloadTemplate() -> ReloadTemplate { reloadTemplate }

    /// Checks a widget URL without ever quoting it: ``readWidgetURL(_:)``.
    ///
    /// - Returns: the URL to load.
    /// - Throws: ``ValidationError`` saying what is wrong.
    package static func validateWidgetURL(_ text: String) throws(ValidationError) -> URL {
        try loadableURL(readWidgetURL(text))
    }

    /// The URL a web view loads for `url`.
    private static func loadableURL(_ url: StrictURL) throws(ValidationError) -> URL {
        guard let loaded = url.components.url else {
            throw ValidationError(message: "The Meld widget URL is not an absolute URL; pass the widgetUrl from connect/start unchanged")
        }
        return loaded
    }

    /// Reads a widget URL with `StrictURL`, without ever quoting it: at most
    /// ``maximumWidgetURLLength`` bytes, read completely (no user name or password, no malformed
    /// escape, a plain host), https, with a host.
    ///
    /// - Throws: ``ValidationError`` saying what is wrong.
    static func readWidgetURL(_ text: String) throws(ValidationError) -> StrictURL {
        guard !text.isEmpty else {
            throw ValidationError(message: "The Meld widget URL is empty; pass the widgetUrl from connect/start as the request token")
        }
        guard text.utf8.count <= maximumWidgetURLLength else {
            throw ValidationError(message: "The Meld widget URL is longer than \(maximumWidgetURLLength) bytes")
        }
        let url: StrictURL
        do {
            url = try StrictURL(reading: text, limit: maximumWidgetURLLength)
        } catch where error.part == .userInfo {
            throw ValidationError(message: "The Meld widget URL must not contain a user name or password")
        } catch where error.part == .scheme {
            throw ValidationError(message: "The Meld widget URL is not an absolute URL; pass the widgetUrl from connect/start unchanged")
        } catch {
            throw ValidationError(message: "The Meld widget URL is refused: \(error); pass the widgetUrl from connect/start unchanged")
        }
        guard url.scheme == "https" else {
            throw ValidationError(message: "The Meld widget URL must use https, not \"\(MeldPrintableURL.scheme(url.scheme))\"")
        }
        guard url.host != nil else {
            throw ValidationError(message: "The Meld widget URL has no host")
        }
        return url
    }

    /// A problem with an `appScheme` option, or `nil`.
    package static func problem(appScheme: String) -> String? {
        let scalars = Array(appScheme.unicodeScalars)
        guard let first = scalars.first else { return "appScheme is empty; use your app's custom scheme, such as \"meldapp\"" }
        if appScheme.contains(":") || appScheme.contains("/") {
            return "appScheme must be the bare scheme name, such as \"meldapp\", without \"://\""
        }
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        let isSchemeCharacter: (Unicode.Scalar) -> Bool = {
            isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
        }
        guard isLetter(first), scalars.allSatisfy(isSchemeCharacter), scalars.count <= 64 else {
            return "appScheme \"\(appScheme.prefix(64))\" is not a valid URL scheme (a letter, then letters, digits, +, - or .)"
        }
        let reserved = ["http", "https", "javascript", "file", "data", "about", "blob"]
        if reserved.contains(appScheme.lowercased()) {
            return "appScheme \"\(appScheme)\" is a web scheme; use your app's own custom scheme, such as \"meldapp\""
        }
        return nil
    }

    /// A problem with a `messageHandlerName` option, or `nil`.
    package static func problem(messageHandlerName: String) -> String? {
        let scalars = Array(messageHandlerName.unicodeScalars)
        let isStart: (Unicode.Scalar) -> Bool = {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" || $0 == "$"
        }
        guard let first = scalars.first, isStart(first), scalars.count <= 64,
            scalars.allSatisfy({ isStart($0) || ("0"..."9").contains($0) })
        else {
            return "messageHandlerName \"\(messageHandlerName.prefix(64))\" must be a JavaScript identifier of at most 64 characters, such as \"meldMessageHandler\""
        }
        return nil
    }
}

extension MeldWidgetSettings: CustomStringConvertible, CustomReflectable {
    /// The settings without the widget URL.
    package var description: String {
        "MeldWidgetSettings(widgetURL: \(Secret.redactedPlaceholder), redirectURI: \(redirectURI), appScheme: \(appScheme), messageHandlerName: \(messageHandlerName))"
    }

    /// A mirror without the widget URL.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "widgetURL": Secret.redactedPlaceholder, "redirectURI": redirectURI.description, "appScheme": appScheme,
                "messageHandlerName": messageHandlerName,
            ], displayStyle: .struct)
    }
}
