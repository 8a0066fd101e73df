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
/// `PLKPlaidLinkConfiguration` key) or the dictionary alone; it is parsed with
/// `PropertyListSerialization`. Diagnostics carry key paths (`PLKPlaidLinkConfiguration.env`) and the
/// file. `validate(fileURL:)`, in `ProviderKitPlaidLegacySandbox`, adds the line and column of each
/// key of an XML property list, as `providerkit validate` prints them.
///
/// ```swift
/// let configuration = try PlaidLegacyPlistConfiguration.load(fileURL: infoPlistURL)
/// ```
public enum PlaidLegacyPlistConfiguration {
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
        let result = read(root: LinkJSONValue(foundationObject: infoDictionary), file: nil)
        guard let configuration = result.configuration else {
            throw ConfigurationError(diagnostics: result.diagnostics)
        }
        return configuration
    }

    // MARK: - Reading

    /// What reading a property list found: the configuration, or `nil` when a finding is an error,
    /// and every finding, sorted by key path.
    package struct Result: Sendable {
        /// The shared configuration; `nil` when a finding is an error.
        package var configuration: PlaidLegacyLinkKit.PLKConfiguration?
        /// Every problem, errors and warnings, each with what it is about.
        package var findings: [Finding]

        /// The findings' diagnostics (without positions), in order.
        package var diagnostics: [ConfigDiagnostic] { findings.map(\.diagnostic) }
    }

    /// One problem and what it is about, so that a tool can place it in the source text.
    package struct Finding: Sendable {
        /// The problem, without a position.
        package var diagnostic: ConfigDiagnostic
        /// What the problem is about.
        package var subject: Subject
    }

    /// What a ``Finding`` is about.
    package enum Subject: Sendable {
        /// A key path as written in the file (not redacted); `[]` for the root value. Array elements
        /// are `"[index]"` segments.
        case keyPath([String])
        /// The data is not a property list; `detail` is Foundation's message (which may quote the
        /// input: never print it), naming the line where parsing stopped.
        case unparseable(detail: String?)
    }

    /// Parses property-list `data` with `PropertyListSerialization` and reads it as
    /// ``read(root:file:)`` does. Data that is not a property list gives one `malformed` error,
    /// whose message keeps only Foundation's own words. `file` is used in the diagnostics.
    ///
    /// Before parsing, the data must stay within ``PropertyListBudget``'s limits (values counted
    /// after shared references are expanded, and nesting): a property list past one gives one
    /// `malformed` error naming the limit, found in time bounded by the limit.
    package static func read(data: Data, file: String?) -> Result {
        if let refusal = PropertyListBudget.check(Array(data)) {
            let diagnostic = ConfigDiagnostic(
                severity: .error, code: .malformed, path: "", message: "not a usable property list: \(refusal.message)", file: file)
            return Result(configuration: nil, findings: [Finding(diagnostic: diagnostic, subject: .keyPath([]))])
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            let diagnostic = ConfigDiagnostic(
                severity: .error, code: .malformed, path: "",
                message:
                    "not a valid property list\(detail.map { ": " + PlistParseErrorDescription.describe($0) } ?? ""); check the XML (or convert with plutil -convert xml1)",
                file: file)
            return Result(configuration: nil, findings: [Finding(diagnostic: diagnostic, subject: .unparseable(detail: detail))])
        }
        return read(root: LinkJSONValue(foundationObject: root), file: file)
    }

    /// Reads the shared configuration from a parsed property list: the dictionary under
    /// `PLKPlaidLinkConfiguration`, or the root itself when it holds `key`, `env` or `product`.
    /// `file` is used in the diagnostics.
    package static func read(root: LinkJSONValue, file: String?) -> Result {
        let key = PlaidLegacyLinkKit.PLKConstants.sharedConfigurationKey
        guard let rootMembers = root.objectValue else {
            let diagnostic = ConfigDiagnostic(
                severity: .error, code: .wrongType, path: "",
                message:
                    "the property list must be a dictionary (an Info.plist or the \(key) dictionary); found \(root.kindDescription)",
                file: file)
            return Result(configuration: nil, findings: [Finding(diagnostic: diagnostic, subject: .keyPath([]))])
        }
        let base: String
        let members: [String: LinkJSONValue]
        if let nested = rootMembers[key] {
            guard let dictionary = nested.objectValue else {
                let diagnostic = ConfigDiagnostic(
                    severity: .error, code: .wrongType, path: key,
                    message: "\(key) must be a dictionary with clientName, key, env and product; found \(nested.kindDescription)",
                    file: file)
                return Result(configuration: nil, findings: [Finding(diagnostic: diagnostic, subject: .keyPath([key]))])
            }
            base = key
            members = dictionary
        } else if rootMembers["key"] != nil || rootMembers["env"] != nil || rootMembers["product"] != nil {
            base = ""
            members = rootMembers
        } else {
            // Reported at the root, which should hold the dictionary.
            let diagnostic = ConfigDiagnostic(
                severity: .error, code: .missingKey, path: key,
                message: "no \(key) dictionary; add one with clientName, key, env and product (LinkKit 1.x shared configuration)",
                file: file)
            return Result(configuration: nil, findings: [Finding(diagnostic: diagnostic, subject: .keyPath([]))])
        }

        let settings = PlaidLegacySettings(members, source: .infoPlist)
        var issues = settings.issues
        for name in members.keys.sorted() where !PlaidLegacySettings.plistKeys.contains(name) {
            issues.append(
                .warning(
                    JSONDocument.path("", member: name),
                    "unknown key \"\(SecretRedactor.standard.quote(name, limit: 64))\"\(NameSuggester.hint(for: name, among: PlaidLegacySettings.plistKeys)); LinkKit 1.x ignores it",
                    code: .unknownKey))
        }
        let findings = issues.map { issue -> Finding in
            let path = JSONDocument.path(base, appending: issue.path)
            let diagnostic = ConfigDiagnostic(
                severity: issue.severity, code: issue.code, path: path, message: issue.message, file: file)
            return Finding(diagnostic: diagnostic, subject: .keyPath((base.isEmpty ? [] : [base]) + pathSegments(issue.path)))
        }
        .sorted { $0.diagnostic.path < $1.diagnostic.path }
        let hasErrors = findings.contains { $0.diagnostic.severity == .error }
        return Result(configuration: hasErrors ? nil : settings.publicKeyConfiguration(), findings: findings)
    }

    /// The steps of a key path as ``Subject/keyPath(_:)`` segments, read from the path's own
    /// structure (`JSONDocument.steps(of:)`), so a key named `a.b` is one segment:
    /// `product[1]` → `["product", "[1]"]`; `customization.name` → `["customization", "name"]`;
    /// `["a.b"]` → `["a.b"]`.
    static func pathSegments(_ path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        return (JSONDocument.steps(of: path) ?? [.member(path)]).map { step in
            switch step {
            case .member(let name): return name
            case .index(let index): return "[\(index)]"
            }
        }
    }
}
