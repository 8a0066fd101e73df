import Foundation
import ProviderKit

extension ConfigDiagnostic.Code {
    /// An adapter manifest that is not JSON.
    public static let manifestMalformed: ConfigDiagnostic.Code = "manifest.malformed"
    /// A JSON file that is not an adapter manifest, or one of a newer format version.
    public static let manifestUnsupported: ConfigDiagnostic.Code = "manifest.unsupported"
    /// A manifest member that is missing, of the wrong type, or not a valid value.
    public static let manifestInvalid: ConfigDiagnostic.Code = "manifest.invalid"
    /// A manifest member this ProviderKit does not know; it is ignored (a warning).
    public static let manifestUnknownKey: ConfigDiagnostic.Code = "manifest.unknownKey"
    /// The manifest was written by another ProviderKit version: the built-in adapters'
    /// descriptors may differ from this one's (a warning; regenerate the manifest).
    public static let manifestVersionMismatch: ConfigDiagnostic.Code = "manifest.versionMismatch"
}

/// Reads an ``AdapterManifest``, collecting every problem with its key path and position.
package struct AdapterManifestReader {
    /// The manifest (when there is no error) and every problem found.
    package struct Result: Sendable {
        /// The manifest, or `nil` when there were errors.
        package var manifest: AdapterManifest?
        /// Every problem, in file order.
        package var diagnostics: [ConfigDiagnostic]
    }

    private let document: JSONDocument
    private let file: String?
    private var diagnostics: [ConfigDiagnostic] = []

    /// Reads `text`; `file` names it in the diagnostics.
    package static func read(text: String, file: String?) -> Result {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: text)
        } catch {
            return Result(
                manifest: nil,
                diagnostics: [
                    ConfigDiagnostic(
                        severity: .error, code: .manifestMalformed, path: "",
                        message: "malformed JSON: \(error.message)", position: error.position, file: file)
                ])
        }
        var reader = AdapterManifestReader(document: document, file: file)
        let manifest = reader.readManifest()
        let hasErrors = reader.diagnostics.contains { $0.severity == .error }
        let sorted = reader.diagnostics.sorted { ($0.line ?? .max, $0.column ?? .max) < ($1.line ?? .max, $1.column ?? .max) }
        return Result(manifest: hasErrors ? nil : manifest, diagnostics: sorted)
    }

    private init(document: JSONDocument, file: String?) {
        self.document = document
        self.file = file
    }

    private mutating func report(
        _ code: ConfigDiagnostic.Code, _ path: String, _ message: String, severity: ConfigDiagnostic.Severity = .error
    ) {
        diagnostics.append(
            ConfigDiagnostic(
                severity: severity, code: code, path: path, message: message, position: document.position(of: path),
                file: file))
    }

    private static let topLevelKeys = ["format", "version", "providerKitVersion", "complete", "adapters"]
    private static let adapterKeys = [
        "name", "displayName", "requiresRedirectURI", "options", "updateSupport", "resumeSupport",
    ]
    private static let optionKeys = ["key", "kind", "required", "summary", "allowedValues", "allowedValuesReason"]

    private mutating func readManifest() -> AdapterManifest? {
        guard case .object(let root) = document.root else {
            report(.manifestUnsupported, "", "an adapter manifest is a JSON object with \"format\": \"\(AdapterManifest.format)\"; found \(document.root.kindDescription)")
            return nil
        }
        guard root["format"] == .string(AdapterManifest.format) else {
            report(
                .manifestUnsupported, "format",
                "not an adapter manifest: \"format\" must be \"\(AdapterManifest.format)\"; make one with AdapterManifest(registry:) from ProviderKitTesting")
            return nil
        }
        guard let version = root["version"]?.intValue, version >= 1 else {
            report(.manifestInvalid, "version", "\"version\" must be a whole number, \(AdapterManifest.version) for this ProviderKit")
            return nil
        }
        guard version <= AdapterManifest.version else {
            report(
                .manifestUnsupported, "version",
                "manifest version \(version) is newer than this ProviderKit reads (\(AdapterManifest.version)); use a providerkit as new as the ProviderKit that wrote it")
            return nil
        }
        reportUnknownKeys(in: root, known: Self.topLevelKeys, at: "")
        let isComplete = bool(root["complete"], at: "complete", default: false)
        let writer = string(root["providerKitVersion"], at: "providerKitVersion", required: false) ?? ""
        if !writer.isEmpty, writer != ProviderKitRelease.version {
            report(
                .manifestVersionMismatch, "providerKitVersion",
                "the manifest was written by ProviderKit \(writer) and this is \(ProviderKitRelease.version); built-in adapters may describe themselves differently: regenerate the manifest",
                severity: .warning)
        }
        guard case .array(let elements)? = root["adapters"] else {
            report(.manifestInvalid, "adapters", "\"adapters\" must be an array of adapter descriptions")
            return nil
        }
        var descriptors: [AdapterDescriptor] = []
        for (index, element) in elements.enumerated() {
            let path = JSONDocument.path("adapters", index: index)
            guard let descriptor = readAdapter(element, at: path) else { continue }
            if descriptors.contains(where: { $0.name == descriptor.name }) {
                report(.manifestInvalid, JSONDocument.path(path, member: "name"), "the adapter \"\(descriptor.name)\" is listed twice")
                continue
            }
            descriptors.append(descriptor)
        }
        var manifest = AdapterManifest(descriptors: descriptors, isComplete: isComplete)
        manifest.providerKitVersion = writer
        return manifest
    }

    private mutating func readAdapter(_ value: LinkJSONValue, at path: String) -> AdapterDescriptor? {
        guard case .object(let members) = value else {
            report(.manifestInvalid, path, "each adapter must be an object with at least \"name\"; found \(value.kindDescription)")
            return nil
        }
        reportUnknownKeys(in: members, known: Self.adapterKeys, at: path)
        guard let name = string(members["name"], at: JSONDocument.path(path, member: "name"), required: true) else {
            return nil
        }
        guard !name.isEmpty, name == name.trimmingCharacters(in: .whitespacesAndNewlines) else {
            report(.manifestInvalid, JSONDocument.path(path, member: "name"), "an adapter's name cannot be empty or start or end with spaces")
            return nil
        }
        let displayName = string(members["displayName"], at: JSONDocument.path(path, member: "displayName"), required: false)
        let requiresRedirectURI = bool(
            members["requiresRedirectURI"], at: JSONDocument.path(path, member: "requiresRedirectURI"), default: false)
        var options: [AdapterOption] = []
        let optionsPath = JSONDocument.path(path, member: "options")
        switch members["options"] {
        case nil, .null?: break
        case .array(let elements)?:
            for (index, element) in elements.enumerated() {
                guard let option = readOption(element, at: JSONDocument.path(optionsPath, index: index)) else { continue }
                if options.contains(where: { $0.key == option.key }) || ConfigValidator.commonEntryKeys.contains(option.key) {
                    report(
                        .manifestInvalid, JSONDocument.path(JSONDocument.path(optionsPath, index: index), member: "key"),
                        "the option \"\(option.key)\" is declared twice (adapter and redirectURI are every entry's keys)")
                    continue
                }
                options.append(option)
            }
        case let other?:
            report(.manifestInvalid, optionsPath, "\"options\" must be an array; found \(other.kindDescription)")
        }
        let update = readSupport(members["updateSupport"], at: JSONDocument.path(path, member: "updateSupport"))
        let resume = readResume(members["resumeSupport"], at: JSONDocument.path(path, member: "resumeSupport"))
        return AdapterDescriptor(
            name: name, displayName: displayName ?? name, requiresRedirectURI: requiresRedirectURI, options: options,
            errorTable: ErrorMappingTable(adapterName: name, rules: []),
            eventTable: EventMappingTable(adapterName: name, rules: []),
            updateSupport: update, resumeSupport: resume)
    }

    private mutating func readOption(_ value: LinkJSONValue, at path: String) -> AdapterOption? {
        guard case .object(let members) = value else {
            report(.manifestInvalid, path, "each option must be an object with \"key\" and \"kind\"; found \(value.kindDescription)")
            return nil
        }
        reportUnknownKeys(in: members, known: Self.optionKeys, at: path)
        let kindPath = JSONDocument.path(path, member: "kind")
        guard let key = string(members["key"], at: JSONDocument.path(path, member: "key"), required: true),
            let kindName = string(members["kind"], at: kindPath, required: true)
        else { return nil }
        guard let kind = AdapterOption.ValueKind(rawValue: kindName) else {
            let kinds = AdapterOption.ValueKind.allCases.map(\.rawValue)
            report(
                .manifestInvalid, kindPath,
                "unknown kind \"\(kindName)\"\(NameSuggester.hint(for: kindName, among: kinds)); kinds: \(kinds.joined(separator: ", "))")
            return nil
        }
        var option = AdapterOption(
            key, kind, required: bool(members["required"], at: JSONDocument.path(path, member: "required"), default: false),
            summary: string(members["summary"], at: JSONDocument.path(path, member: "summary"), required: false) ?? "")
        let allowedPath = JSONDocument.path(path, member: "allowedValues")
        switch members["allowedValues"] {
        case nil, .null?: break
        case .array(let values)? where !values.isEmpty: option.allowedValues = values
        case let other?: report(.manifestInvalid, allowedPath, "\"allowedValues\" must be a non-empty array or null; found \(other.kindDescription)")
        }
        option.allowedValuesReason = string(
            members["allowedValuesReason"], at: JSONDocument.path(path, member: "allowedValuesReason"), required: false)
        return option
    }

    private mutating func readSupport(_ value: LinkJSONValue?, at path: String) -> AdapterUpdateSupport {
        guard let value, !value.isNull else { return .unsupported("The manifest declares no update mechanism.") }
        guard case .object(let members) = value else {
            report(.manifestInvalid, path, "\"updateSupport\" must be an object {\"supported\", \"summary\"}; found \(value.kindDescription)")
            return .unsupported("")
        }
        return AdapterUpdateSupport(
            isSupported: bool(members["supported"], at: JSONDocument.path(path, member: "supported"), default: false),
            summary: string(members["summary"], at: JSONDocument.path(path, member: "summary"), required: false) ?? "")
    }

    private mutating func readResume(_ value: LinkJSONValue?, at path: String) -> AdapterResumeSupport? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let members) = value,
            let item = string(members["redirectQueryItem"], at: JSONDocument.path(path, member: "redirectQueryItem"), required: true),
            let parameter = string(members["requestParameter"], at: JSONDocument.path(path, member: "requestParameter"), required: true)
        else {
            if value.objectValue == nil {
                report(.manifestInvalid, path, "\"resumeSupport\" must be null or an object; found \(value.kindDescription)")
            }
            return nil
        }
        return AdapterResumeSupport(
            redirectQueryItem: item, requestParameter: parameter,
            summary: string(members["summary"], at: JSONDocument.path(path, member: "summary"), required: false) ?? "")
    }

    private mutating func string(_ value: LinkJSONValue?, at path: String, required: Bool) -> String? {
        switch value {
        case .string(let text)?: return text
        case nil, .null?:
            if required { report(.manifestInvalid, path, "missing \"\(Self.lastKey(path))\" (a string)") }
            return nil
        case let other?:
            report(.manifestInvalid, path, "\"\(Self.lastKey(path))\" must be a string; found \(other.kindDescription)")
            return nil
        }
    }

    private mutating func bool(_ value: LinkJSONValue?, at path: String, default fallback: Bool) -> Bool {
        switch value {
        case .bool(let flag)?: return flag
        case nil, .null?: return fallback
        case let other?:
            report(.manifestInvalid, path, "\"\(Self.lastKey(path))\" must be true or false; found \(other.kindDescription)")
            return fallback
        }
    }

    private mutating func reportUnknownKeys(in members: [String: LinkJSONValue], known: [String], at path: String) {
        for key in members.keys.sorted() where !known.contains(key) {
            report(
                .manifestUnknownKey, JSONDocument.path(path, member: key),
                "unknown key \"\(key)\"\(NameSuggester.hint(for: key, among: known)); it is ignored", severity: .warning)
        }
    }

    private static func lastKey(_ path: String) -> String {
        String(path.split(separator: ".").last ?? Substring(path))
    }
}
