import Foundation
import ProviderKit

/// The `PLKConfiguration` fields of one configuration source (a ProviderKit entry or the Info.plist
/// `PLKPlaidLinkConfiguration` dictionary), checked once and shared by validation and by the flow.
///
/// Rules (LinkKit 1.x, reference §2.3–2.4):
/// - public-key mode: `key` + `env` + `product`; link-token mode: none of them (the token carries them);
/// - `env` ∈ development, sandbox, production, tartan (tartan deprecated);
/// - `product`: a name or an array of names, turned into the ``PlaidLegacyLinkKit/PLKProduct`` bitmask;
/// - `webhook` is an http(s) URL; `oauthRedirectUri` an https universal link, never a custom scheme;
/// - `oauthNonce` at least 16 characters and unique per login (omitted: a UUID per login);
/// - `countryCodes` ISO 3166-1 alpha-2, `language` ISO 639-1;
/// - `selectAccount` is deprecated: accepted with a warning.
struct PlaidLegacySettings: Sendable {
    /// Where the values came from; the rules differ slightly.
    enum Source: Sendable {
        /// A ProviderKit entry (`"adapter": "plaid-legacy"`).
        case entry
        /// The Info.plist `PLKPlaidLinkConfiguration` dictionary.
        case infoPlist
    }

    var key: String?
    var env: PlaidLegacyLinkKit.PLKEnvironment?
    var product: PlaidLegacyLinkKit.PLKProduct?
    var selectAccount: Bool?
    var apiVersion: PlaidLegacyLinkKit.PLKAPIVersion?
    var clientName: String?
    var webhook: URL?
    var oauthRedirectUri: RedirectURI?
    var oauthNonce: String?
    var countryCodes: [String]?
    var language: String?
    var diagnostics: PlaidLegacyDiagnosticsLevel = .all

    /// Every problem found, with paths relative to the dictionary.
    private(set) var issues: [ConfigIssue] = []

    /// The errors only.
    var errors: [ConfigIssue] { issues.filter { $0.severity == .error } }

    /// The keys of the Info.plist dictionary (LinkKit 1.x docs), plus `customization`.
    static let plistKeys = [
        "clientName", "key", "env", "product", "webhook", "selectAccount", "apiVersion", "customization",
    ]

