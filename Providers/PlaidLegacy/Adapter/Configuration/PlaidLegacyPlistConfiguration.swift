import Foundation
import ProviderKit

/// Reads and checks LinkKit 1.x's shared configuration: the `PLKPlaidLinkConfiguration` dictionary
/// of an app's Info.plist, which `+[PLKConfiguration sharedConfiguration]` and
/// `PLKPlaidLinkViewController(delegate:)` use.
///
/// Keys (LinkKit 1.x docs): `clientName`, `key`, `env`, `product` (required); `webhook`,
/// `selectAccount` (deprecated), `apiVersion`, `customization` (optional). The same rules as a
/// ProviderKit entry apply (see ``PlaidLegacyLinkKit/PLKConfiguration``), except that a link token is impossible here.
///
/// A `.plist` file may hold a whole Info.plist (the dictionary is read from its
/// `PLKPlaidLinkConfiguration` key) or the dictionary alone. Property lists in XML get line and
/// column positions; binary ones get key paths only.
///
/// ```swift
/// for diagnostic in PlaidLegacyPlistConfiguration.validate(fileURL: infoPlistURL) { print(diagnostic) }
/// ```
public enum PlaidLegacyPlistConfiguration {
    /// Checks a `.plist` file and returns every problem, errors and warnings, with key paths
    /// (`PLKPlaidLinkConfiguration.env`), the file and, for XML, the line. Empty when valid.
    public static func validate(fileURL: URL) -> [ConfigDiagnostic] {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            return [
                ConfigDiagnostic(
                    severity: .error, code: .unreadable, path: "",
                    message: "cannot read the file (\(error.localizedDescription)); check the path", file: fileURL.path)
            ]
        }
        return read(data: data, file: fileURL.path).diagnostics
    }

    /// Checks property-list data; `file` is used in the diagnostics.
    public static func validate(data: Data, file: String? = nil) -> [ConfigDiagnostic] {
        read(data: data, file: file).diagnostics
    }

    /// Loads the shared configuration from a `.plist` file.
    ///
    /// - Throws: a ``/ProviderKit/ConfigurationError`` with every problem when the file cannot be used.
    public static func load(fileURL: URL) throws -> PlaidLegacyLinkKit.PLKConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw ConfigurationError(diagnostics: [
                ConfigDiagnostic(
                    severity: .error, code: .unreadable, path: "",
                    message: "cannot read the file (\(error.localizedDescription)); check the path", file: fileURL.path)
            ])
        }
        let result = read(data: data, file: fileURL.path)
        guard let configuration = result.configuration else {
            throw ConfigurationError(diagnostics: result.diagnostics)
        }
        return configuration
    }

    /// The shared configuration from an already-loaded Info.plist dictionary, such as
    /// `Bundle.main.infoDictionary`: what a ``PlaidLegacyDriver`` returns as `sharedConfiguration`.
    ///
    /// - Throws: a ``/ProviderKit/ConfigurationError`` with every problem, including a missing dictionary.
    public static func configuration(infoDictionary: [String: Any]) throws -> PlaidLegacyLinkKit.PLKConfiguration {
        let result = read(root: LinkJSONValue(foundationObject: infoDictionary), positions: nil, file: nil)
        guard let configuration = result.configuration else {
            throw ConfigurationError(diagnostics: result.diagnostics)
        }
        return configuration
    }

    // MARK: - Reading

    struct Result {
        var configuration: PlaidLegacyLinkKit.PLKConfiguration?
        var diagnostics: [ConfigDiagnostic]
    }

    static func read(data: Data, file: String?) -> Result {
        let text = String(data: data, encoding: .utf8).flatMap { $0.hasPrefix("bplist") ? nil : $0 }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            let position = text.map { PlistParseErrorDescription.position(in: $0, detail: detail) }
            return Result(
                configuration: nil,
                diagnostics: [
                    ConfigDiagnostic(
                        severity: .error, code: .malformed, path: "",
                        message:
                            "not a valid property list\(detail.map { ": " + PlistParseErrorDescription.describe($0) } ?? ""); check the XML (or convert with plutil -convert xml1)",
                        position: position, file: file)
                ])
        }
        return read(root: LinkJSONValue(foundationObject: root), positions: text.map(XMLKeyLocator.init), file: file)
    }

    static func read(root: LinkJSONValue, positions: XMLKeyLocator?, file: String?) -> Result {
        let key = PlaidLegacyLinkKit.PLKConstants.sharedConfigurationKey
        guard let rootMembers = root.objectValue else {
            return Result(
                configuration: nil,
                diagnostics: [
                    ConfigDiagnostic(
                        severity: .error, code: .wrongType, path: "",
                        message:
                            "the property list must be a dictionary (an Info.plist or the \(key) dictionary); found \(root.kindDescription)",
                        position: positions?.rootPosition, file: file)
                ])
        }
        let base: String
        let members: [String: LinkJSONValue]
        if let nested = rootMembers[key] {
            guard let dictionary = nested.objectValue else {
                return Result(
                    configuration: nil,
                    diagnostics: [
                        ConfigDiagnostic(
                            severity: .error, code: .wrongType, path: key,
                            message:
                                "\(key) must be a dictionary with clientName, key, env and product; found \(nested.kindDescription)",
                            position: positions.flatMap { nearestPosition(of: [key], in: $0) }, file: file)
                    ])
            }
            base = key
            members = dictionary
        } else if rootMembers["key"] != nil || rootMembers["env"] != nil || rootMembers["product"] != nil {
            base = ""
            members = rootMembers
        } else {
            return Result(
                configuration: nil,
                diagnostics: [
                    ConfigDiagnostic(
                        severity: .error, code: .missingKey, path: key,
                        message:
                            "no \(key) dictionary; add one with clientName, key, env and product (LinkKit 1.x shared configuration)",
                        position: positions?.rootPosition, file: file)
                ])
        }

        let settings = PlaidLegacySettings(members, source: .infoPlist)
        var issues = settings.issues
        for name in members.keys.sorted() where !PlaidLegacySettings.plistKeys.contains(name) {
            issues.append(
                .warning(
                    name,
                    "unknown key \"\(SecretRedactor.standard.quote(name, limit: 64))\"\(NameSuggester.hint(for: name, among: PlaidLegacySettings.plistKeys)); LinkKit 1.x ignores it",
                    code: .unknownKey))
        }
        let diagnostics = issues.map { issue -> ConfigDiagnostic in
            let segments = pathSegments(issue.path)
            let path = ([base].filter { !$0.isEmpty } + [issue.path].filter { !$0.isEmpty }).joined(separator: ".")
            let located = positions.flatMap { nearestPosition(of: (base.isEmpty ? [] : [base]) + segments, in: $0) }
            return ConfigDiagnostic(
                severity: issue.severity, code: issue.code, path: path, message: issue.message, position: located, file: file)
        }
        .sorted { ($0.position?.line ?? .max, $0.position?.column ?? .max, $0.path) < ($1.position?.line ?? .max, $1.position?.column ?? .max, $1.path) }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Result(configuration: hasErrors ? nil : settings.publicKeyConfiguration(), diagnostics: diagnostics)
    }

    /// `product[1]` → `["product", "[1]"]`; `customization.name` → `["customization", "name"]`.
    static func pathSegments(_ path: String) -> [String] {
        var segments: [String] = []
        var current = ""
        for character in path {
            switch character {
            case ".":
                if !current.isEmpty { segments.append(current) }
                current = ""
            case "[":
                if !current.isEmpty { segments.append(current) }
                current = "["
            case "]":
                segments.append(current + "]")
                current = ""
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The position of `path`, or of its nearest recorded ancestor (a missing key is reported at
    /// the dictionary that should hold it), so every diagnostic about XML text has a position.
    static func nearestPosition(of path: [String], in positions: XMLKeyLocator) -> SourcePosition? {
        var path = path
        while true {
            if let found = positions.position(of: path) { return found }
            guard !path.isEmpty else { return nil }
            path.removeLast()
        }
    }
}