    /// Reads and checks `members`. `redirectURI` is the entry's common `redirectURI`, already validated.
    init(_ members: [String: LinkJSONValue], redirectURI: RedirectURI? = nil, source: Source) {
        key = string(members, "key")
        if let key {
            if key.isEmpty {
                issues.append(.error("key", "\"key\" is empty; set it to your Plaid public_key from the Dashboard"))
            } else if case .linkToken = PlaidLegacyToken(key) {
                issues.append(
                    .error(
                        "key",
                        "\"key\" holds a link token; link tokens are per session: pass them in the LinkRequest and remove \"key\", \"env\" and \"product\""
                    ))
            } else if case .publicToken = PlaidLegacyToken(key) {
                issues.append(
                    .error(
                        "key",
                        "\"key\" holds a public token; the public_key is a different value (Dashboard → Keys); public tokens for update mode go in the LinkRequest"
                    ))
            } else if Self.isBuildSetting(key) {
                issues.append(
                    .warning(
                        "key", "\"\(key)\" is an Xcode build setting; it can only be checked after the build expands it"
                    ))
            }
        }

        if let text = string(members, "env") {
            if let env = PlaidLegacyLinkKit.PLKEnvironment(string: text) {
                self.env = env
                if env.isDeprecated {
                    issues.append(.warning("env", "\"tartan\" is the deprecated legacy-API environment; use sandbox"))
                }
            } else if Self.isBuildSetting(text) {
                issues.append(
                    .warning(
                        "env",
                        "\"\(text)\" is an Xcode build setting; it can only be checked after the build expands it"))
            } else {
                let names = PlaidLegacyLinkKit.PLKEnvironment.allCases.map(\.name)
                issues.append(
                    .error(
                        "env",
                        "unknown environment \"\(text)\"\(NameSuggester.hint(for: text, among: names)); use one of \(names.joined(separator: ", "))"
                    ))
            }
        }

        readProduct(members["product"])

        if let value = members["selectAccount"] {
            if let flag = value.boolValue {
                selectAccount = flag
                issues.append(
                    .warning(
                        "selectAccount",
                        "\"selectAccount\" is deprecated; LinkKit follows the Dashboard's Account Select setting\(flag ? ", so turn Account Select on there" : ""). Remove the key"
                    ))
            } else {
                issues.append(
                    .error("selectAccount", "\"selectAccount\" must be a boolean; found \(value.kindDescription)"))
            }
        }

        if let text = string(members, "apiVersion") {
            if let version = PlaidLegacyLinkKit.PLKAPIVersion(string: text) {
                apiVersion = version
                if version == .v1 {
                    issues.append(.warning("apiVersion", "APIv1 is Plaid's deprecated legacy API; use APIv2"))
                }
            } else {
                issues.append(
                    .error("apiVersion", "unknown API version \"\(text)\"; use APIv2 (or the deprecated APIv1)"))
            }
        }

        clientName = string(members, "clientName")
        if let clientName, clientName.trimmingCharacters(in: .whitespaces).isEmpty {
            issues.append(
                .error("clientName", "\"clientName\" is empty; LinkKit shows it to the user once they have linked"))
        }

        if let text = string(members, "webhook") {
            if let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "https" || scheme == "http",
                url.host?.isEmpty == false
            {
                webhook = url
                if scheme == "http" {
                    issues.append(
                        .warning("webhook", "the webhook uses http; Plaid posts Item data to it, so use https"))
                }
            } else {
                issues.append(
                    .error(
                        "webhook",
                        "\"\(text)\" is not a valid URL; the webhook must be an absolute https URL such as https://api.example.com/plaid/webhook"
                    ))
            }
        }

        if let text = string(members, "oauthRedirectUri") {
            do {
                let uri = try RedirectURI(checking: text)
                oauthRedirectUri = uri
                if let redirectURI, redirectURI.url.absoluteString != uri.url.absoluteString {
                    issues.append(
                        .error(
                            "oauthRedirectUri",
                            "\"oauthRedirectUri\" (\(uri)) differs from the entry's \"redirectURI\" (\(redirectURI)); ProviderKit matches OAuth returns against redirectURI, so keep one of them"
                        ))
                } else if redirectURI == nil, source == .entry {
                    issues.append(
                        .warning(
                            "oauthRedirectUri",
                            "LinkSession.handleRedirect(_:) matches OAuth returns against the entry's \"redirectURI\", which is missing; set \"redirectURI\" to \(uri) instead"
                        ))
                }
            } catch {
                issues.append(.error("oauthRedirectUri", "LinkKit 1.x needs a universal link here: \(error.message)"))
            }
        } else {
            oauthRedirectUri = redirectURI
        }

        if let nonce = string(members, "oauthNonce") {
            oauthNonce = nonce
            if nonce.count < 16 {
                issues.append(
                    .error(
                        "oauthNonce",
                        "\"oauthNonce\" has \(nonce.count) characters; LinkKit needs at least 16 (a UUID is the usual choice)"
                    ))
            } else {
                issues.append(
                    .warning(
                        "oauthNonce",
                        "a nonce in the configuration would be the same for every login, but it must be unique per login; ProviderKit uses it for one login only and refuses to reuse it. Remove it to get a fresh UUID per login, or pass \"oauthNonce\" in each LinkRequest's parameters"
                    ))
            }
        }

        readCountryCodes(members["countryCodes"])

        if let text = string(members, "language") {
            if text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLowercase }) {
                language = text
            } else {
                issues.append(
                    .error(
                        "language",
                        "\"\(text)\" is not an ISO 639-1 language code; use two lowercase letters such as \"en\""))
            }
        }

        readDiagnostics(members)

        checkMode(members, source: source)
    }

    /// `true` when the source uses a public key (and so builds its own `PLKConfiguration`).
    var usesPublicKey: Bool { key != nil }

    /// The public-key configuration, when `key`, `env` and `product` are valid, with the extras applied.
    func publicKeyConfiguration() -> PlaidLegacyLinkKit.PLKConfiguration? {
        guard let key, let env, let product else { return nil }
        var configuration = PlaidLegacyLinkKit.PLKConfiguration(
            key: key, env: env, product: product, selectAccount: selectAccount ?? false, longtailAuth: false,
            apiVersion: apiVersion ?? .v2)
        applyExtras(to: &configuration)
        return configuration
    }

    /// Copies the optional fields onto a configuration (the nonce is per login, not copied here).
    func applyExtras(to configuration: inout PlaidLegacyLinkKit.PLKConfiguration) {
        if let clientName { configuration.clientName = clientName }
        if let webhook { configuration.webhook = webhook }
        if let oauthRedirectUri { configuration.oauthRedirectUri = oauthRedirectUri.url }
        if let countryCodes { configuration.countryCodes = countryCodes }
        if let language { configuration.language = language }
    }

    // MARK: - Checks

    private mutating func string(_ members: [String: LinkJSONValue], _ key: String) -> String? {
        guard let value = members[key] else { return nil }
        guard let text = value.stringValue else {
            issues.append(.error(key, "\"\(key)\" must be a string; found \(value.kindDescription)"))
            return nil
        }
        return text
    }

    private mutating func readProduct(_ value: LinkJSONValue?) {
        guard let value else { return }
        var names: [(path: String, name: String)] = []
        switch value {
        case .string(let name):
            if Self.isBuildSetting(name) {
                issues.append(
                    .warning(
                        "product",
                        "\"\(name)\" is an Xcode build setting; it can only be checked after the build expands it"))
                return
            }
            names = [("product", name)]
        case .array(let elements):
            if elements.isEmpty {
                issues.append(.error("product", "\"product\" is empty; name at least one product, such as [\"auth\"]"))
                return
            }
            for (index, element) in elements.enumerated() {
                let path = "product[\(index)]"
                guard let name = element.stringValue else {
                    issues.append(.error(path, "each product must be a string; found \(element.kindDescription)"))
                    continue
                }
                names.append((path, name))
            }
        default:
            issues.append(
                .error(
                    "product", "\"product\" must be a product name or an array of names; found \(value.kindDescription)"
                ))
            return
        }
        var product: PlaidLegacyLinkKit.PLKProduct = []
        var valid = !names.isEmpty
        for (path, name) in names {
            guard let entry = PlaidLegacyLinkKit.PLKProduct.named(name) else {
                valid = false
                let known = PlaidLegacyLinkKit.PLKProduct.names.filter { $0.replacement == nil }.map(\.name)
                issues.append(
                    .error(
                        path,
                        "unknown product \"\(name)\"\(NameSuggester.hint(for: name, among: known)); products: \(known.joined(separator: ", "))"
                    ))
                continue
            }
            if let replacement = entry.replacement {
                issues.append(.warning(path, "\"\(name)\" is a deprecated alias; use \"\(replacement)\""))
            }
            product.insert(entry.product)
        }
        if valid { self.product = product }
    }

    private mutating func readCountryCodes(_ value: LinkJSONValue?) {
        guard let value else { return }
        guard let elements = value.arrayValue else {
            issues.append(
                .error(
                    "countryCodes",
                    "\"countryCodes\" must be an array of country codes such as [\"US\", \"GB\"]; found \(value.kindDescription)"
                ))
            return
        }
        if elements.isEmpty {
            issues.append(
                .error("countryCodes", "\"countryCodes\" is empty; remove it or list at least one code such as \"US\""))
            return
        }
        var codes: [String] = []
        for (index, element) in elements.enumerated() {
            let path = "countryCodes[\(index)]"
            guard let code = element.stringValue else {
                issues.append(.error(path, "each country code must be a string; found \(element.kindDescription)"))
                continue
            }
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                issues.append(.error(path, "\"\(code)\" is not an ISO 3166-1 alpha-2 country code such as \"US\""))
                continue
            }
            guard code == code.uppercased() else {
                issues.append(.error(path, "country codes are upper case; use \"\(code.uppercased())\""))
                continue
            }
            codes.append(code)
        }
        if codes.count == elements.count { countryCodes = codes }
    }

    private mutating func readDiagnostics(_ members: [String: LinkJSONValue]) {
        var scale = PlaidLegacyDiagnosticsLevel.Scale.zeroToFour
        if let value = members["diagnosticsScale"] {
            if let number = value.intValue, let parsed = PlaidLegacyDiagnosticsLevel.Scale(rawValue: number) {
                scale = parsed
            } else {
                issues.append(
                    .error(
                        "diagnosticsScale",
                        "\"diagnosticsScale\" must be 3 (levels 0–3) or 4 (levels 0–4); found \(JSONWriter.string(value))"
                    ))
            }
        }
        guard let value = members["diagnostics"] else { return }
        if let number = value.intValue, let level = PlaidLegacyDiagnosticsLevel(value: number, scale: scale) {
            diagnostics = level
        } else {
            issues.append(
                .error(
                    "diagnostics",
                    "\"diagnostics\" is a PLKPLAIDLINK_DIAGNOSTICS level: a whole number from 0 to \(scale.rawValue); found \(JSONWriter.string(value))"
                ))
        }
    }

    private mutating func checkMode(_ members: [String: LinkJSONValue], source: Source) {
        switch source {
        case .infoPlist:
            for required in ["key", "env", "product", "clientName"] where members[required] == nil {
                issues.append(
                    .error(
                        "",
                        "missing \"\(required)\"; the PLKPlaidLinkConfiguration dictionary needs clientName, key, env and product (the shared configuration cannot use link tokens)"
                    ))
            }
        case .entry:
            if members["key"] != nil {
                for required in ["env", "product"] where members[required] == nil {
                    issues.append(
                        .error(
                            "",
                            "missing \"\(required)\"; a public-key configuration needs key, env and product (or remove \"key\" and pass a link token in each LinkRequest)"
                        ))
                }
                if members["clientName"] == nil {
                    issues.append(
                        .warning("", "missing \"clientName\"; LinkKit shows it to the user once they have linked"))
                }
            } else {
                for keyOnly in ["env", "product", "selectAccount", "apiVersion"] where members[keyOnly] != nil {
                    issues.append(
                        .error(
                            keyOnly,
                            "\"\(keyOnly)\" applies only to a public-key configuration; with link tokens the token carries it. Add \"key\" or remove \"\(keyOnly)\""
                        ))
                }
            }
        }
    }

    static func isBuildSetting(_ text: String) -> Bool { text.hasPrefix("$(") && text.hasSuffix(")") }
}
